// Small SVG icons, decorative (the text beside them carries meaning), drawn from one sprite file
// the browser caches, so each page carries a reference rather than the path data.
import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from './icon-paths.ts';

export type { IconName } from './icon-paths.ts';

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" width="24" height="24" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
