// Print, copy a link to the answers, and send the estimate with a consultation request.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../../shared/links.tsx';
import { pathOf, type Lang } from '../../shared/paths.ts';
import type { CareCostsCopy } from './costs-copy.ts';

export function ShareActions({
  copy,
  lang,
  shareUrl,
  summary,
  onPrint,
}: {
  copy: CareCostsCopy;
  lang: Lang;
  shareUrl: string;
  summary: string | null;
  /** Prints the one-page summary (loading its code first if the reader has not touched the page). */
  onPrint: () => void;
}) {
  const t = copy.together;
  const [copied, setCopied] = useState<'done' | 'fallback' | null>(null);
  const fallbackRef = useRef<HTMLInputElement>(null);
  useEffect(() => setCopied(null), [shareUrl]);
  useEffect(() => {
    if (copied === 'fallback') fallbackRef.current?.select();
  }, [copied]);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied('done');
    } catch {
      setCopied('fallback');
    }
  };
  const contact = useMemo(() => {
    const path = pathOf('contact', lang);
    return summary ? `${path}?message=${encodeURIComponent(summary)}` : path;
  }, [lang, summary]);
  return (
    <div className="care-costs-actions">
      <button type="button" className="button button-secondary" onClick={onPrint}>
        {t.print}
      </button>
      <button type="button" className="button button-secondary" onClick={() => void copyLink()}>
        {t.copy}
      </button>
      <Link className="button button-primary" to={contact}>
        {t.send}
      </Link>
      <p aria-live="polite" className="care-costs-copied">
        {copied === 'done' && t.copied}
      </p>
      {copied === 'fallback' && (
        <p>
          <label>
            {t.copy_fallback} <input ref={fallbackRef} type="text" readOnly value={shareUrl} />
          </label>
        </p>
      )}
    </div>
  );
}
