// One linked banner (docs/requirements.md): the banner as a link, the Edit Link / Save Link toggle with
// its URL field, and the HTML snippet with a Copy button. A refused link keeps the last good
// one and what was typed; edits live in this page's memory only.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { absoluteUrl, site } from '../../shared/site.ts';
import { Field, fieldAria } from '../forms/field.tsx';
import { hostedBannerPath, LinkedBannerArt, linkedBannerAlt, type LinkedBannerSpec } from './banner-art.tsx';
import { absoluteLink, checkBannerLink, MAX_LINK_LENGTH, type LinkCheck } from './banner-link.ts';
import { bannerSnippet } from './snippet.ts';

export interface LinkedBanner extends LinkedBannerSpec {
  label: string;
  /** The default link: a site path or a full address. */
  link: string;
}

type Problem = Extract<LinkCheck, { ok: false }>;

export function LinkedBannerCard({ banner, index }: { banner: LinkedBanner; index: number }) {
  const { t } = useTranslation();
  const uid = useId();
  const origin = site.web.domain;
  const [link, setLink] = useState(banner.link);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(banner.link);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const snippetField = useRef<HTMLTextAreaElement>(null);

  const href = absoluteLink(link, origin);
  const snippet = bannerSnippet({
    href,
    imageUrl: absoluteUrl(hostedBannerPath(banner)),
    alt: linkedBannerAlt(banner),
    width: banner.width,
    height: banner.height,
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!editing) {
      setEditing(true);
      setDraft(link);
      setStatus('');
      requestAnimationFrame(() => input.current?.focus());
      return;
    }
    const check = checkBannerLink(draft, origin);
    if (!check.ok) {
      setProblem(check);
      setStatus('');
      input.current?.focus();
      return;
    }
    setLink(check.link);
    setProblem(null);
    setEditing(false);
    setStatus(t('marketing.saved'));
    requestAnimationFrame(() => toggle.current?.focus());
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setStatus(t('marketing.copied'));
    } catch {
      snippetField.current?.select();
      setStatus(t('marketing.copyFailed'));
    }
  };

  const id = (part: string) => `${uid}-${part}`;
  const message = problem
    ? t(`marketing.errors.${problem.problem}`, {
        scheme: problem.scheme,
        length: draft.trim().length.toLocaleString('en-GB'),
        max: MAX_LINK_LENGTH.toLocaleString('en-GB'),
      })
    : '';

  return (
    <section className="banner-card" aria-labelledby={id('title')}>
      <h2 id={id('title')}>{banner.label}</h2>
      <p className="banner-size">{t('marketing.size', { width: banner.width, height: banner.height })}</p>
      <div className="banner-frame">
        <a href={href} className="banner-link">
          <LinkedBannerArt banner={banner} index={index} />
        </a>
      </div>
      <p className="banner-destination">
        {t('marketing.linksTo')} <code>{href}</code>
      </p>

      <form className="banner-edit" noValidate onSubmit={onSubmit}>
        {editing ? (
          <Field id={id('link')} label={t('marketing.linkLabel')} hint={t('marketing.linkHint')} error={message}>
            <input
              ref={input}
              id={id('link')}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder={t('marketing.linkPlaceholder')}
              value={draft}
              {...fieldAria(id('link'), { hint: true, error: !!problem })}
              onChange={(e) => setDraft(e.target.value)}
            />
          </Field>
        ) : null}
        <button
          ref={toggle}
          type="submit"
          className="button button-primary"
          aria-expanded={editing}
          aria-controls={editing ? id('link') : undefined}
        >
          {t(editing ? 'marketing.saveLink' : 'marketing.editLink')}
          <span className="visually-hidden">: {banner.label}</span>
        </button>
      </form>

      <div className="snippet-field">
        <Field id={id('snippet')} label={t('marketing.snippet')}>
          <textarea id={id('snippet')} ref={snippetField} readOnly rows={4} value={snippet} spellCheck={false} />
        </Field>
      </div>
      <button type="button" className="button button-secondary" onClick={() => void copy()}>
        {t('marketing.copy')}
        <span className="visually-hidden"> {t('marketing.copyWhat', { banner: banner.label })}</span>
      </button>
      <p className="banner-status" role="status">
        {status}
      </p>
    </section>
  );
}
