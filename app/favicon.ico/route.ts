import { siteIcons } from '#model/seo.ts';
import { brandMarkImage } from '../brandMark';

// Written once at build time to out/favicon.ico, for the clients that ask for it by that name
// whatever the page declares. An ICO file may hold a PNG: a 6-byte header, one 16-byte
// directory entry, then the image.
export const dynamic = 'force-static';

export async function GET() {
  const { size } = siteIcons.favicon;
  const png = Buffer.from(await brandMarkImage(size).arrayBuffer());
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return new Response(Buffer.concat([header, png]), { headers: { 'Content-Type': 'image/x-icon' } });
}
