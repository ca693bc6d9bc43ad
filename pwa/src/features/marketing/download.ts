// Saving a banner from the page: as SVG (standalone, fonts embedded) or as PNG at its exact
// pixel size, drawn from that same SVG onto a canvas. Everything happens in the browser.
import { BANNER_FONTS } from './brand.ts';
import { base64, standaloneSvg } from './standalone-svg.ts';

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function png(svg: string, width: number, height: number): Promise<Blob> {
  const image = new Image(width, height);
  // A data: URL, because the Content-Security-Policy allows images from data: but not blob:.
  image.src = `data:image/svg+xml;base64,${base64(new TextEncoder().encode(svg))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}

/** Saves the banner drawn in `svgElement` as `<name>.svg` or `<name>.png`. */
export async function downloadBanner(svgElement: SVGSVGElement, name: string, format: 'svg' | 'png') {
  const width = Number(svgElement.getAttribute('width'));
  const height = Number(svgElement.getAttribute('height'));
  const svg = await standaloneSvg(new XMLSerializer().serializeToString(svgElement), BANNER_FONTS, fetchBytes);
  if (format === 'svg') save(new Blob([svg], { type: 'image/svg+xml' }), `${name}.svg`);
  else save(await png(svg, width, height), `${name}.png`);
}
