// Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of dist/, so the
// servers send compressed bytes without compressing on each request: marigold-serve and
// nginx (gzip_static, brotli_static) pick the copy the browser accepts, else the raw file.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions of the files worth compressing: text, and the wasm module and search indexes. */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|webmanifest|txt|wasm|bin)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

export function brotli(data: Uint8Array, text: boolean): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

export function gzip(data: Uint8Array): Buffer {
  return gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
}

/** Compresses every compressible file under `dist` (not `.vite/`); returns how many. */
export function precompress(dist: string): number {
  let count = 0;
  for (const path of files(dist)) {
    const rel = relative(dist, path);
    if (rel.startsWith('.vite') || !COMPRESSIBLE.test(rel)) continue;
    const data = readFileSync(path);
    const text = !/\.(wasm|bin)$/.test(rel);
    writeFileSync(`${path}.br`, brotli(data, text));
    writeFileSync(`${path}.gz`, gzip(data));
    count++;
  }
  return count;
}
