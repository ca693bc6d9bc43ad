// Hydrates the page in turns, one task each, instead of all at once. Hydrating a whole page
// is one long task (about 50 ms on a laptop, four times that on a cheap phone) during which a
// tap does nothing; in turns, the browser can answer between them. Each turn is a Suspense
// boundary whose child suspends during hydration only: Preact keeps the pre-rendered markup
// of a suspended child on screen and hydrates it when the promise settles.
import { options } from 'preact';
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';

let hydrating = false;
let markHydrated: () => void;
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));

/** Settles once the pre-rendered page has hydrated its last turn. Work that can wait (the
 * service worker's precaching of the whole site) waits for it, so it does not compete with the
 * turns for a cheap phone's processor. */
export const afterHydration = () => hydrated;

/** A promise that settles in a later task, after the browser has had the chance to paint and
 * to handle input. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Settles once the page has hydrated and then the browser has nothing to do (at the latest
 * `timeout` ms after hydrating). For work the browser does on the page's behalf that would
 * otherwise land among the turns: installing the service worker, reading the web app manifest. */
export async function afterHydrationIdle(timeout = 2000): Promise<void> {
  await hydrated;
  await new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout });
    else void nextTask().then(resolve);
  });
}

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
  // Preact runs a render's effects after the next frame, and asks the browser for one
  // (requestAnimationFrame) to know when: once per turn. The page is already on screen and
  // hydrating changes nothing on it, so each of those frames is drawn for nothing, work the
  // browser's other processes do on a phone's few cores while the turns wait for one. While
  // hydrating, a turn's effects run in a task of their own instead, after the next turn.
  const scheduleEffects = options.requestAnimationFrame;
  options.requestAnimationFrame = (runEffects) => void setTimeout(runEffects, 0);
  try {
    // A page's first throw costs V8 1-5 ms on this machine, once (the next ones cost
    // microseconds), and the first turn's throw would add it to the longest task of hydration.
    // Paid here, in a task of its own, with a ticket like the turns throw.
    try {
      throw new Ticket();
    } catch {
      // Thrown to be caught.
    }
    await nextTask();
    hydrate();
    // One turn per task, in the order they were met. A turn renders in the task it is let go
    // in, so the queue is read again only in the next task, once the turns met while it
    // rendered have joined it.
    for (;;) {
      await nextTask();
      const turn = waiting.shift();
      if (!turn) break;
      turn.settle();
    }
    root.dataset.hydrated = '';
    performance.mark('hydrated');
  } finally {
    hydrating = false;
    options.requestAnimationFrame = scheduleEffects;
    markHydrated();
  }
}

/**
 * What a waiting turn throws for Suspense to wait on: a thenable that `hydrateInTurns` settles,
 * not a promise. Why: turns are met deep in the render's call stack, and where a debugger with
 * async stack traces is attached (as Lighthouse attaches one to every page it measures) each
 * promise made or awaited there copies that stack: that made the blog page's longest hydration
 * task two and a half times as long. No reader's browser has one, and a ticket costs the same
 * either way.
 */
class Ticket {
  private settled = false;
  private readonly callbacks: (() => void)[] = [];

  /** Suspense's `then(onResolved, onRejected)`; a ticket is never rejected. Callbacks run in
   * the order they were given. */
  then(onSettled: () => void): void {
    if (this.settled) onSettled();
    else this.callbacks.push(onSettled);
  }

  settle(): void {
    this.settled = true;
    for (const callback of this.callbacks) callback();
  }
}

/** Turns met and not yet let go, in the order they were met. */
const waiting: Ticket[] = [];

class Turn extends Component<{ children: ReactNode }> {
  // Only the pre-rendered page's first render waits: anything mounted once it is hydrated (a
  // client-side navigation) has no markup to keep and renders at once.
  pending: Ticket | null = hydrating ? this.wait() : null;

  wait(): Ticket {
    const ticket = new Ticket();
    // First, so the turn no longer waits when Suspense renders it again.
    ticket.then(() => (this.pending = null));
    waiting.push(ticket);
    return ticket;
  }

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
