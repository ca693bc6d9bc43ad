// Search: results as you type, ranked by the Rust/WASM module in a worker, with highlighted
// excerpts, filters by kind and topic, a screen-reader announced result count, and help when
// nothing matches (no-results.tsx).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../shared/links.tsx';
import categoriesJson from '#generated/data/categories.json' with { type: 'json' };
import { usePageHead } from '../../shared/head.tsx';
import { langFromPath } from '../../shared/paths.ts';
import type { Lang } from '../../shared/paths.ts';
import { NoResults } from './no-results.tsx';
import { excerpt, search } from './search-client.ts';
import type { SearchHit, SearchResults, Segment } from './search-protocol.ts';

const KINDS = ['', 'article', 'page', 'service', 'faq'] as const;
const KIND_LABEL: Record<(typeof KINDS)[number], string> = {
  '': 'search.kindAll',
  article: 'search.kindArticle',
  page: 'search.kindPage',
  service: 'search.kindService',
  faq: 'search.kindFaq',
};
/** How long typing must pause before the address shows the query (for sharing, Back). */
const URL_DELAY_MS = 400;
const categories = categoriesJson;

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; results: SearchResults }
  | { status: 'error' };

export function SearchPage() {
  const { t } = useTranslation();
  const lang = langFromPath(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const ids = { q: useId(), kind: useId(), category: useId() };
  // The pre-rendered page has no query; the URL's is applied after hydration so both agree.
  const [hydrated, setHydrated] = useState(false);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState('');
  const [category, setCategory] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef(0);

  usePageHead({ title: t('search.metaTitle'), description: t('search.metaDescription') });

  useEffect(() => {
    setQuery(params.get('q') ?? '');
    setKind(params.get('kind') ?? '');
    setCategory(params.get('category') ?? '');
    setHydrated(true);
    // Only on arrival: afterwards the fields drive the URL, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!hydrated) return;
    const next = new URLSearchParams();
    if (query) next.set('q', query);
    if (kind) next.set('kind', kind);
    if (category) next.set('category', category);
    // The address follows once typing pauses: changing it on every keystroke ran a router
    // navigation each time, and made Chromium fetch the favicon again for each one.
    const syncUrl = window.setTimeout(() => {
      if (next.toString() !== new URLSearchParams(window.location.search).toString())
        setParams(next, { replace: true, preventScrollReset: true });
    }, URL_DELAY_MS);
    if (!query.trim()) {
      latest.current++; // an answer still on its way is no longer wanted
      setState({ status: 'idle' });
      return () => window.clearTimeout(syncUrl);
    }
    const ticket = ++latest.current;
    setState((s) => (s.status === 'done' ? s : { status: 'loading' }));
    // No debounce: the module answers a keystroke in well under a millisecond, and answers to
    // older keystrokes are dropped by their ticket.
    search({ lang, query, kind, category, limit: 20 })
      .then((results) => {
        if (ticket === latest.current) setState({ status: 'done', query, results });
      })
      .catch(() => {
        if (ticket === latest.current) setState({ status: 'error' });
      });
    return () => window.clearTimeout(syncUrl);
    // params/setParams change on every URL update; the fields are the source of truth here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, query, kind, category, lang]);

  return (
    <div className="container narrow section">
      <h1>{t('search.heading')}</h1>
      <form role="search" className="search-form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={ids.q}>{t('search.label')}</label>
        <input
          id={ids.q}
          name="q"
          type="search"
          value={query}
          maxLength={200}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div className="search-filters">
          <div>
            <label htmlFor={ids.kind}>{t('search.kind')}</label>
            <select id={ids.kind} name="kind" value={kind} onChange={(e) => setKind(e.target.value)}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(KIND_LABEL[k])}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.category}>{t('search.category')}</label>
            <select id={ids.category} name="category" value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">{t('search.categoryAll')}</option>
              {Object.entries(categories).map(([key, names]) => (
                <option key={key} value={key}>
                  {names[lang]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <noscript>
          <p>{t('search.needsJs')}</p>
        </noscript>
      </form>

      <div role="status" aria-live="polite" className="search-status">
        {state.status === 'loading' && t('search.loading')}
        {state.status === 'error' && t('search.unavailable')}
        {state.status === 'idle' && hydrated && t('search.emptyQuery')}
        {state.status === 'done' &&
          (state.results.empty_query
            ? t('search.emptyQuery')
            : state.results.total > 0
              ? t('search.results', { count: state.results.total, query: state.query })
              : t('search.noResults', { query: state.query }))}
      </div>

      {state.status === 'done' && state.results.total === 0 && !state.results.empty_query && (
        <NoResults
          lang={lang}
          suggestion={state.results.suggestion}
          topics={state.results.topics}
          categories={categories}
          filtered={Boolean(kind || category)}
          onSearch={setQuery}
          onClearFilters={() => {
            setKind('');
            setCategory('');
          }}
        />
      )}

      {state.status === 'done' && state.results.hits.length > 0 && (
        <ol className="search-results">
          {state.results.hits.map((hit) => (
            <li key={hit.doc}>
              <h2>
                <Link to={hit.url}>{hit.title}</Link>
              </h2>
              <p className="search-kind">
                {t(KIND_LABEL[hit.kind])}
                {hit.category && categories[hit.category] ? ` · ${categories[hit.category][lang]}` : ''}
              </p>
              <Excerpt lang={lang} hit={hit} terms={state.results.terms} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * A hit's excerpt. The worker includes it when the document's text is already loaded; otherwise
 * it is asked for once the hit comes near the screen, so typing a word does not download the
 * text of every result shown for every prefix.
 */
function Excerpt({ lang, hit, terms }: { lang: Lang; hit: SearchHit; terms: string[] }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const key = `${lang} ${hit.doc} ${terms.join(' ')}`;
  const [fetched, setFetched] = useState<{ key: string; segments: Segment[] } | null>(null);
  const segments = hit.excerpt ?? (fetched?.key === key ? fetched.segments : null);

  useEffect(() => {
    const element = ref.current;
    if (segments !== null || !element) return;
    let wanted = true;
    const load = () =>
      excerpt(lang, hit.doc, terms)
        .catch(() => [])
        .then((found) => wanted && setFetched({ key, segments: found }));
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return () => void (wanted = false);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => {
      wanted = false;
      observer.disconnect();
    };
    // `key` stands for lang, doc and terms.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, segments === null]);

  return (
    <p ref={ref} className="search-excerpt" aria-busy={segments === null}>
      {segments?.map((seg, i) => (seg.hit ? <mark key={i}>{seg.text}</mark> : <span key={i}>{seg.text}</span>))}
    </p>
  );
}
