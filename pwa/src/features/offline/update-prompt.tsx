// "A new version is available - Reload", shown when a new service worker is waiting.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { registerServiceWorker } from './register-sw.ts';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const [reload, setReload] = useState<(() => void) | null>(null);
  useEffect(() => {
    void registerServiceWorker((fn) => setReload(() => fn));
  }, []);
  if (!reload) return null;
  return (
    <div className="notice notice-update" role="status">
      <p>{t('update.available')}</p>
      <button type="button" className="button button-primary" onClick={reload}>
        {t('update.reload')}
      </button>
    </div>
  );
}
