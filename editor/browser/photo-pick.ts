// A file that is no photo, refused the moment the owner picks it. Decap keeps a picked photo with
// the entry and sends it only when he publishes (where the editor's backend refuses it: a photo
// the build cannot prepare would stop it), so without this the media window took a broken
// download named .jpg, showed it, and refused the whole page later. Run in the CMS's page
// (editor/browser/checks.ts): each pick of a file is held until its first bytes are read; a
// JPEG, PNG, WebP, AVIF or TIFF goes on to Decap, a phone's HEIC as the JPEG it makes of it
// (./heic.ts), anything else is said in the line above everything (./line.ts) and goes nowhere.
import { notAPhotoWords } from '#model/schema/cms.ts';
import { heicAsJpeg, heicBrands, isHeicStart } from './heic.ts';
import { showLine } from './line.ts';

/** The line that says a pick was refused. */
export const pickRefusedLine = 'owner-photo-refusal';

/** Whether a file's first bytes are those of a photo the site takes (its format's signature; the backend then decodes it whole). */
export function looksLikePhoto(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  const starts = (...signature: number[]) => signature.every((byte, at) => bytes[at] === byte);
  if (starts(0xff, 0xd8, 0xff)) return true; // JPEG
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return true; // PNG
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return true;
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return true; // TIFF
  return ascii(4, 8) === 'ftyp' && ['avif', 'avis', ...heicBrands].includes(ascii(8, 12)); // AVIF, HEIC
}

/** A file's first bytes, as a FileReader reads them (every browser's, and the tests' too). */
function firstBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' || reader.result === null ? new Uint8Array() : new Uint8Array(reader.result));
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}

/** A picked file as Decap is to have it (a HEIC as its JPEG), or the name of a file that is no photo, or what else is wrong in words. */
async function asPicked(file: File, root: Document): Promise<File | { notAPhoto: string } | { words: string }> {
  const start = await firstBytes(file);
  if (!looksLikePhoto(start)) return { notAPhoto: file.name };
  if (!isHeicStart(start)) return file;
  const jpeg = await heicAsJpeg(file, root);
  return typeof jpeg === 'string' ? { words: jpeg } : jpeg;
}

/** Holds each pick of a file in `root` until its bytes are read: a photo is handed on to Decap (a HEIC as its JPEG), anything else refused in words. */
export function refuseNonPhotos(root: Document): void {
  const passed = new WeakSet<Event>();
  root.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || passed.has(event) || !input.files?.length) return;
      event.stopImmediatePropagation();
      const files = [...input.files];
      void Promise.all(files.map((file) => asPicked(file, root))).then((picked) => {
        const photos = picked.filter((each) => each instanceof File);
        const notPhotos = picked.flatMap((each) => ('notAPhoto' in each ? [each.notAPhoto] : []));
        const said = [
          ...(notPhotos.length ? [`${notAPhotoWords} (${notPhotos.join(', ')})`] : []),
          ...picked.flatMap((each) => ('words' in each ? [each.words] : [])),
        ];
        if (said.length) {
          showLine(root, pickRefusedLine, `${said.join('. ')}.`);
          input.value = '';
          return;
        }
        root.getElementById(pickRefusedLine)?.remove();
        if (photos.some((photo, at) => photo !== files[at])) {
          const converted = new DataTransfer();
          for (const photo of photos) converted.items.add(photo);
          input.files = converted.files;
        }
        const again = new Event('change', { bubbles: true });
        passed.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
