// HTML the indexer rendered from content Markdown. Links to the site's own pages navigate in
// the app (no full reload); every other link behaves as usual.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export function Prose({
  html,
  className = 'prose',
  itemProp,
}: {
  html: string;
  className?: string;
  itemProp?: string;
}) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest('a');
    const href = a?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    e.preventDefault();
    void navigate(href);
  };
  // The click handler only refines links that already work as plain links (Enter on a focused
  // link fires the same click), so keyboard and no-JS readers lose nothing.
  return <div className={className} itemProp={itemProp} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
