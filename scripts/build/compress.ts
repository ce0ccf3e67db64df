/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of dist/web, once at
 * build time; the server sends the smallest one the browser accepts (server/ssr/static-site.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '../../dist/web');
const compressible = /\.(js|css|html|svg|json|txt|map)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (compressible.test(entry)) yield full;
  }
}

let count = 0;
for (const file of files(webDir)) {
  const source = readFileSync(file);
  if (source.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`Compressed ${count} files in dist/web (.br and .gz beside each)`);
