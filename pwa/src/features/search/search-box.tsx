// A search form that works without JavaScript too: it submits ?q= to the search page.
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation } from 'react-router';
import { langFromPath, pathOf } from '../../shared/paths.ts';

export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const lang = langFromPath(useLocation().pathname);
  return (
    <form role="search" action={pathOf('search', lang)} method="get" className="search-box">
      <label htmlFor={id}>{t('common.searchSite')}</label>
      <div className="search-row">
        <input
          id={id}
          name="q"
          type="search"
          maxLength={200}
          autoComplete="off"
          placeholder={t('search.placeholder')}
        />
        <button type="submit" className="button button-primary">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
