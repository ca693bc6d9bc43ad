// Hydrates the page in turns, one task each, instead of all at once. Hydrating a whole page
// is one long task (about 50 ms on a laptop, four times that on a cheap phone) during which a
// tap does nothing; in turns, the browser can answer between them. Each turn is a Suspense
// boundary whose child suspends during hydration only: Preact keeps the pre-rendered markup
// of a suspended child on screen and hydrates it when the promise settles.
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';

let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();
let markHydrated: () => void;
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));

/** Settles once the pre-rendered page has hydrated its last turn. Work that can wait (the
 * service worker's precaching of the whole site) waits for it, so it does not compete with the
 * turns for a cheap phone's processor. */
export const afterHydration = () => hydrated;

/** A promise that settles in a later task, after the browser has had the chance to paint and
 * to handle input. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `hydrate` (which hydrates `root`), letting every `HydrateLater` it meets take a turn.
 * Settles once the last turn has hydrated; turns met inside a turn (a screen's sections inside
 * the main element) take theirs after the ones already waiting. Then marks the page hydrated,
 * before anything waiting for `afterHydration` runs: `data-hydrated` on `root`, which tests and
 * tools wait for rather than a runtime's private property, and a `hydrated` performance mark,
 * which tells them when (a trace shows it too).
 */
export async function hydrateInTurns(root: HTMLElement, hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    // A page's first throw costs V8 1-5 ms on this machine, once (the next ones cost
    // microseconds), and the first turn's throw would add it to the longest task of hydration.
    // Paid here, in a task of its own, with a promise like the turns throw.
    try {
      throw lastTurn;
    } catch {
      // Thrown to be caught.
    }
    await nextTask();
    hydrate();
    let seen;
    do {
      seen = lastTurn;
      await seen;
      await nextTask();
    } while (seen !== lastTurn);
    root.dataset.hydrated = '';
    performance.mark('hydrated');
  } finally {
    hydrating = false;
    markHydrated();
  }
}

class Turn extends Component<{ children: ReactNode }> {
  // Only the pre-rendered page's first render waits: anything mounted once it is hydrated (a
  // client-side navigation) has no markup to keep and renders at once.
  pending: Promise<void> | null = hydrating
    ? (lastTurn = lastTurn.then(nextTask)).then(() => {
        this.pending = null;
      })
    : null;

  render() {
    if (this.pending) throw this.pending;
    return this.props.children;
  }
}

/** Hydrates its child, which must be a single element, in a task of its own. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}

/**
 * Renders its children only once the pre-rendered page has hydrated, and nothing before (the
 * pre-renderer draws nothing for it either). For parts that show nothing on a page's first view
 * (the language suggestion, the update prompt): hydrating them would be work a tap waits for,
 * for nothing, and their effects (reading storage, registering the service worker) can wait.
 */
export function OnceHydrated({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // A task later, so its render is not part of the last turn's task.
    void hydrated.then(nextTask).then(() => setShown(true));
  }, []);
  return shown ? children : null;
}
