// Writes .br and .gz twins of the built browser files, so the server sends compressed
// static files without compressing them on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// The build being written (BUILD_DIRECTORY, set by scripts/build-folders.mjs), else build/.
const project = new URL("..", import.meta.url).pathname;
const root = join(process.env.BUILD_DIRECTORY || join(project, "build"), "client");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|webmanifest)$/;

let count = 0;
for (const file of walk(root)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 512) continue;
  const source = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${relative(project, root)}`);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}
