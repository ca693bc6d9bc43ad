// A small, dismissible suggestion for first visitors whose browser prefers Polish. Nobody is
// redirected by browser language alone.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { Link } from '../../shared/links.tsx';
import { langFromPath, switchLanguagePath } from '../../shared/paths.ts';
import {
  browserPrefersPolish,
  dismissSuggestion,
  rememberLanguage,
  storedLanguage,
  suggestionDismissed,
} from './language-preference.ts';

export function LanguageSuggestion() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [show, setShow] = useState(false);
  useEffect(() => {
    setShow(
      langFromPath(pathname) === 'en' &&
        storedLanguage() === null &&
        !suggestionDismissed() &&
        browserPrefersPolish(navigator.languages ?? [navigator.language]),
    );
  }, [pathname]);
  if (!show) return null;
  return (
    <div className="notice notice-lang" role="region" aria-label="Język / Language" lang="pl">
      <p>{t('language.suggestion')}</p>
      <Link to={switchLanguagePath(pathname, 'pl')} onClick={() => rememberLanguage('pl')} hrefLang="pl">
        {t('language.suggestionSwitch')}
      </Link>
      <button
        type="button"
        className="button-quiet"
        onClick={() => {
          dismissSuggestion();
          setShow(false);
        }}
      >
        {t('language.dismiss')}
      </button>
    </div>
  );
}
