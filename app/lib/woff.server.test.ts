import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { deflateSync } from "node:zlib";
import { expect, test } from "vitest";
import { woffToSfnt } from "./woff.server";

const tag = (name: string) => name.split("").reduce((value, char) => value * 256 + char.charCodeAt(0), 0);

/** A minimal font file: the header and records of `tables` (sorted by tag), each table padded to 4 bytes. */
function sfntOf(tables: Array<{ tag: string; data: Buffer }>): Buffer {
  const power = 2 ** Math.floor(Math.log2(tables.length));
  const header = Buffer.alloc(12 + 16 * tables.length);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tables.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE((tables.length - power) * 16, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tables.forEach((table, index) => {
    const record = 12 + 16 * index;
    header.writeUInt32BE(tag(table.tag), record);
    header.writeUInt32BE(1000 + index, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/** The same tables wrapped as WOFF: compressed when that is smaller, stored as they are otherwise. */
function woffOf(tables: Array<{ tag: string; data: Buffer }>): Buffer {
  const stored = tables.map((table) => {
    const compressed = deflateSync(table.data);
    return compressed.length < table.data.length ? compressed : table.data;
  });
  const header = Buffer.alloc(44 + 20 * tables.length);
  header.writeUInt32BE(0x774f4646, 0);
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt16BE(tables.length, 12);
  let offset = header.length;
  tables.forEach((table, index) => {
    const entry = 44 + 20 * index;
    header.writeUInt32BE(tag(table.tag), entry);
    header.writeUInt32BE(offset, entry + 4);
    header.writeUInt32BE(stored[index]!.length, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    header.writeUInt32BE(1000 + index, entry + 16);
    offset += stored[index]!.length;
  });
  header.writeUInt32BE(offset, 8);
  return Buffer.concat([header, ...stored]);
}

test("[share.image-fonts] a WOFF file unwraps to the font file it was made from, compressed and stored tables alike", () => {
  const tables = [
    { tag: "OS/2", data: Buffer.from([1, 2, 3]) },
    { tag: "cmap", data: Buffer.alloc(400, 7) },
    { tag: "glyf", data: Buffer.from("a table that compresses well, well, well, well, well, well, well") },
    { tag: "head", data: Buffer.from([9, 8, 7, 6, 5]) },
    { tag: "name", data: Buffer.from([42]) },
  ];
  const woff = woffOf(tables);
  // The test is only worth something if both kinds of table are present.
  expect(woff.length).toBeLessThan(sfntOf(tables).length);
  expect(woffToSfnt(woff).equals(sfntOf(tables))).toBe(true);
});

test("[share.image-fonts] Cinzel's WOFF from @fontsource/cinzel unwraps to a TrueType file whose tables lie inside it", () => {
  const woff = readFileSync(createRequire(import.meta.url).resolve("@fontsource/cinzel/files/cinzel-latin-700-normal.woff"));
  const font = woffToSfnt(woff);
  expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
  const tableCount = font.readUInt16BE(4);
  expect(tableCount).toBe(woff.readUInt16BE(12));
  const tags: string[] = [];
  for (let index = 0; index < tableCount; index++) {
    const record = 12 + 16 * index;
    tags.push(font.toString("latin1", record, record + 4));
    const offset = font.readUInt32BE(record + 8);
    expect(offset % 4).toBe(0);
    expect(offset + font.readUInt32BE(record + 12)).toBeLessThanOrEqual(font.length);
  }
  expect(tags).toEqual(expect.arrayContaining(["cmap", "glyf", "head", "name"]));
  // The total the WOFF header promises for the unwrapped file.
  expect(font.length).toBe(woff.readUInt32BE(16));
});

test("[share.image-fonts] anything but a WOFF file is refused with an Error, not unwrapped", () => {
  expect(() => woffToSfnt(Buffer.from("wOF2 is another format"))).toThrow("not a WOFF file");
  expect(() => woffToSfnt(Buffer.alloc(10))).toThrow("not a WOFF file");
  const cut = woffOf([{ tag: "head", data: Buffer.alloc(100, 1) }]).subarray(0, 50);
  expect(() => woffToSfnt(cut)).toThrow(/outside the file|cut short/);
});
