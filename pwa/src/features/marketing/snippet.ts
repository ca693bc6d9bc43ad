// The HTML snippet staff paste into other sites: the banner image, hosted on this site, inside
// a link. Every value is escaped, so nothing typed can break out of its attribute.
import { escapeHtml } from '../../shared/escape.ts';

export interface SnippetBanner {
  /** Where the banner leads: a full address. */
  href: string;
  /** The banner image: a full address on this site. */
  imageUrl: string;
  alt: string;
  width: number;
  height: number;
}

export function bannerSnippet(b: SnippetBanner): string {
  // Opens in a new tab; `noopener` keeps the opened page from reaching back into the partner's.
  return (
    `<a href="${escapeHtml(b.href)}" target="_blank" rel="noopener">` +
    `<img src="${escapeHtml(b.imageUrl)}" alt="${escapeHtml(b.alt)}" width="${b.width}" height="${b.height}" ` +
    `style="max-width:100%;height:auto;border:0"></a>`
  );
}
