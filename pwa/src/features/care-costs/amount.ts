// Reads a number a family typed into the care cost estimator (savings, hours, counts) the way
// they meant it on the page they are on. English writes "£18,000.50", Polish "18 000,50 £" or
// "18.000,50"; a reading that could go either way ("18.000" on the English page) is returned as
// ambiguous so the page can ask, rather than guessing wrong in a means test.
import type { Lang } from '../../shared/paths.ts';

/** What the family typed, as the page should take it. */
export type Reading =
  /** Nothing but spaces: the field is still to be filled in. */
  | { kind: 'empty' }
  /** Read without doubt. May be negative: the caller says "0 or more". */
  | { kind: 'number'; value: number }
  /** Two readings a person could mean, smaller first; the page asks which. */
  | { kind: 'ambiguous'; options: [number, number] }
  /** Not a number at all ("seven", "1.2.3,4,5", "12abc"). */
  | { kind: 'invalid' };

/** The field holds at most 20 characters; anything much longer is not worth reading. */
const MAX_LENGTH = 40;
/** The most decimals kept: enough for any amount or hours, and no binary artefacts. */
const MAX_DECIMALS = 6;
/** Spaces people (and format.ts) use between thousands: space, no-break, narrow no-break, thin. */
const SPACES = ' \u00a0\u202f\u2009';
/** Hyphen-minus and the true minus sign U+2212. */
const MINUS = '-\u2212';

const INVALID: Reading = { kind: 'invalid' };

/** A separator between two digit groups: "," or "." as typed, " " for any of SPACES. */
type Sep = ',' | '.' | ' ';

export function readAmount(text: string, lang: Lang): Reading {
  // Long inputs are rejected before any other work, so a pasted essay costs nothing.
  if (text.length > MAX_LENGTH) return INVALID;
  let s = text.trim();
  if (s === '') return { kind: 'empty' };

  // A minus at the very start, before or after a leading "£"/"GBP"; one currency mark either side.
  let negative = false;
  let currency = false;
  if (MINUS.includes(s[0])) {
    negative = true;
    s = s.slice(1);
  }
  const lead = currencyAt(s, 'start');
  if (lead) {
    currency = true;
    s = trimSpaces(s.slice(lead));
    if (!negative && s !== '' && MINUS.includes(s[0])) {
      negative = true;
      s = s.slice(1);
    }
  }
  const tail = currencyAt(s, 'end');
  if (tail) {
    if (currency) return INVALID;
    s = trimSpaces(s.slice(0, s.length - tail));
  }
  if (s === '') return INVALID;

  const reading = readBody(s, lang);
  if (!negative || reading.kind === 'invalid') return reading;
  if (reading.kind === 'number') return { kind: 'number', value: negate(reading.value) };
  if (reading.kind === 'ambiguous') {
    const [a, b] = reading.options.map(negate);
    return { kind: 'ambiguous', options: a < b ? [a, b] : [b, a] };
  }
  return INVALID;
}

/** Length of a "£" or "GBP" (any case) at that end of `s`, or 0. */
function currencyAt(s: string, end: 'start' | 'end'): number {
  const pound = end === 'start' ? s.startsWith('£') : s.endsWith('£');
  if (pound) return 1;
  const code = (end === 'start' ? s.slice(0, 3) : s.slice(-3)).toUpperCase();
  return s.length >= 3 && code === 'GBP' ? 3 : 0;
}

/** Drops the spaces between a currency mark and the number ("£ 5", "5\u00a0£"). */
function trimSpaces(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && SPACES.includes(s[start])) start++;
  while (end > start && SPACES.includes(s[end - 1])) end--;
  return s.slice(start, end);
}

/** Reads the digits and separators left once the sign and currency are gone. */
function readBody(body: string, lang: Lang): Reading {
  // Split into digit groups and the single separators between them: groups.length === seps.length + 1.
  const groups: string[] = [''];
  const seps: Sep[] = [];
  for (const ch of body) {
    if (ch >= '0' && ch <= '9') groups[groups.length - 1] += ch;
    else if (ch === ',' || ch === '.' || SPACES.includes(ch)) {
      seps.push(ch === ',' || ch === '.' ? ch : ' ');
      groups.push('');
    } else return INVALID;
  }

  // Empty groups (separators side by side, or one at either end) fail the grouping checks below,
  // except a lone leading or trailing decimal mark: ".5", "5,", "18 000,".
  const marks = seps.filter((sep) => sep !== ' ');
  const spaced = seps.includes(' ');
  const kinds = new Set(marks);

  // Digits alone, however many.
  if (seps.length === 0) return number(body, '');
  // Only spaces: they group thousands.
  if (marks.length === 0) return grouped(groups) ? number(groups.join(''), '') : INVALID;

  // Both "," and ".", or spaces and one of them: the last mark is the decimal mark, written once,
  // after every grouping separator, which are all of the other kind.
  if (kinds.size === 2 || (spaced && marks.length === 1)) {
    const last = seps.length - 1;
    const mark = seps[last];
    if (mark === ' ') return INVALID;
    const grouping = seps.slice(0, last);
    if (grouping.includes(mark) || new Set(grouping).size !== 1) return INVALID;
    const whole = groups.slice(0, -1);
    return grouped(whole) ? number(whole.join(''), groups[groups.length - 1]) : INVALID;
  }

  // One kind of mark, more than once ("1.000.000"): it can only be grouping.
  if (marks.length > 1) return !spaced && grouped(groups) ? number(groups.join(''), '') : INVALID;

  // A single "," or "." and nothing else.
  const [before, after] = groups;
  const mark = marks[0];
  const decimal = number(before, after);
  // ".5", "5,", "1,5", "18.00", "0.500", "1234.567": only a decimal reading makes sense.
  if (before === '' || after === '' || after.length !== 3 || before.startsWith('0') || before.length > 3) {
    return decimal;
  }
  // "18,000" on the English page, "100.000" on the Polish page: the page's thousands separator.
  const thousands = number(before + after, '');
  if (mark === (lang === 'en' ? ',' : '.')) return thousands;
  // "18.000" on the English page, "1,500" on the Polish page: either reading is plausible.
  if (decimal.kind !== 'number' || thousands.kind !== 'number') return INVALID;
  return { kind: 'ambiguous', options: [decimal.value, thousands.value] };
}

/** Thousands groups as people write them: the first 1 to 3 digits, every other exactly 3. */
function grouped(groups: string[]): boolean {
  return groups.every((g, i) => (i === 0 ? g.length >= 1 && g.length <= 3 : g.length === 3));
}

/**
 * The number with these whole and fraction digits, rounded half up to MAX_DECIMALS on the
 * digit strings (so "0.1" is 0.1 and never 0.1 + 0.2 style noise).
 */
function number(whole: string, fraction: string): Reading {
  if (whole === '' && fraction === '') return INVALID;
  let digits = (whole || '0') + fraction.slice(0, MAX_DECIMALS).padEnd(MAX_DECIMALS, '0');
  if (fraction.length > MAX_DECIMALS && fraction[MAX_DECIMALS] >= '5') digits = (BigInt(digits) + 1n).toString();
  digits = digits.padStart(MAX_DECIMALS + 1, '0');
  const value = Number(`${digits.slice(0, -MAX_DECIMALS)}.${digits.slice(-MAX_DECIMALS)}`);
  return Number.isFinite(value) ? { kind: 'number', value } : INVALID;
}

/** Negation without a -0 that would print or compare oddly. */
function negate(value: number): number {
  return value === 0 ? 0 : -value;
}
