// /marketing/banners (staff only; docs/requirements.md): the web and social banners at their exact sizes,
// each downloadable as SVG and PNG, and the design notes (colours and typefaces from the brand
// tokens, their uses from the page copy).
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import type { ContentCopy } from '../../shared/page-copy.ts';
import { PageIntro } from '../content/page-intro.tsx';
import { Sections } from '../content/sections.tsx';
import { useContentPage } from '../content/use-content-page.ts';
import { SocialBanner, WebBanner } from './banner-art.tsx';
import { colour, typefaces } from './brand.ts';
import { downloadBanner } from './download.ts';

interface BannersCopy extends ContentCopy {
  art: { badge: string };
  banners: { key: 'web' | 'social'; heading: string; use: string }[];
  colours: { token: string; name: string; use: string }[];
  fonts: { heading: string; body: string };
}

const ART = {
  web: { width: 728, height: 90, draw: WebBanner },
  social: { width: 1200, height: 628, draw: SocialBanner },
} as const;

function DownloadableBanner({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('');

  const download = async (format: 'svg' | 'png') => {
    const svg = frame.current?.querySelector('svg');
    if (!svg) return;
    const name = `marigold-${id}-${svg.getAttribute('width')}x${svg.getAttribute('height')}`;
    const file = `${name}.${format}`;
    setStatus(t('marketing.preparing', { file }));
    try {
      await downloadBanner(svg, name, format);
      setStatus(t('marketing.downloaded', { file }));
    } catch (error) {
      setStatus(t('marketing.downloadFailed', { file, reason: (error as Error).message }));
    }
  };

  return (
    <>
      <div className="banner-frame" ref={frame}>
        {children}
      </div>
      <div className="banner-actions">
        {(['svg', 'png'] as const).map((format) => (
          <button key={format} type="button" className="button button-secondary" onClick={() => void download(format)}>
            {t(format === 'svg' ? 'marketing.downloadSvg' : 'marketing.downloadPng')}
            <span className="visually-hidden">: {heading}</span>
          </button>
        ))}
      </div>
      <p className="banner-status" role="status">
        {status}
      </p>
    </>
  );
}

export function BannersPage() {
  const { t } = useTranslation();
  const { copy, trail } = useContentPage<BannersCopy>();
  return (
    <>
      <PageIntro intro={copy.intro} trail={trail} wide />
      <div className="container content-body">
        {copy.banners.map((b) => {
          const { width, height, draw: Art } = ART[b.key];
          return (
            <section key={b.key} className="banner-card" aria-labelledby={`banner-${b.key}`}>
              <h2 id={`banner-${b.key}`}>{b.heading}</h2>
              <p>
                {b.use} <span className="banner-size">{t('marketing.size', { width, height })}</span>
              </p>
              <DownloadableBanner id={b.key} heading={b.heading}>
                <Art badge={copy.art.badge} />
              </DownloadableBanner>
            </section>
          );
        })}

        <section className="design-notes" aria-labelledby="design-notes">
          <h2 id="design-notes">{t('marketing.designNotes')}</h2>
          <h3>{t('marketing.colours')}</h3>
          <ul className="swatches">
            {copy.colours.map((c) => (
              <li key={c.token}>
                <svg className="swatch" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
                  <rect width="64" height="64" rx="12" fill={colour(c.token)} />
                </svg>
                <div>
                  <strong>{c.name}</strong> <code>{colour(c.token)}</code>
                  <p>{c.use}</p>
                </div>
              </li>
            ))}
          </ul>
          <h3>{t('marketing.typefaces')}</h3>
          <dl className="typefaces">
            <dt>
              {t('marketing.headingFace')}: <span className="face-heading">{typefaces.heading}</span>
            </dt>
            <dd>{copy.fonts.heading}</dd>
            <dt>
              {t('marketing.bodyFace')}: <span className="face-body">{typefaces.body}</span>
            </dt>
            <dd>{copy.fonts.body}</dd>
          </dl>
        </section>
        <Sections sections={copy.sections ?? []} />
      </div>
    </>
  );
}
