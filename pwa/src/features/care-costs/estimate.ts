// The care cost estimate: the provider's price for a pattern of care, worked out from
// content/prices.toml (through generated/data/costs.json). Pure functions, unit-tested in
// estimate.test.ts; the page only reads answers and shows what these return. Numbers are read
// the way the page's language writes them (amount.ts).
import type { Prices as PriceList } from '#generated/types/Prices.ts';
import type { Lang } from '../../shared/paths.ts';
import { readAmount } from './amount.ts';

/** A `[low, high]` amount: the provider's rates are bands, so every sum is one too. */
export type Band = readonly [number, number];

export const KINDS = ['companionship', 'personal', 'specialist'] as const;
export type Kind = (typeof KINDS)[number];

/** The parts of the price list (the indexer's `Prices`, from content/prices.toml) that an
 * estimate works from. */
export type Prices = Pick<PriceList, 'rates' | 'premiums' | 'nights' | 'discounts' | 'packages' | 'live_in' | 'travel'>;

/** What the reader typed, as typed: nothing is lost when a field is wrong. */
export interface CareAnswers {
  kind: Kind;
  /** Visits through the week, or a live-in carer. */
  pattern: 'visits' | 'live-in';
  /** The hours given per visit, or as a weekly total. */
  hoursBy: 'visit' | 'week';
  visits: string;
  visitHours: string;
  weekHours: string;
  /** Of those hours, how many a week fall in evenings or at weekends. */
  eveningHours: string;
  weekendHours: string;
  /** Hours of care on bank holidays, over a year (England has eight). */
  bankHolidayHours: string;
  sleepIns: string;
  wakingNights: string;
  /** Roughly how many miles beyond the included radius. */
  extraMiles: string;
}

export const defaultCare: CareAnswers = {
  kind: 'personal',
  pattern: 'visits',
  hoursBy: 'visit',
  visits: '7',
  visitHours: '1',
  weekHours: '7',
  eveningHours: '0',
  weekendHours: '0',
  bankHolidayHours: '0',
  sleepIns: '0',
  wakingNights: '0',
  extraMiles: '0',
};

export const HOURS_IN_WEEK = 168;
export const BANK_HOLIDAYS = 8;
/** Weeks in a month, on average: the monthly figure is always the weekly one times this. */
export const WEEKS_PER_MONTH = 52 / 12;

export type CareField = Exclude<keyof CareAnswers, 'kind' | 'pattern' | 'hoursBy'>;

/** A field's problem: a key of the `careCosts.errors` strings and its values. */
export interface Problem {
  code:
    | 'missing'
    | 'missingVisits'
    | 'missingHours'
    | 'ambiguous'
    | 'noVisits'
    | 'tooManyVisits'
    | 'notNumber'
    | 'notWholeNumber'
    | 'negative'
    | 'notWhole'
    | 'tooManyHours'
    | 'visitTooShort'
    | 'visitTooLong'
    | 'premiumsOverHours'
    | 'tooManyNights'
    | 'bankHolidaysTooMany'
    | 'tooFar';
  values?: Record<string, number>;
}

export type CareProblems = Partial<Record<CareField, Problem>>;

/** A number typed into a field, or 0 where it is not one (the estimate runs on valid answers). */
export function numberIn(text: string, lang: Lang): number {
  const reading = readAmount(text, lang);
  return reading.kind === 'number' ? reading.value : 0;
}

/** Fields that take a whole number (and whose hints must not suggest "1.5"). */
export const WHOLE_FIELDS: readonly CareField[] = ['visits', 'sleepIns', 'wakingNights'];

/** An empty field's message where "or 0 for none" would not be true. */
const MISSING: Partial<Record<CareField, Problem['code']>> = {
  visits: 'missingVisits',
  visitHours: 'missingHours',
  weekHours: 'missingHours',
};

/** Every field the estimate needs, checked; an empty result means `estimate` can run. */
export function validateCare(a: CareAnswers, prices: Prices, lang: Lang = 'en'): CareProblems {
  const problems: CareProblems = {};
  const values: Partial<Record<CareField, number>> = {};
  const read = (field: CareField) => {
    const whole = WHOLE_FIELDS.includes(field);
    const reading = readAmount(a[field], lang);
    if (reading.kind === 'empty') return void (problems[field] = { code: MISSING[field] ?? 'missing' });
    if (reading.kind === 'invalid') return void (problems[field] = { code: whole ? 'notWholeNumber' : 'notNumber' });
    if (reading.kind === 'ambiguous') {
      const [first, second] = reading.options;
      return void (problems[field] = { code: 'ambiguous', values: { first, second } });
    }
    const n = reading.value;
    if (n < 0) return void (problems[field] = { code: 'negative' });
    if (whole && !Number.isInteger(n)) return void (problems[field] = { code: 'notWhole' });
    values[field] = n;
  };
  if (a.pattern === 'live-in') return problems;

  read('visits');
  if (a.hoursBy === 'visit') read('visitHours');
  else read('weekHours');
  read('eveningHours');
  read('weekendHours');
  read('bankHolidayHours');
  read('sleepIns');
  read('wakingNights');
  read('extraMiles');

  const minimum = prices.packages.minimum_visit_hours;
  const { visits } = values;
  // More visits than a week can hold at the shortest visit: the visits are at fault, whatever
  // the hours say.
  const maxVisits = Math.floor(HOURS_IN_WEEK / minimum);
  if (visits !== undefined && visits < 1) problems.visits = { code: 'noVisits' };
  else if (visits !== undefined && visits > maxVisits)
    problems.visits = { code: 'tooManyVisits', values: { max: maxVisits, minimum } };
  else if (visits !== undefined) {
    const perVisit = a.hoursBy === 'visit' ? values.visitHours : (values.weekHours ?? NaN) / visits;
    const field: CareField = a.hoursBy === 'visit' ? 'visitHours' : 'weekHours';
    const total = a.hoursBy === 'visit' ? (values.visitHours ?? NaN) * visits : values.weekHours;
    if (perVisit !== undefined && !Number.isNaN(perVisit) && !problems[field]) {
      if (total !== undefined && total > HOURS_IN_WEEK) {
        problems[field] = { code: 'tooManyHours', values: { max: HOURS_IN_WEEK, hours: total } };
      } else if (perVisit < minimum) {
        problems[field] = { code: 'visitTooShort', values: { minimum } };
      } else if (perVisit > 24) {
        problems[field] = { code: 'visitTooLong', values: { max: 24 } };
      }
    }
    if (total !== undefined && !Number.isNaN(total) && !problems[field]) {
      for (const premium of ['eveningHours', 'weekendHours'] as const) {
        if (!problems[premium] && (values[premium] ?? 0) > total) {
          problems[premium] = { code: 'premiumsOverHours', values: { hours: total } };
        }
      }
      const both = (values.eveningHours ?? 0) + (values.weekendHours ?? 0);
      if (!problems.eveningHours && !problems.weekendHours && both > total) {
        problems.weekendHours = { code: 'premiumsOverHours', values: { hours: total } };
      }
    }
  }
  if (!problems.bankHolidayHours && (values.bankHolidayHours ?? 0) > BANK_HOLIDAYS * 24) {
    problems.bankHolidayHours = { code: 'bankHolidaysTooMany', values: { max: BANK_HOLIDAYS * 24 } };
  }
  for (const nights of ['sleepIns', 'wakingNights'] as const) {
    if (!problems[nights] && (values[nights] ?? 0) > 7)
      problems[nights] = { code: 'tooManyNights', values: { max: 7 } };
  }
  if (!problems.sleepIns && !problems.wakingNights && (values.sleepIns ?? 0) + (values.wakingNights ?? 0) > 7) {
    problems.wakingNights = { code: 'tooManyNights', values: { max: 7 } };
  }
  if (!problems.extraMiles && (values.extraMiles ?? 0) > 100)
    problems.extraMiles = { code: 'tooFar', values: { max: 100 } };
  return problems;
}

/** One line of the breakdown; `values` fill in its words. */
export interface Line {
  key: 'base' | 'evening' | 'weekend' | 'bankHoliday' | 'discount' | 'sleepIn' | 'wakingNights' | 'travel' | 'liveIn';
  amount: Band;
  values: Record<string, number>;
}

export interface Estimate {
  pattern: 'visits' | 'live-in';
  /** Hours of care a week (visits only; nights are priced by the night). */
  hours: number;
  visits: number;
  weekly: Band;
  monthly: Band;
  lines: Line[];
  /** The package discount applied, if any (percent), and the next one within reach. */
  discount: number;
  next: { hours: number; percent: number; moreHours: number } | null;
  /** Live-in prices are "from" prices: the low end is the starting price. */
  from: boolean;
}

// Every line is rounded to the penny as it is made, and sums add those pennies, so the total
// is always the sum of the lines as shown (never a penny more).
const pence = (n: number) => Math.sign(n) * Math.round(Math.abs(n) * 100);
const pounds = (n: number) => pence(n) / 100;
const times = (band: Band, k: number): Band => [pounds(band[0] * k), pounds(band[1] * k)];
const plus = (a: Band, b: Band): Band => [(pence(a[0]) + pence(b[0])) / 100, (pence(a[1]) + pence(b[1])) / 100];
const flat = (n: number): Band => [pounds(n), pounds(n)];

/** The discounts, smallest threshold first. */
export function discountTiers(prices: Prices): { hours: number; percent: number }[] {
  return Object.values(prices.discounts).sort((a, b) => a.hours - b.hours);
}

/** The percentage off for `hours` of care a week, and the next tier up. */
export function discountFor(hours: number, prices: Prices) {
  const tiers = discountTiers(prices);
  const applied = tiers.filter((t) => hours >= t.hours).pop();
  const next = tiers.find((t) => hours < t.hours);
  return {
    percent: applied?.percent ?? 0,
    next: next ? { hours: next.hours, percent: next.percent, moreHours: next.hours - hours } : null,
  };
}

/** The weekly estimate for valid answers (check them with validateCare first). */
export function estimate(a: CareAnswers, prices: Prices, lang: Lang = 'en'): Estimate {
  if (a.pattern === 'live-in') {
    const weekly = flat(prices.live_in[a.kind]);
    return {
      pattern: 'live-in',
      hours: 0,
      visits: 0,
      weekly,
      monthly: times(weekly, WEEKS_PER_MONTH),
      lines: [{ key: 'liveIn', amount: weekly, values: {} }],
      discount: 0,
      next: null,
      from: true,
    };
  }
  const n = (text: string) => numberIn(text, lang);
  const visits = n(a.visits);
  const hours = a.hoursBy === 'visit' ? visits * n(a.visitHours) : n(a.weekHours);
  const rate = prices.rates[a.kind];
  const lines: Line[] = [{ key: 'base', amount: times(rate, hours), values: { hours, low: rate[0], high: rate[1] } }];
  const premium = (key: Line['key'], count: number, per: number, perWeek: number) => {
    if (count > 0) lines.push({ key, amount: flat(count * per * perWeek), values: { hours: count, per } });
  };
  premium('evening', n(a.eveningHours), prices.premiums.evening, 1);
  premium('weekend', n(a.weekendHours), prices.premiums.weekend, 1);
  // Bank holiday hours are given for the year; a week carries its share.
  premium('bankHoliday', n(a.bankHolidayHours), prices.premiums.bank_holiday, 1 / 52);
  const care = lines.reduce<Band>((sum, l) => plus(sum, l.amount), [0, 0]);
  const { percent, next } = discountFor(hours, prices);
  if (percent > 0) {
    lines.push({ key: 'discount', amount: times(care, -percent / 100), values: { percent, hours } });
  }
  const sleepIns = n(a.sleepIns);
  const wakingNights = n(a.wakingNights);
  if (sleepIns > 0)
    lines.push({ key: 'sleepIn', amount: times(prices.nights.sleep_in, sleepIns), values: { nights: sleepIns } });
  if (wakingNights > 0) {
    const perNight = times(prices.nights.waking_hourly, prices.nights.waking_hours);
    lines.push({
      key: 'wakingNights',
      amount: times(perNight, wakingNights),
      values: { nights: wakingNights, hours: prices.nights.waking_hours },
    });
  }
  const miles = n(a.extraMiles);
  // Travel is charged per visit, and a carer coming for the night is a visit too.
  const trips = visits + sleepIns + wakingNights;
  if (miles > 0 && trips > 0) {
    lines.push({
      key: 'travel',
      amount: flat(miles * prices.travel.per_mile * trips),
      values: { miles, trips, per: prices.travel.per_mile },
    });
  }
  const weekly = lines.reduce<Band>((sum, l) => plus(sum, l.amount), [0, 0]);
  return {
    pattern: 'visits',
    hours,
    visits,
    weekly,
    monthly: times(weekly, WEEKS_PER_MONTH),
    lines,
    discount: percent,
    next,
    from: false,
  };
}
