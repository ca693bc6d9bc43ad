// Registers the service worker with vite-plugin-pwa's React hook, and says what it means for the
// reader: "this site now works offline" after the first install, and "a new version is
// available - Reload" when a new build is waiting. The new version takes over only when the
// reader chooses Reload, so one page never mixes two builds' files. Where service workers are
// unavailable (blocked by the browser, a privacy setting or a harness) the site simply works
// online: registering fails quietly and nothing is shown.
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from '../../i18n/translation.tsx';

export function ServiceWorkerStatus() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    // Offline reading is an enhancement; the page itself is complete without it.
    onRegisterError: () => undefined,
  });
  // One live region, there from the start, so the notices that appear in it are announced.
  return (
    <div role="status" className="service-worker-status">
      {needRefresh ? (
        <div className="notice notice-update">
          <p>{t('update.available')}</p>
          <button type="button" className="button button-primary" onClick={() => void updateServiceWorker(true)}>
            {t('update.reload')}
          </button>
        </div>
      ) : offlineReady ? (
        <div className="notice notice-update">
          <p>{t('update.offlineReady')}</p>
          <button type="button" className="button" onClick={() => setOfflineReady(false)}>
            {t('update.close')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
