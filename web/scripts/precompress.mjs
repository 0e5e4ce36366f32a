// Post-build step: writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside each text file of
// web/build/client (or the directory given), so the server need not compress the site at every start.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// The text types the server compresses; smaller files are sent as they are.
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".webmanifest",
  ".svg",
  ".txt",
  ".xml",
  ".ico",
]);
const MIN_BYTES = 257;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const client =
  process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..", "build", "client");

const entries = await readdir(client, { withFileTypes: true, recursive: true });
const paths = entries
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
  .map((entry) => join(entry.parentPath, entry.name));
let written = 0;
await Promise.all(
  paths.map(async (path) => {
    const body = await readFile(path);
    if (body.length < MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      compressGzip(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    written += 1;
  }),
);
console.log(`precompressed ${written} files in ${client}`);
