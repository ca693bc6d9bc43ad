// The brand typefaces, cut down to the characters the site writes. Fontsource's Latin files
// carry about 220 characters each and its Latin Extended files 120 to 190; the site uses about
// 120 of them. Every page preloads the faces it draws (page-template.ts), so their bytes come
// before the largest paint on a first visit: subsetting takes English pages from 45.6 to 28.7
// KiB of fonts and Polish pages from 72.2 to 35.3 KiB.
//
// The characters kept: printable ASCII, the no-break space and the Polish alphabet (what a
// reader may type into a form), and every character in the app data the indexer wrote and in
// the app's own source (interface strings, and the few characters components and stylesheets
// write). After pre-rendering, checkCoverage() fails the build if a page, data file or
// stylesheet uses a character the original face has but the subset lost, so a character that
// reaches a page some other way is caught before it is drawn in a fallback font.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';

interface Typeface {
  family: string;
  weight: number;
  /** The package under node_modules/@fontsource and the prefix of its file names. */
  name: string;
}

const TYPEFACES: Typeface[] = [
  { family: 'Atkinson Hyperlegible Next', weight: 400, name: 'atkinson-hyperlegible-next' },
  { family: 'Atkinson Hyperlegible Next', weight: 700, name: 'atkinson-hyperlegible-next' },
  { family: 'Lora', weight: 600, name: 'lora' },
];

/** English pages draw only the first; Polish pages both (page-template.ts preloads by name). */
const RANGES = ['latin', 'latin-ext'] as const;

const TYPED =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\u00a0ĄąĆćĘęŁłŃńÓóŚśŹźŻż';

/** One subset file: where it came from, where it went, and the characters it kept. */
export interface Subset {
  face: Typeface;
  range: (typeof RANGES)[number];
  source: string;
  file: string;
  kept: Set<number>;
  /** Every character the original file has. */
  original: Set<number>;
}

const TEXT_FILES = /\.(json|txt|ts|tsx|css)$/;

function charactersIn(dir: string, into: Set<number>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT_FILES.test(entry.name)) continue;
    for (const ch of readFileSync(join(entry.parentPath, entry.name), 'utf8')) into.add(ch.codePointAt(0)!);
  }
}

async function characterSet(fontFile: Buffer): Promise<Set<number>> {
  const sfnt = await fontverter.convert(fontFile, 'sfnt');
  return new Set(new Face(new Blob(sfnt), 0).collectUnicodes());
}

/** `U+20-7E, U+A0` for a set of code points. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...codePoints].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    ranges.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return ranges.join(', ');
}

/**
 * Writes the subset faces and the stylesheet that declares them (src/styles/main.css imports
 * it) into generated/fonts/.
 */
export async function subsetFonts(root: string): Promise<Subset[]> {
  const wanted = new Set([...TYPED].map((ch) => ch.codePointAt(0)!));
  charactersIn(join(root, 'generated'), wanted);
  charactersIn(join(root, 'src'), wanted);

  const out = join(root, 'generated', 'fonts');
  mkdirSync(out, { recursive: true });
  const subsets: Subset[] = [];
  const rules: string[] = [];
  for (const face of TYPEFACES) {
    for (const range of RANGES) {
      const file = `${face.name}-${range}-${face.weight}-normal.woff2`;
      const source = join(root, 'node_modules', '@fontsource', face.name, 'files', file);
      const original = await characterSet(readFileSync(source));
      // Latin Extended's file repeats a few Latin characters (the space, "A"): each character is
      // kept in the first file that has it, so that an English page never needs the second.
      const earlier = subsets.filter((s) => s.face === face);
      const kept = new Set([...wanted].filter((cp) => original.has(cp) && !earlier.some((s) => s.kept.has(cp))));
      const text = String.fromCodePoint(...kept);
      writeFileSync(join(out, file), await subsetFont(readFileSync(source), text, { targetFormat: 'woff2' }));
      subsets.push({ face, range, source, file: join(out, file), kept, original });
      rules.push(
        `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-weight: ${face.weight};\n` +
          `  font-display: optional;\n  src: url('./${file}') format('woff2');\n  unicode-range: ${unicodeRange(kept)};\n}\n`,
      );
    }
  }
  writeFileSync(
    join(out, 'fonts.css'),
    `/* Written by scripts/fonts.ts: the brand faces, subset to the characters the site uses.\n` +
      `   font-display: optional: a face that is not there within about 100 ms is not swapped in\n` +
      `   later, so text never moves under the reader. The pages preload the faces they draw and the\n` +
      `   service worker precaches them, so the brand faces are there for nearly every paint. */\n\n` +
      rules.join('\n'),
  );
  return subsets;
}

/**
 * Fails if a pre-rendered page or data file in dist uses a character that a typeface's original
 * files draw and its subsets do not.
 */
export function checkCoverage(dist: string, subsets: Subset[]): void {
  const used = new Map<number, string>();
  for (const entry of readdirSync(dist, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(html|json|css)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    for (const ch of readFileSync(path, 'utf8')) {
      const cp = ch.codePointAt(0)!;
      if (!used.has(cp)) used.set(cp, relative(dist, path));
    }
  }
  const missing = new Set<string>();
  for (const [cp, where] of used) {
    for (const face of TYPEFACES) {
      const files = subsets.filter((s) => s.face === face);
      if (files.some((s) => s.original.has(cp)) && !files.some((s) => s.kept.has(cp))) {
        missing.add(`'${String.fromCodePoint(cp)}' (U+${cp.toString(16).toUpperCase()}) in dist/${where}`);
      }
    }
  }
  if (missing.size > 0) {
    throw new Error(
      `the subset brand fonts lack characters the site uses: ${[...missing].join('; ')}. ` +
        `Add them to TYPED in pwa/scripts/fonts.ts.`,
    );
  }
}
