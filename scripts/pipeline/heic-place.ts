// A HEIC's EXIF and XMP wiped in place (sharp cannot write HEIC): the items found in the file's own
// boxes (ISO/IEC 23008-12) are zeroed, every other byte kept, so picture, orientation and colour stay.

/** One ISO base media box: its type, where its content starts and where it ends. */
interface Box {
  type: string;
  content: number;
  end: number;
}

/** The boxes between `start` and `end`; undefined where a size runs past them (not a file we can read). */
function boxesIn(bytes: Buffer, start: number, end: number): Box[] | undefined {
  const boxes: Box[] = [];
  for (let at = start; at < end;) {
    if (at + 8 > end) return undefined;
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return undefined;
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return undefined;
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), content: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** Reads an unsigned number of `size` bytes (0, 4 or 8) at `at`. */
function readSized(bytes: Buffer, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 4) return bytes.readUInt32BE(at);
  if (size === 8) return Number(bytes.readBigUInt64BE(at));
  throw new Error(`iloc field of ${size} bytes`);
}

/** The items that carry metadata: EXIF, and XMP (a `mime` item of RDF/XML). */
function metadataItems(bytes: Buffer, iinf: Box): Set<number> {
  const version = bytes[iinf.content] ?? 0;
  const entries = boxesIn(bytes, iinf.content + 4 + (version === 0 ? 2 : 4), iinf.end) ?? [];
  const found = new Set<number>();
  for (const infe of entries.filter((box) => box.type === 'infe')) {
    const infeVersion = bytes[infe.content] ?? 0;
    if (infeVersion < 2) continue;
    let at = infe.content + 4;
    const id = infeVersion === 2 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
    at += (infeVersion === 2 ? 2 : 4) + 2;
    const type = bytes.toString('latin1', at, at + 4);
    const rest = bytes.toString('latin1', at + 4, infe.end);
    if (type === 'Exif' || (type === 'mime' && /rdf\+xml|xmp/i.test(rest))) found.add(id);
  }
  return found;
}

/** Each extent of `items` as a span of the file: [start, end). */
function extentsOf(bytes: Buffer, iloc: Box, items: Set<number>, idat: Box | undefined): [number, number][] {
  const version = bytes[iloc.content] ?? 0;
  let at = iloc.content + 4;
  const sizes = bytes.readUInt16BE(at);
  const [offsetSize, lengthSize, baseOffsetSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15];
  const indexSize = version === 1 || version === 2 ? sizes & 15 : 0;
  at += 2;
  const count = version < 2 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  const spans: [number, number][] = [];
  for (let item = 0; item < count; item++) {
    const id = version < 2 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version === 1 || version === 2) {
      method = bytes.readUInt16BE(at) & 15;
      at += 2;
    }
    at += 2; // data_reference_index
    const base = readSized(bytes, at, baseOffsetSize);
    at += baseOffsetSize;
    const extents = bytes.readUInt16BE(at);
    at += 2;
    for (let extent = 0; extent < extents; extent++) {
      at += indexSize;
      const offset = readSized(bytes, at, offsetSize);
      at += offsetSize;
      const length = readSized(bytes, at, lengthSize);
      at += lengthSize;
      if (!items.has(id)) continue;
      if (length === 0 || method === 2) throw new Error('metadata whose extent cannot be bounded');
      const origin = method === 1 ? (idat?.content ?? Number.NaN) : 0;
      spans.push([origin + base + offset, origin + base + offset + length]);
    }
  }
  return spans;
}

/** Throws where its boxes cannot be read: such a file is refused, never sent with its place. */
export function heicWithoutMetadata(bytes: Buffer): Buffer {
  const meta = boxesIn(bytes, 0, bytes.length)?.find((box) => box.type === 'meta');
  if (!meta) throw new Error('no meta box');
  const inner = boxesIn(bytes, meta.content + 4, meta.end);
  const iinf = inner?.find((box) => box.type === 'iinf');
  const iloc = inner?.find((box) => box.type === 'iloc');
  if (!iinf || !iloc) throw new Error('no item table');
  const items = metadataItems(bytes, iinf);
  if (items.size === 0) return bytes;
  const spans = extentsOf(
    bytes,
    iloc,
    items,
    inner?.find((box) => box.type === 'idat'),
  );
  if (spans.some(([start, end]) => !(start >= 0 && end <= bytes.length && start < end))) throw new Error('metadata outside the file');
  if (spans.every(([start, end]) => bytes.subarray(start, end).every((byte) => byte === 0))) return bytes; // wiped before
  const clean = Buffer.from(bytes);
  for (const [start, end] of spans) clean.fill(0, start, end);
  return clean;
}
