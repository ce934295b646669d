// An uploaded photo is prepared while the editor runs (as the build prepares it), so its page works
// on the next reload; the terminal and the CMS's status line say how far it is.
import { watch } from 'node:fs';
import { photoPaths } from '../../scripts/pipeline/photo-files.ts';
import { placelessLine } from '../../scripts/pipeline/photo-place.ts';
import { preparePhotos, unreadableLine } from '../../scripts/pipeline/photos.ts';
import { photosToPrepare, type PhotoStatus } from './photo-status.ts';

/** Watches content/photos/, preparing its photos after each change, one preparation at a time. */
export function prepareOnUpload(photoStatus: PhotoStatus): void {
  let preparing: Promise<void> = Promise.resolve();
  function preparePhotosAgain() {
    preparing = preparing
      .then(async () => {
        const started = Date.now();
        const changed = photosToPrepare(photoPaths.sourceDir, photoPaths.manifestFile);
        Object.assign(photoStatus, { preparing: changed, ready: [] });
        console.log('edit: a photo changed in content/photos/: preparing it for the site…');
        const { entries, unreadable, placeless } = await preparePhotos();
        if (placeless.length) console.log(`edit: ${placelessLine(placeless)}.`);
        for (const photo of unreadable) console.error(`edit: ${unreadableLine(photo)}.`);
        Object.assign(photoStatus, { preparing: [], ready: changed.filter((file) => !unreadable.some((photo) => photo.file === file)) });
        console.log(`edit: photos ready (${entries.length} in all, ${((Date.now() - started) / 1000).toFixed(1)} s): reload the page to see them.`);
      })
      .catch((error: unknown) => {
        Object.assign(photoStatus, { preparing: [], ready: [] });
        console.error(`edit: a photo could not be prepared: ${error instanceof Error ? error.message : String(error)}`);
      });
  }
  let pending: NodeJS.Timeout | undefined;
  watch('content', { recursive: true }, (_event, name) => {
    if (!name?.startsWith('photos')) return;
    clearTimeout(pending);
    pending = setTimeout(preparePhotosAgain, 300); // an upload is one write, maybe in several pieces
  });
}
