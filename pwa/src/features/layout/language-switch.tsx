// The EN/PL switch: the same page in the other language, remembered as an explicit choice.
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { Link } from '../../shared/links.tsx';
import { langFromPath, switchLanguagePath, type Lang } from '../../shared/paths.ts';
import { rememberLanguage } from './language-preference.ts';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const current = langFromPath(pathname);
  const target: Lang = current === 'en' ? 'pl' : 'en';
  return (
    <Link
      className="lang-switch"
      to={switchLanguagePath(pathname, target) + search + hash}
      hrefLang={target}
      lang={target}
      onClick={() => rememberLanguage(target)}
    >
      <span aria-hidden="true">{target.toUpperCase()}</span>
      <span className="lang-switch-text">{t('common.switchTo')}</span>
    </Link>
  );
}
