#!/usr/bin/env node
// Before `next build`: the owner's photos in content/photos/ become the files pages link to.
import { photoPaths, preparePhotos } from './photos.mjs';

const entries = await preparePhotos();
console.log(`prebuild: ${entries.length} local photo${entries.length === 1 ? '' : 's'} from ${photoPaths.sourceDir}/ written to ${photoPaths.targetDir}/`);
