// Hydrates the pre-rendered page with React, and tells the rest of the app when it has. The
// page is already on screen, so hydrating is work a tap waits for: it runs as a transition,
// which React renders in slices of a few milliseconds, yielding to the browser between them,
// and each part of the page is a Suspense boundary, so a tap on a part not yet hydrated makes
// React hydrate that part first (selective hydration) and replay the tap.
import { startTransition, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot, type ErrorInfo } from 'react-dom/client';

let markHydrated: () => void;
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));

/** Settles once the pre-rendered page has hydrated. Work that can wait (the service worker's
 * precaching of the whole site) waits for it, so it does not compete with hydrating for a
 * cheap phone's processor. */
export const afterHydration = () => hydrated;

/** A promise that settles in a later task, after the browser has had the chance to paint and
 * to handle input. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Settles once the page has hydrated and then the browser has nothing to do (at the latest
 * `timeout` ms after hydrating). For work the browser does on the page's behalf that would
 * otherwise land while the page hydrates: installing the service worker, reading the web app
 * manifest. */
export async function afterHydrationIdle(timeout = 2000): Promise<void> {
  await hydrated;
  await new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout });
    else void nextTask().then(resolve);
  });
}

/** What React reports (a hydration mismatch, an error a boundary caught or none did) goes to
 * the console as an error, which the browser tests fail on. */
const report = (kind: string) => (error: unknown, info: ErrorInfo) =>
  console.error(`React: ${kind}:`, error, info.componentStack ?? '');

/** Hydrates `root`, the pre-rendered page, with `app`. */
export function hydratePage(root: HTMLElement, app: ReactNode): void {
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <HydrationMark root={root}>{app}</HydrationMark>
      </StrictMode>,
      {
        onRecoverableError: report('recoverable error'),
        onCaughtError: report('caught error'),
        onUncaughtError: report('uncaught error'),
      },
    );
  });
}

/**
 * Wraps the whole app: a parent's effects run after its children's, so its effect runs once the
 * pre-rendered page has hydrated (the screen's code and data are loaded before hydrating, so no
 * boundary is left waiting). Marks the page hydrated before anything waiting for
 * `afterHydration` runs: `data-hydrated` on `root`, which tests and tools wait for, and a
 * `hydrated` performance mark, which tells them when. A wrapper, not a sibling of the app: a
 * sibling would fork the tree, and every `useId` would then differ from the pre-rendered one.
 */
function HydrationMark({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.dataset.hydrated = '';
    performance.mark('hydrated');
    markHydrated();
  }, [root]);
  return children;
}

/** A part of the page React may hydrate on its own (its child must be a single element). */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * Renders its children only once the pre-rendered page has hydrated (with `idle`, once the
 * browser is then idle too), and nothing before (the pre-renderer draws nothing for it either).
 * For parts that show nothing on a page's first view (the language suggestion, the service
 * worker's notices): hydrating them would be work a tap waits for, for nothing, and their
 * effects (reading storage, registering the service worker) can wait.
 */
export function OnceHydrated({ children, idle = false }: { children: ReactNode; idle?: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // A task later at least, so its render is not part of hydrating.
    void (idle ? afterHydrationIdle() : hydrated.then(nextTask)).then(() => setShown(true));
  }, [idle]);
  return shown ? children : null;
}
