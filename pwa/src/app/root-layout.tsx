// The layout of every page: language from the path, header, main content (or the article
// loading state during client navigation), footer, and the offline and service worker notices.
import { lazy, Suspense, useEffect } from 'react';
import { TranslationProvider, useTranslation } from '../i18n/translation.tsx';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { langFromPath } from '../shared/paths.ts';
import { Footer } from '../features/layout/footer.tsx';
import { Header } from '../features/layout/header.tsx';
import { LanguageSuggestion } from '../features/layout/language-suggestion.tsx';
import { storedLanguage } from '../features/layout/language-preference.ts';
import { OfflineNotice } from '../features/offline/offline-notice.tsx';
import { useManifestLink } from '../features/offline/use-manifest-link.ts';
import { OnceHydrated, afterHydration } from '../shared/hydration.tsx';
import { Spinner } from '../shared/spinner.tsx';
import { useI18nFactory } from './i18n-factory.tsx';

// Registering the service worker makes the browser download the whole site (about 1 MB) and
// write it to its cache: on a two-core phone that slows every task it overlaps. So the
// registration and its notices (and workbox-window, which they use) load once the page has
// hydrated and the browser is idle, and the reader's first taps come first.
const ServiceWorkerStatus = lazy(() =>
  import('../features/offline/service-worker-status.tsx').then((m) => ({ default: m.ServiceWorkerStatus })),
);

export function RootLayout() {
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const i18n = useI18nFactory()(lang);
  useEffect(() => {
    // Setting lang, even to the value it has, restyles the whole document (2-8 ms here, four
    // times that on a cheap phone); the pre-rendered page already has the right one.
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
  useManifestLink(lang);
  return (
    <TranslationProvider i18n={i18n}>
      <Page />
    </TranslationProvider>
  );
}

function Page() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loadingArticle =
    navigation.state === 'loading' && /^(\/pl)?\/blog\/[^/]+\/?$/.test(navigation.location.pathname);

  // An installed app opens at `/`: move to Polish if the reader chose Polish before. Once the
  // page has hydrated: the first read of storage opens it, a millisecond or more on a phone.
  useEffect(() => {
    let current = true;
    void afterHydration().then(() => {
      if (current && pathname === '/' && storedLanguage() === 'pl') navigate('/pl', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [pathname, navigate]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <OnceHydrated>
        <LanguageSuggestion />
      </OnceHydrated>
      <OfflineNotice />
      <main id="main" tabIndex={-1}>
        {loadingArticle ? <Spinner label={t('article.loading')} /> : <Outlet />}
      </main>
      <Footer />
      <OnceHydrated idle>
        <Suspense fallback={null}>
          <ServiceWorkerStatus />
        </Suspense>
      </OnceHydrated>
      <ScrollRestoration />
    </>
  );
}
