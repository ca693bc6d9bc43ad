// A message another page hands to the consultation form without putting it in the address:
// the needs assessment checklist's answers are health details, and an address is kept in the
// browser's history, sent to the server and synced across devices. The message waits in this
// tab's sessionStorage (never sent, gone when the tab closes), and the form takes it once and
// deletes it. The checklist's "clear my answers" deletes it too.

const KEY = 'marigold.contact.message';

/** Leaves `text` for the consultation form. Returns false when the browser allows no storage. */
export function handMessage(text: string): boolean {
  try {
    sessionStorage.setItem(KEY, text);
    return true;
  } catch {
    return false;
  }
}

/** The message left for the form, if any, deleted as it is read. */
export function takeHandedMessage(): string | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}

/** Deletes a message left for the form and not yet taken. */
export function dropHandedMessage(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // No storage, so nothing was kept.
  }
}
