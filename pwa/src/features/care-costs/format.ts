// Amounts and words as the page writes them, matching the indexer's {£ ...} placeholders
// (indexer/src/amounts.rs): English "£1,196.50" and "£22–£25"; Polish "1196,50 £", "23 250 £"
// and "22–25 £" (Polish groups thousands from five digits, with a non-breaking space). A
// negative amount carries a true minus sign before the whole amount: "−£31.60", "−31,60 £".
import type { Lang } from '../../shared/paths.ts';
import type { Band } from './estimate.ts';

const NBSP = '\u00a0';
const MINUS = '\u2212';

export function number(value: number, lang: Lang): string {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100).toString();
  const frac = cents % 100;
  const group = lang === 'en' ? (whole.length > 3 ? ',' : '') : whole.length > 4 ? NBSP : '';
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  const sign = value < 0 && cents > 0 ? MINUS : '';
  return `${sign}${grouped}${frac > 0 ? (lang === 'en' ? '.' : ',') + String(frac).padStart(2, '0') : ''}`;
}

/** A count or a number of hours: no trailing zeros ("1.5", "1,5", "2"). */
export function count(value: number, lang: Lang): string {
  return number(value, lang).replace(/([.,]\d)0$/, '$1');
}

export function money(value: number, lang: Lang): string {
  const sign = value < 0 && Math.round(Math.abs(value) * 100) > 0 ? MINUS : '';
  const amount = number(Math.abs(value), lang);
  return lang === 'en' ? `${sign}£${amount}` : `${sign}${amount}${NBSP}£`;
}

/** A band; one amount when both ends are the same (to the penny). */
export function moneyBand([low, high]: Band, lang: Lang): string {
  if (Math.round(low * 100) === Math.round(high * 100)) return money(low, lang);
  // A signed band writes each end whole, so a minus cannot be read as a dash.
  if (low < 0 || high < 0) return `${money(low, lang)} – ${money(high, lang)}`;
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
