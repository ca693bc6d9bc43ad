// Registers the service worker and reports when a new version is waiting. The new version
// takes over only when the reader chooses Reload, so one page never mixes two builds' files.
export type UpdateListener = (reload: () => void) => void;

export async function registerServiceWorker(onUpdate: UpdateListener): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Loaded only in the browser, after the page is interactive.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
}
