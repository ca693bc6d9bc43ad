// Registers the service worker and reports when a new version is waiting. The new version
// takes over only when the reader chooses Reload, so one page never mixes two builds' files.
// Where service workers are unavailable (blocked by the browser, a privacy setting or a
// harness), the site simply works online: nothing is thrown and nothing is logged as an error.
// Written on the browser's API rather than workbox-window: the few steps needed here cost a
// tenth of its 2.2 KB of gzip, which every first visit downloads.
import { afterHydrationIdle } from '../../app/hydration.tsx';

export type UpdateListener = (reload: () => void) => void;

export async function registerServiceWorker(onUpdate: UpdateListener): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { serviceWorker } = navigator;
  try {
    // Installing the worker downloads the whole site (about 1 MB) and writes it to the cache:
    // on a two-core phone that slows every task it overlaps. It starts once the page has
    // hydrated and the browser is idle, so the reader's first taps come first.
    await afterHydrationIdle();
    // A blocked registration resolves to nothing or rejects, depending on the browser.
    const registration = await serviceWorker.register('/sw.js', { scope: '/' });
    if (!registration) return;
    let offered = false;
    const offer = (worker: ServiceWorker) => {
      // A worker installed while no page is controlled is the first install, not an update.
      if (offered || !serviceWorker.controller) return;
      offered = true;
      onUpdate(() => {
        serviceWorker.addEventListener('controllerchange', () => window.location.reload());
        worker.postMessage({ type: 'SKIP_WAITING' });
      });
    };
    const watch = (worker: ServiceWorker | null) =>
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') offer(worker);
      });
    if (registration.waiting) offer(registration.waiting);
    watch(registration.installing);
    registration.addEventListener('updatefound', () => watch(registration.installing));
  } catch {
    // Offline reading is an enhancement; the page itself is complete without it.
  }
}
