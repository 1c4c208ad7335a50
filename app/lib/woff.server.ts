import { inflateSync } from "node:zlib";

/**
 * WOFF 1.0 to the TrueType/OpenType file it wraps. Web font packages ship WOFF and WOFF2 only,
 * while renderers that read font files (resvg) want the plain file: WOFF is that file with each
 * table zlib-compressed and a different header, so unwrapping it needs only zlib. (WOFF2 also
 * transforms the glyph tables and is not handled here.)
 */
const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_RECORD_BYTES = 16;

type Table = { tag: number; checksum: number; data: Uint8Array };

/** The font file inside a WOFF file; throws an Error naming the problem when it is not one. */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER_BYTES || view.getUint32(0) !== WOFF_SIGNATURE) throw new Error("not a WOFF file");
  const flavor = view.getUint32(4);
  const tableCount = view.getUint16(12);
  if (tableCount === 0 || WOFF_HEADER_BYTES + tableCount * WOFF_ENTRY_BYTES > woff.byteLength)
    throw new Error("WOFF table directory is cut short");

  const tables: Table[] = [];
  for (let index = 0; index < tableCount; index++) {
    const entry = WOFF_HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const tag = view.getUint32(entry);
    const offset = view.getUint32(entry + 4);
    const compressedLength = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    const checksum = view.getUint32(entry + 16);
    if (offset + compressedLength > woff.byteLength) throw new Error("WOFF table lies outside the file");
    const stored = woff.subarray(offset, offset + compressedLength);
    // A table that would not shrink is stored as it is.
    const data = compressedLength < length ? inflateSync(stored) : stored;
    if (data.byteLength !== length) throw new Error("WOFF table has the wrong length once inflated");
    tables.push({ tag, checksum, data });
  }

  // The WOFF directory is sorted by tag already, as the font file's must be.
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((total, table) => total + padded(table.data.byteLength), SFNT_HEADER_BYTES + tableCount * SFNT_RECORD_BYTES);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(tableCount));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(tableCount, 4);
  sfnt.writeUInt16BE(power * SFNT_RECORD_BYTES, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE((tableCount - power) * SFNT_RECORD_BYTES, 10);
  let dataOffset = SFNT_HEADER_BYTES + tableCount * SFNT_RECORD_BYTES;
  tables.forEach((table, index) => {
    const record = SFNT_HEADER_BYTES + index * SFNT_RECORD_BYTES;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(dataOffset, record + 8);
    sfnt.writeUInt32BE(table.data.byteLength, record + 12);
    sfnt.set(table.data, dataOffset);
    dataOffset += padded(table.data.byteLength);
  });
  return sfnt;
}
