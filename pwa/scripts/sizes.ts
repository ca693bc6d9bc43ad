// Prints what a first visit downloads (JavaScript and CSS of the entry), the search module and
// each index, raw and gzip-compressed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export function reportSizes(dist: string): void {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(visit);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) visit(entryKey);
  const rows: [string, string][] = [];
  const add = (label: string, paths: string[]) => {
    const raw = paths.reduce((n, p) => n + readFileSync(join(dist, p)).length, 0);
    const gz = paths.reduce((n, p) => n + gzipSync(readFileSync(join(dist, p)), { level: 9 }).length, 0);
    rows.push([label, `${kib(raw)} raw, ${kib(gz)} gzip`]);
  };
  const list = [...files];
  add(
    'first visit JavaScript',
    list.filter((f) => f.endsWith('.js')),
  );
  add(
    'first visit CSS',
    list.filter((f) => f.endsWith('.css')),
  );
  const assets = readdirSync(join(dist, 'assets'));
  for (const f of assets.filter((a) => a.endsWith('.wasm'))) add(`search module ${f}`, [`assets/${f}`]);
  for (const f of assets.filter((a) => a.endsWith('.bin'))) add(`search index ${f}`, [`assets/${f}`]);
  console.log('sizes:');
  for (const [label, size] of rows) console.log(`  ${label.padEnd(48)} ${size}`);
}
