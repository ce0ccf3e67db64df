import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps: the same tables, each
 * inflated, behind an sfnt table directory. (The text renderer reads only plain font files.)
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < original ? inflateSync(raw) : raw,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * numTables;
  const out = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), headerSize));
  let power = 1;
  let log2 = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log2 += 1;
  }
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

export interface SeedFont {
  /** The font file to hand the text renderer. */
  file: string;
  /** Its family name, as a Pango font description starts (end with ', ' before the size). */
  family: string;
}

/**
 * Inter (the app's own typeface, from @fontsource/inter) at the given weight, as a font file in
 * the temp folder, written once. Banners set their text in it, whatever fonts the machine has.
 */
export function interFont(weight: 400 | 600 | 800): SeedFont {
  const family = { 400: 'Inter', 600: 'Inter SemiBold', 800: 'Inter ExtraBold' }[weight];
  const dir = path.join(os.tmpdir(), 'kampus-seed-fonts');
  const file = path.join(dir, `inter-latin-${weight}.ttf`);
  if (!existsSync(file)) {
    const woff = readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
    mkdirSync(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, woffToSfnt(woff));
    renameSync(temporary, file);
  }
  return { file, family };
}
