// A page's printed summary (care costs, the needs assessment checklist). Its code is needed only
// by a reader who prints, so it is not part of the first visit: it loads at the reader's first
// touch of the page (a scroll, a tap, a key, the mouse, Print), long before they can reach the
// print dialog, and the Print button waits until it is drawn.
import { useEffect, useState } from 'react';

const TOUCHES = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'focusin', 'beforeprint'] as const;

/** What a printout's module exports beside its component: settles once it is on the page. */
export interface PrintoutModule {
  drawn: Promise<void>;
}

/**
 * Whether the page should render its printout yet (`wanted`, from the reader's first touch),
 * and the Print button's action, which renders it, waits until `load`'s module has drawn it,
 * then opens the print dialog.
 */
export function usePrintout(load: () => Promise<PrintoutModule>): { wanted: boolean; print: () => Promise<void> } {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    for (const type of TOUCHES) window.addEventListener(type, want, { once: true, passive: true, capture: true });
    return () => TOUCHES.forEach((type) => window.removeEventListener(type, want, { capture: true }));
  }, []);
  const print = async () => {
    setWanted(true);
    await (
      await load()
    ).drawn;
    window.print();
  };
  return { wanted, print };
}
