// What the search page shows when nothing matches, so a worried reader is never left at a dead
// end: a nearer spelling from the index's own words, the topics worth a look, and a person to
// ask. Everything here comes from the search module or the site's data, so it works offline too.
import { useTranslation } from '../../i18n/translation.tsx';
import { Link } from '../../shared/links.tsx';
import { site, telHref } from '../../shared/site.ts';
import { localize, pathOf } from '../../shared/paths.ts';
import type { Lang } from '../../shared/paths.ts';

interface Props {
  lang: Lang;
  /** The query with its unknown words replaced by the nearest words of the index, if any. */
  suggestion: string | null;
  /** Category keys, most relevant first; all categories when the search found none. */
  topics: string[];
  categories: Record<string, { en: string; pl: string }>;
  filtered: boolean;
  onSearch: (query: string) => void;
  onClearFilters: () => void;
}

export function NoResults({ lang, suggestion, topics, categories, filtered, onSearch, onClearFilters }: Props) {
  const { t } = useTranslation();
  const shown = (topics.length > 0 ? topics : Object.keys(categories)).filter((key) => key in categories);
  return (
    <div className="search-suggestions">
      <p>{t('search.noResultsHelp')}</p>
      {suggestion && (
        <p>
          {t('search.didYouMean')}{' '}
          <button type="button" className="button-quiet" onClick={() => onSearch(suggestion)}>
            {suggestion}
          </button>
          ?
        </p>
      )}
      {filtered && (
        <p>
          <button type="button" className="button-quiet" onClick={onClearFilters}>
            {t('search.withoutFilters')}
          </button>
        </p>
      )}
      <h2>{t('search.topics')}</h2>
      <ul className="tag-list">
        {shown.map((key) => (
          <li key={key}>
            <Link to={localize(`/blog/category/${key}`, lang)}>{categories[key][lang]}</Link>
          </li>
        ))}
      </ul>
      <p>{t('search.askPerson')}</p>
      <ul className="contact-list">
        <li>
          <a href={telHref}>{t('search.callUs', { phone: site.contact.phone })}</a> (
          {t('common.hours', { opens: site.hours.opens, closes: site.hours.closes })})
        </li>
        <li>
          <Link to={pathOf('contact', lang)}>{t('search.writeToUs')}</Link>
        </li>
      </ul>
    </div>
  );
}
