// Joins adjacent texts among an element's children into one, in the pre-renderer and in the
// browser alike, so that hydrating a page leaves its DOM as the HTML built it.
//
// Why: HTML has no boundary between adjacent texts. `<p>{name}, {role}</p>` is written as the one
// text "Ann, Founder", which the browser parses into one text node, while the component's tree has
// three. Preact hydrates that by cutting the first node short and inserting the other two: DOM
// changes on every page (30-50 of them), each making the browser restyle, lay out and repaint
// part of the page in the middle of hydrating, for no visible change. (React writes `<!-- -->`
// between adjacent texts for this; Preact's renderer does not.)
import { Fragment, options, type ComponentChildren, type VNode } from 'preact';

/**
 * `children` with each run of adjacent texts (strings and numbers, and the null, undefined and
 * booleans between them, which render nothing) joined into the run's first place. The run's other
 * places hold null, so every other child keeps its index, and with it its state. An empty text
 * becomes null: the browser makes no text node of it either. Returns `children` itself when there
 * is nothing to join.
 */
export function joinTextRuns(children: readonly ComponentChildren[]): readonly ComponentChildren[] {
  let joined: ComponentChildren[] | null = null;
  let start = -1;
  let text = '';
  let texts = 0;
  const endRun = (end: number) => {
    if (start >= 0 && (texts > 1 || text === '')) {
      joined ??= children.slice();
      joined.fill(null, start, end);
      if (text !== '') joined[start] = text;
    }
    start = -1;
    text = '';
    texts = 0;
  };
  children.forEach((child, index) => {
    if (typeof child === 'string' || typeof child === 'number' || typeof child === 'bigint') {
      if (start < 0) start = index;
      text += String(child);
      texts += 1;
    } else if (child != null && typeof child !== 'boolean') {
      endRun(index);
    }
  });
  endRun(children.length);
  return joined ?? children;
}

/** Makes every element and fragment created from now on join its adjacent texts. */
export function joinTextRunsInEveryElement(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode<{ children?: ComponentChildren }>) => {
    previous?.(vnode);
    if (typeof vnode.type !== 'string' && vnode.type !== Fragment) return;
    const { children } = vnode.props;
    if (children === '') vnode.props = { ...vnode.props, children: null };
    else if (Array.isArray(children)) {
      const joined = joinTextRuns(children);
      if (joined !== children) vnode.props = { ...vnode.props, children: joined };
    }
  };
}
