// Registers the service worker and reports when a new version is waiting. The new version
// takes over only when the reader chooses Reload, so one page never mixes two builds' files.
import { Workbox } from 'workbox-window';

export type UpdateListener = (reload: () => void) => void;

export function registerServiceWorker(onUpdate: UpdateListener): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb.register();
}
