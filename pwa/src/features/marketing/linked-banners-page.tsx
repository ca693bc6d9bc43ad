// /marketing/linked-banners (staff only; docs/requirements.md): four banners, each with a link staff can
// change and an HTML snippet to paste into other sites, and the usage notes.
import type { ContentCopy } from '../../shared/page-copy.ts';
import { PageIntro } from '../content/page-intro.tsx';
import { Sections } from '../content/sections.tsx';
import { useContentPage } from '../content/use-content-page.ts';
import { LinkedBannerCard, type LinkedBanner } from './linked-banner-card.tsx';

export interface LinkedBannersCopy extends ContentCopy {
  banners: LinkedBanner[];
}

export function LinkedBannersPage() {
  const { copy, trail } = useContentPage<LinkedBannersCopy>();
  return (
    <>
      <PageIntro intro={copy.intro} trail={trail} wide />
      <div className="container content-body">
        {copy.banners.map((banner, i) => (
          <LinkedBannerCard key={banner.key} banner={banner} index={i} />
        ))}
        <Sections sections={copy.sections ?? []} />
      </div>
    </>
  );
}
