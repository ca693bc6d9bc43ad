// Amounts and words as the page writes them, matching the indexer's {£ ...} placeholders
// (indexer/src/amounts.rs): English "£1,196.50" and "£22–£25"; Polish "1196,50 £", "23 250 £"
// and "22–25 £" (Polish groups thousands from five digits, with a non-breaking space).
import type { Lang } from '../../routes/paths.ts';
import type { Band, Problem } from './estimate.ts';

const NBSP = '\u00a0';

export function number(value: number, lang: Lang): string {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100).toString();
  const frac = cents % 100;
  const group = lang === 'en' ? (whole.length > 3 ? ',' : '') : whole.length > 4 ? NBSP : '';
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}${grouped}${frac > 0 ? (lang === 'en' ? '.' : ',') + String(frac).padStart(2, '0') : ''}`;
}

/** A count or a number of hours: no trailing zeros ("1.5", "1,5", "2"). */
export function count(value: number, lang: Lang): string {
  return number(value, lang).replace(/([.,]\d)0$/, '$1');
}

export function money(value: number, lang: Lang): string {
  return lang === 'en' ? `£${number(value, lang)}` : `${number(value, lang)}${NBSP}£`;
}

/** A band; one amount when both ends are the same (to the penny). */
export function moneyBand([low, high]: Band, lang: Lang): string {
  if (Math.round(low * 100) === Math.round(high * 100)) return money(low, lang);
  return lang === 'en'
    ? `£${number(low, lang)}–£${number(high, lang)}`
    : `${number(low, lang)}–${number(high, lang)}${NBSP}£`;
}

/** Fills `%name%` in a string of the page copy. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/%(\w+)%/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

export type PluralForms = Record<'one' | 'few' | 'many' | 'other', string>;

/** `count` with its noun in the right plural form ("3 godziny", "5 godzin", "1,5 godziny"). */
export function plural(forms: PluralForms, n: number, lang: Lang): string {
  const rule = new Intl.PluralRules(lang === 'pl' ? 'pl-PL' : 'en-GB').select(n) as keyof PluralForms;
  return fill(forms[rule] ?? forms.other, { count: count(n, lang) });
}

/** A care answer's problem in the page's words ("That is 175 hours, more than the 168 hours in a week."). */
export function problemText(errors: Record<string, string>, problem: Problem, lang: Lang): string {
  const values = Object.fromEntries(Object.entries(problem.values ?? {}).map(([k, v]) => [k, count(v, lang)]));
  return fill(errors[problem.code], values);
}
