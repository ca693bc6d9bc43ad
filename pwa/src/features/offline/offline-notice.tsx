// A discreet notice while offline; saved pages, search and tel:/WhatsApp/email links still work.
import { useTranslation } from '../../i18n/translation.tsx';
import { useOnline } from './online-status.ts';

export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" className={online ? 'visually-hidden' : 'notice notice-offline'}>
      {online ? '' : t('offline.status')}
    </div>
  );
}
