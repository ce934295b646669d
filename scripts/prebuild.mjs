#!/usr/bin/env node
// Before `next build` (and `next dev`): the owner's photos in content/photos/ become the files
// pages link to, and the web font is cut to the weights the site uses.
import { fontPaths, subsetInter } from './font.mjs';
import { photoPaths, preparePhotos } from './photos.mjs';

const entries = await preparePhotos();
console.log(`prebuild: ${entries.length} local photo${entries.length === 1 ? '' : 's'} from ${photoPaths.sourceDir}/ written to ${photoPaths.targetDir}/`);
const fontBytes = await subsetInter();
console.log(`prebuild: web font cut to ${(fontBytes / 1000).toFixed(1)} KB in ${fontPaths.target}`);
