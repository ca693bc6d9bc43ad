// At build time: the linked banners as standalone SVG files under /brand/, the images the
// staff's HTML snippets show on other sites.
import { renderToStaticMarkup } from 'react-dom/server';
import { hostedBannerPath, LinkedBannerArt } from './banner-art.tsx';
import { BANNER_FONTS } from './brand.ts';
import type { LinkedBanner } from './linked-banner-card.tsx';
import { standaloneSvg, type Load } from './standalone-svg.ts';

export function hostedBanners(banners: readonly LinkedBanner[], load: Load): Promise<{ path: string; svg: string }[]> {
  return Promise.all(
    banners.map(async (banner, index) => ({
      path: hostedBannerPath(banner),
      svg: await standaloneSvg(
        renderToStaticMarkup(<LinkedBannerArt banner={banner} index={index} />),
        BANNER_FONTS,
        load,
      ),
    })),
  );
}
