// A banner's SVG as a file of its own: the logo and the brand fonts embedded as data: URLs, so
// it looks the same wherever it is opened (other sites, design tools, an <img> on a partner's
// page) and can be drawn onto a canvas for the PNG. Used in the browser (downloads) and at build
// time (the hosted images of the linked banners); `load` fetches a site file's bytes.
import type { FontFile } from './brand.ts';

export type Load = (url: string) => Promise<Uint8Array>;

/** Base64 of any size of bytes (in chunks: spreading a whole file would overflow the stack). */
export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const MIME: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', woff2: 'font/woff2' };

async function dataUrl(url: string, load: Load): Promise<string> {
  const ext = url.split('.').pop() ?? '';
  return `data:${MIME[ext] ?? 'application/octet-stream'};base64,${base64(await load(url))}`;
}

export async function standaloneSvg(markup: string, fonts: readonly FontFile[], load: Load): Promise<string> {
  let svg = markup;
  for (const href of new Set([...svg.matchAll(/<image [^>]*href="(\/[^"]+)"/g)].map((m) => m[1]))) {
    svg = svg.replaceAll(`href="${href}"`, `href="${await dataUrl(href, load)}"`);
  }
  const faces = await Promise.all(
    fonts.map(
      async (f) =>
        `@font-face{font-family:'${f.family}';font-weight:${f.weight};font-style:normal;src:url(${await dataUrl(f.url, load)}) format('woff2')}`,
    ),
  );
  const open = svg.indexOf('>', svg.indexOf('<svg')) + 1;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg.slice(0, open)}<style>${faces.join('')}</style>${svg.slice(open)}\n`;
}
