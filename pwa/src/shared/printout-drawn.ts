// What a printout's own module needs (loaded with the printout, never on a first visit): the
// signal the Print button waits for (shared/printout.ts), and the date the printout carries.
import { useEffect, useState } from 'react';

/** Today in the reader's time zone, as `YYYY-MM-DD`. */
function today(): string {
  const d = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** `drawn` settles once `markDrawn` is called: a printout exports it for the Print button. */
export function drawnSignal(): { drawn: Promise<void>; markDrawn: () => void } {
  let markDrawn = () => {};
  const drawn = new Promise<void>((resolve) => (markDrawn = resolve));
  return { drawn, markDrawn: () => markDrawn() };
}

/** In a printout: marks it drawn once on the page, and gives the date it prints, which a page
 * left open overnight updates to the day it is printed. */
export function usePrintDate(markDrawn: () => void): string {
  const [date, setDate] = useState(today);
  useEffect(() => markDrawn(), [markDrawn]);
  useEffect(() => {
    const update = () => setDate(today());
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return date;
}
