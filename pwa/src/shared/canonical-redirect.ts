// The browser's fallback for the site's redirects, for hosts that cannot redirect: `www.` to
// the bare host and http to https on the site's own domain, keeping path, query and hash.
import { site } from './site.ts';

interface Where {
  protocol: string;
  host: string;
  pathname: string;
  search: string;
  hash: string;
}

export function canonicalRedirectTarget(where: Where, canonicalOrigin: string = site.web.domain): string | null {
  const canonicalHost = new URL(canonicalOrigin).host;
  const rest = where.pathname + where.search + where.hash;
  if (where.host.startsWith('www.')) {
    const bare = where.host.slice(4);
    return `${bare === canonicalHost ? 'https:' : where.protocol}//${bare}${rest}`;
  }
  if (where.host === canonicalHost && where.protocol === 'http:') return `https://${where.host}${rest}`;
  return null;
}
