// Sends a page's content once. The router's hydration data holds the same article bodies,
// copy and excerpts that the pre-rendered HTML already shows; the pre-renderer replaces each
// such string with a reference to the element that shows it (`data-h="N"` on that element),
// and the browser reads the string back from the page before hydrating.

/** A string of the data that the page shows as the whole content of element N. */
interface DomRef {
  $h: number;
  /** 1: the element's text (the renderer escaped it); 0: its HTML (dangerouslySetInnerHTML). */
  t: 0 | 1;
}

/** Shorter strings (labels, dates, names) are left in the data: a reference would not pay. */
const MIN_LENGTH = 32;

/** How the pre-renderer (react-dom/server) writes a text child into HTML. */
function escapeText(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
}

/**
 * The index of the `>` that ends the opening tag of an element whose whole content is
 * `content`, or -1. Not after a closing tag, a void element (`<img/>`) or a comment (`-->`,
 * which renderers put between adjacent text nodes): there the content is not a whole element's.
 * Nor inside `<noscript>`, whose content is not part of the page when scripts run.
 */
function wholeElementContent(html: string, content: string, from = 0): number {
  let at = html.indexOf(`>${content}</`, from);
  while (at >= 0) {
    const open = html.lastIndexOf('<', at);
    const isOpeningTag = open > html.lastIndexOf('>', at - 1) && html[open + 1] !== '/' && html[at - 1] !== '/';
    const inNoscript = html.lastIndexOf('<noscript', at) > html.lastIndexOf('</noscript>', at);
    if (isOpeningTag && !html.endsWith('--', at) && !inNoscript) return at;
    at = html.indexOf(`>${content}</`, at + 1);
  }
  return -1;
}

/**
 * Server side: replaces every long string of `data` that `html` shows as a whole element's
 * content with a reference, and marks that element. Returns the marked HTML and the data.
 */
export function dehydrate<T>(html: string, data: T): { html: string; data: T } {
  const marks: { at: number; id: number }[] = [];
  const refs = new Map<string, DomRef | null>();
  const refFor = (s: string): DomRef | null => {
    if (refs.has(s)) return refs.get(s)!;
    let ref: DomRef | null = null;
    for (const [form, t] of [
      [s, 0],
      [escapeText(s), 1],
    ] as const) {
      // A string without markup is found as text; one with markup, as inner HTML.
      if (t === 0 && !s.includes('<')) continue;
      const at = wholeElementContent(html, form);
      if (at >= 0 && !marks.some((m) => m.at === at)) {
        ref = { $h: marks.length, t };
        marks.push({ at, id: ref.$h });
        break;
      }
    }
    refs.set(s, ref);
    return ref;
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return (value.length >= MIN_LENGTH && refFor(value)) || value;
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  const out = walk(data) as T;
  // Insert the marks from the end so earlier positions stay valid.
  let marked = html;
  for (const { at, id } of [...marks].sort((a, b) => b.at - a.at)) {
    marked = `${marked.slice(0, at)} data-h="${id}"${marked.slice(at)}`;
  }
  return { html: marked, data: out };
}

function isRef(value: unknown): value is DomRef {
  return !!value && typeof value === 'object' && '$h' in value;
}

/**
 * Browser side: puts every referenced string back from the page and removes the marks, so
 * the markup React hydrates is exactly what it renders.
 */
export function rehydrate<T>(data: T, root: ParentNode): T {
  const found = new Map<number, Element>();
  for (const el of root.querySelectorAll('[data-h]')) found.set(Number(el.getAttribute('data-h')), el);
  const walk = (value: unknown): unknown => {
    if (isRef(value)) {
      const el = found.get(value.$h);
      if (!el) throw new Error(`the page has no element data-h="${value.$h}" for its hydration data`);
      return value.t ? el.textContent : el.innerHTML;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  const out = walk(data) as T;
  for (const el of found.values()) el.removeAttribute('data-h');
  return out;
}
