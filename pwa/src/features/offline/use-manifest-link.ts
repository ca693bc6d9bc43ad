// Links the web app manifest of the page's language, once the page has hydrated. A manifest in
// the pre-rendered HTML makes the browser read it, fetch its icon and check the site can be
// installed as soon as the page loads, and Chromium then animates an "install" button in its
// own window: on the bench machine, 40-60 ms more of the browser's processor time while the
// page hydrates, competing with hydration for one of two cores. Installing can wait until the
// page is interactive, as the service worker does. Following the language also means that after
// switching language in the app, installing opens the app in the language the reader chose.
import { useEffect } from 'react';
import { afterHydrationIdle } from '../../shared/hydration.tsx';
import { manifestPath } from '../../shared/site.ts';
import type { Lang } from '../../shared/paths.ts';

export function useManifestLink(lang: Lang): void {
  useEffect(() => {
    let current = true;
    void afterHydrationIdle().then(() => {
      if (current) linkManifest(manifestPath(lang));
    });
    return () => {
      current = false;
    };
  }, [lang]);
}

function linkManifest(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
