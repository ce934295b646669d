// A phone's HEIC photo, made a JPEG in the CMS's page the moment the owner picks it. Only Safari
// shows a HEIC: elsewhere Decap's media window left it out of "Your photos" (its list of images
// has no HEIC) and the field showed a broken picture until he published. Here it becomes the
// JPEG the build would make of it (libheif, as heic-convert; quality 0.92), named `<name>.jpg`,
// and is chosen like any JPEG. libheif's WebAssembly is served beside the CMS
// (scripts/pipeline/admin.ts copies it) and loaded only when a HEIC is picked. Run in the CMS's
// page (./photo-pick.ts); its pixels are bounded before they are decoded, as the build's are.
import { maxPhotoPixels, notAPhotoWords, tooManyPixelsWords } from '#model/schema/cms.ts';

/** The brands of a HEIC photo as phones write it (HEVC in an ISO box file): `ftyp`, then one of these. */
export const heicBrands: readonly string[] = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];
/** Whether `bytes` begin as a HEIC photo's. */
export const isHeicStart = (bytes: Uint8Array): boolean =>
  String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp' && heicBrands.includes(String.fromCharCode(...bytes.subarray(8, 12)));

/** libheif in the CMS's folder (`admin/`): libheif-js's WebAssembly build with its binary inside, which defines a global `libheif`. */
export const libheifFile = 'libheif-bundle.js';

/** What the page uses of libheif (libheif-js's own types describe only its raw exports). */
interface HeifImage {
  get_width(): number;
  get_height(): number;
  display(into: { data: Uint8ClampedArray; width: number; height: number }, done: (shown: unknown) => void): void;
  free(): void;
}
interface Libheif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[]; decoder: { delete(): void } };
}

let loaded: Promise<Libheif> | undefined;

/** libheif, loaded once, beside the CMS's page (its factory gives it ready: its binary is inside). */
function libheif(root: Document): Promise<Libheif> {
  loaded ??= new Promise((done, fail) => {
    const script = root.createElement('script');
    script.src = new URL(`admin/${libheifFile}`, root.baseURI).href;
    script.onerror = fail;
    script.onload = () => {
      const factory: unknown = Reflect.get(root.defaultView ?? {}, 'libheif');
      if (typeof factory === 'function') done(factory() as Libheif);
      else fail(new Error('libheif did not load'));
    };
    root.head.append(script);
  });
  return loaded;
}

/** `file` (a HEIC photo) as the JPEG the build would make of it, or why it cannot be, in the owner's words. */
export async function heicAsJpeg(file: File, root: Document): Promise<File | string> {
  const notAPhoto = `${notAPhotoWords} (${file.name})`;
  try {
    const lib = await libheif(root);
    const decoder = new lib.HeifDecoder();
    const images = decoder.decode(new Uint8Array(await file.arrayBuffer()));
    try {
      const [image] = images;
      if (!image) return notAPhoto;
      const [width, height] = [image.get_width(), image.get_height()];
      if (width * height > maxPhotoPixels)
        return `This photo ${tooManyPixelsWords({ width, height })}: make it smaller, or choose another photo (${file.name})`;
      const pixels = { data: new Uint8ClampedArray(width * height * 4), width, height };
      await new Promise<void>((done, fail) => image.display(pixels, (shown) => (shown ? done() : fail(new Error('not decoded')))));
      const canvas = Object.assign(root.createElement('canvas'), { width, height });
      canvas.getContext('2d')?.putImageData(new ImageData(pixels.data, width, height), 0, 0);
      const jpeg = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.92));
      return jpeg ? new File([jpeg], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' }) : notAPhoto;
    } finally {
      for (const image of images) image.free();
      decoder.decoder.delete();
    }
  } catch {
    return notAPhoto;
  }
}
