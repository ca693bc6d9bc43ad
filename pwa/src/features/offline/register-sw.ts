// Registers the service worker and reports when a new version is waiting. The new version
// takes over only when the reader chooses Reload, so one page never mixes two builds' files.
// Where service workers are unavailable (blocked by the browser, a privacy setting or a
// harness), the site simply works online: nothing is thrown and nothing is logged as an error.
import { afterHydrationIdle } from '../../app/hydration-turns.tsx';

export type UpdateListener = (reload: () => void) => void;

export async function registerServiceWorker(onUpdate: UpdateListener): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  try {
    // Installing the worker downloads the whole site (about 1 MB) and writes it to the cache:
    // on a two-core phone that slows every task it overlaps. It starts once the page has
    // hydrated and the browser is idle, so the reader's first taps come first.
    await afterHydrationIdle();
    // Loaded only in the browser, after the page is interactive.
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      onUpdate(() => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    // A blocked registration resolves to nothing or rejects, depending on the browser.
    await wb.register();
  } catch {
    // Offline reading is an enhancement; the page itself is complete without it.
  }
}
