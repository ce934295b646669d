// A phone's HEIC as an iPhone writes it: the sample HEIC (phone.heic) given an EXIF item that says
// where it was taken (51°30′26″N), by which camera ("iPhone 15") and its serial. Made here: sharp
// writes the EXIF (as a JPEG's), and its bytes become an `Exif` item of the HEIC, whose table of
// items (`iinf`, `iloc`) gains an entry, its other items moved by the bytes the table grew.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

export const placeWords = { model: 'iPhone 15', serial: 'SN-HEIC-42' } as const;

/** The EXIF of a photo taken at 51°30′26″N 0°7′39″W by an iPhone 15, "Exif\0\0" and its TIFF, as a JPEG's APP1 holds it. */
async function exifWithPlace(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#456' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Apple', Model: placeWords.model, BodySerialNumber: placeWords.serial },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' },
    })
    .toBuffer();
  for (let at = 2; at < jpeg.length;) {
    const length = jpeg.readUInt16BE(at + 2);
    if (jpeg[at + 1] === 0xe1 && jpeg.toString('latin1', at + 4, at + 10) === 'Exif\0\0') return jpeg.subarray(at + 4, at + 2 + length);
    at += 2 + length;
  }
  throw new Error('sharp wrote no EXIF');
}

const box = (type: string, ...parts: Buffer[]) => {
  const content = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
};
const u16 = (value: number) => Buffer.from([value >> 8, value & 255]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** phone.heic with an EXIF item (its version-0 `iloc` of 4-byte fields, and one image item, as the sample has). */
export async function heicWithPlace(): Promise<Buffer> {
  const heic = readFileSync(new URL('phone.heic', import.meta.url));
  const exif = Buffer.concat([u32(6), await exifWithPlace()]); // the TIFF header 6 bytes in, after "Exif\0\0"
  // The sample's boxes: ftyp, then meta (hdlr, pitm, iloc, iinf, iprp), then mdat.
  const at = (type: string, from: number, to: number) => {
    for (let offset = from; offset < to; offset += heic.readUInt32BE(offset)) if (heic.toString('latin1', offset + 4, offset + 8) === type) return offset;
    throw new Error(`no ${type} box`);
  };
  const meta = at('meta', 0, heic.length);
  const metaEnd = meta + heic.readUInt32BE(meta);
  const [iloc, iinf] = [at('iloc', meta + 12, metaEnd), at('iinf', meta + 12, metaEnd)];
  const grown = 18 + 21; // one iloc entry of 4-byte fields, one infe of version 2
  const image = iloc + 16; // its one entry: id, reference, base offset, one extent
  const imageBase = heic.readUInt32BE(image + 4) + grown;
  const exifAt = heic.length + grown + 8;
  const newIloc = box(
    'iloc',
    Buffer.from([0, 0, 0, 0, 0x44, 0x40]),
    u16(2),
    Buffer.concat([heic.subarray(image, image + 4), u32(imageBase), heic.subarray(image + 8, image + 18)]),
    Buffer.concat([u16(2), u16(0), u32(exifAt), u16(1), u32(0), u32(exif.length)]),
  );
  const infeCount = heic.readUInt16BE(iinf + 12);
  const newIinf = box(
    'iinf',
    Buffer.from([0, 0, 0, 0]),
    u16(infeCount + 1),
    heic.subarray(iinf + 14, iinf + heic.readUInt32BE(iinf)),
    box('infe', Buffer.from([2, 0, 0, 0]), u16(2), u16(0), Buffer.from('Exif\0', 'latin1')),
  );
  const inner = [
    heic.subarray(meta + 12, iloc),
    newIloc,
    heic.subarray(iloc + heic.readUInt32BE(iloc), iinf),
    newIinf,
    heic.subarray(iinf + heic.readUInt32BE(iinf), metaEnd),
  ];
  const newMeta = box('meta', Buffer.from([0, 0, 0, 0]), ...inner);
  if (newMeta.length !== metaEnd - meta + grown) throw new Error('the sample HEIC is not laid out as expected');
  return Buffer.concat([heic.subarray(0, meta), newMeta, heic.subarray(metaEnd), box('mdat', exif)]);
}
