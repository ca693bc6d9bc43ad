// "Keep my answers on this device": the checklist in this browser's localStorage, under one
// key, only while the reader has chosen to keep it. Never a cookie (nothing goes to a server)
// and never sent. Storage a browser refuses (a private window, say) leaves the answers in the
// page only.
import { parseChecklist, type Checklist } from './checklist.ts';

export const KEPT_KEY = 'marigold.needs-assessment';

/** The kept checklist, or null (none kept, storage refused, or nothing usable in it). */
export function readKept(ids: { person: readonly string[]; carer: readonly string[] }): Checklist | null {
  try {
    const text = localStorage.getItem(KEPT_KEY);
    return text ? parseChecklist(JSON.parse(text), ids) : null;
  } catch {
    return null;
  }
}

/** Keeps `c`; false when the browser refuses to store it. */
export function keep(c: Checklist): boolean {
  try {
    localStorage.setItem(KEPT_KEY, JSON.stringify(c));
    return true;
  } catch {
    return false;
  }
}

export function forgetKept(): void {
  try {
    localStorage.removeItem(KEPT_KEY);
  } catch {
    // No storage, so nothing was kept.
  }
}
