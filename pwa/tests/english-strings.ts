// The English interface strings a Polish page must never show: every English string of the
// interface resources that differs from its Polish counterpart, cut at its {{placeholders}}
// into fixed parts long enough to be telling. Used by the route tests on every Polish page.
import { allStrings } from '../src/i18n/server-strings.ts';

const { en, pl } = allStrings;

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

const polish = new Map(leaves(pl));

export const englishFragments = leaves(en)
  .filter(([key, value]) => polish.get(key) !== value && !key.startsWith('language.'))
  .flatMap(([key, value]) =>
    value
      .split(/\{\{[^}]+\}\}/)
      .map((part) => part.trim())
      .filter((part) => part.length >= 8 && /\s/.test(part))
      .map((part) => ({ key, part })),
  );

/** The English interface strings found in `text`, as `key: fragment`. */
export function englishStringsIn(text: string): string[] {
  return englishFragments.filter(({ part }) => text.includes(part)).map(({ key, part }) => `${key}: ${part}`);
}
