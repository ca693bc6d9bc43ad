// Vite's build manifest (dist/.vite/manifest.json): the client build's chunks by the source module
// they hold. The pre-renderer reads it for the chunks each page loads (page-template.ts) and the
// budgets for what a first visit downloads (budgets.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The key of the app's entry chunk. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the Vite manifest has no entry chunk');
  return key;
}

/** A chunk's file and the files of everything it imports statically. */
export function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const i of chunk.imports ?? []) closure(manifest, i, into);
  return into;
}
