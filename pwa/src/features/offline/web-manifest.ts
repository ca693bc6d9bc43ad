// The web app manifest of each language, written by vite-plugin-pwa (vite.config.ts) from the
// business facts of content/site.toml. Installing from a Polish page opens the app in Polish.
import type { ManifestOptions } from 'vite-plugin-pwa';
import { manifestPath, site } from '../../shared/site.ts';
import type { Lang } from '../../shared/paths.ts';

export function webManifest(lang: Lang): { manifest: Partial<ManifestOptions>; manifestFilename: string } {
  return {
    manifestFilename: manifestPath(lang).slice(1),
    manifest: {
      id: '/',
      name: site.brand.name,
      short_name: site.brand.short_name,
      description: site.brand.tagline[lang],
      lang,
      start_url: lang === 'pl' ? '/pl' : '/',
      scope: '/',
      display: 'standalone',
      background_color: '#FFF8EE',
      theme_color: '#1D4E89',
      // PNG only: the browser decodes a manifest's icon on the page's main thread, and an SVG
      // icon is a whole document to parse (see render-head.ts).
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  };
}
