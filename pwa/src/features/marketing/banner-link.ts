// The rules for a linked banner's destination (docs/requirements.md): a full http(s) address or a page of
// this site. Everything else is refused with the reason, so staff can fix what they typed and
// no snippet ever carries a link that runs code or points somewhere unexpected.

export const MAX_LINK_LENGTH = 2000;

/** Schemes that run code or carry their own content instead of opening a page. */
const UNSAFE_SCHEMES = ['javascript', 'vbscript', 'data'];

export type LinkProblem =
  'empty' | 'tooLong' | 'spaces' | 'badPath' | 'noScheme' | 'unsafeScheme' | 'otherScheme' | 'malformed';

export type LinkCheck = { ok: true; link: string } | { ok: false; problem: LinkProblem; scheme?: string };

/**
 * Checks what was typed. `origin` is the site's canonical origin (`https://example.org`);
 * an accepted link is a site path (`/contact`) or a full address, exactly as typed but trimmed.
 */
export function checkBannerLink(input: string, origin: string): LinkCheck {
  const link = input.trim();
  if (!link) return { ok: false, problem: 'empty' };
  if (link.length > MAX_LINK_LENGTH) return { ok: false, problem: 'tooLong' };
  // Browsers drop tabs and line breaks inside URLs ("java\tscript:" is "javascript:"), so any
  // whitespace or control character is refused rather than interpreted.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(link)) return { ok: false, problem: 'spaces' };

  if (link.startsWith('/')) {
    // "//host" and "/\host" are other sites to a browser, not paths of this one.
    if (link.startsWith('//') || link.includes('\\')) return { ok: false, problem: 'badPath' };
    const url = parse(link, origin);
    return url && url.origin === origin ? { ok: true, link } : { ok: false, problem: 'badPath' };
  }

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1].toLowerCase();
  if (!scheme) return { ok: false, problem: 'noScheme' };
  if (UNSAFE_SCHEMES.includes(scheme)) return { ok: false, problem: 'unsafeScheme', scheme };
  if (scheme !== 'http' && scheme !== 'https') return { ok: false, problem: 'otherScheme', scheme };

  const url = /^https?:\/\/[^/?#]/i.test(link) ? parse(link) : null;
  const host = url?.hostname ?? '';
  const validHost = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host) || /^\[[0-9a-f:.]+\]$/i.test(host);
  if (!url || !validHost || url.username || url.password) return { ok: false, problem: 'malformed' };
  return { ok: true, link };
}

/** The address a link opens from anywhere: site paths become absolute on `origin`. */
export function absoluteLink(link: string, origin: string): string {
  return link.startsWith('/') ? `${origin}${link}` : link;
}

function parse(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}
