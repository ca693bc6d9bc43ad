// What the page says about a typed answer, in its language: a field's problem with every count
// in its right plural form ("172 godziny", "1 extra mile"), how the field was read ("Read as
// £18,000"), and the two readings to choose from when the typing could mean either.
import type { Lang } from '../../shared/paths.ts';
import { readAmount } from './amount.ts';
import { site } from '../../shared/site.ts';
import type { AmountChoice } from './answer-fields.tsx';
import { prices, type CareCostsCopy } from './costs-copy.ts';
import type { CareField, Problem } from './estimate.ts';
import { count, fill, money, number, plural } from './format.ts';
import type { FundingProblem } from './funding.ts';

/** What a field counts: its amounts are written with this unit. */
export type Unit = 'money' | 'hours' | 'visits' | 'nights' | 'miles';

export const FIELD_UNITS: Record<CareField, Unit> = {
  visits: 'visits',
  visitHours: 'hours',
  weekHours: 'hours',
  eveningHours: 'hours',
  weekendHours: 'hours',
  bankHolidayHours: 'hours',
  sleepIns: 'nights',
  wakingNights: 'nights',
  extraMiles: 'miles',
};

/** Each field's label, as the form shows it. */
export const FIELD_LABELS: Record<CareField, (copy: CareCostsCopy, lang: Lang) => string> = {
  visits: (c) => c.care.visits,
  visitHours: (c) => c.care.visit_hours,
  weekHours: (c) => c.care.week_hours,
  eveningHours: (c) => c.care.evening_hours,
  weekendHours: (c) => c.care.weekend_hours,
  bankHolidayHours: (c) => c.care.bank_holiday_hours,
  sleepIns: (c) => c.care.sleep_ins,
  wakingNights: (c) => c.care.waking_nights,
  extraMiles: (c, lang) =>
    fill(c.care.miles, { miles: count(prices.travel.included_miles, lang), town: site.address.locality }),
};

/** The unit of each number a message carries (Polish takes the accusative after "at least"). */
const VALUE_UNITS: Partial<Record<Problem['code'], Record<string, keyof CareCostsCopy['plural']>>> = {
  tooManyVisits: { max: 'visits', minimum: 'hours_at_least' },
  tooManyHours: { hours: 'hours', max: 'hours' },
  visitTooShort: { minimum: 'hours_at_least' },
  visitTooLong: { max: 'hours_at_least' },
  premiumsOverHours: { hours: 'hours' },
  tooManyNights: { max: 'nights' },
  bankHolidaysTooMany: { max: 'hours_at_least' },
  tooFar: { max: 'miles' },
};

/** An amount with its unit: "£18,000", "1.5 hours", "3 visits". */
export function withUnit(value: number, unit: Unit, copy: CareCostsCopy, lang: Lang): string {
  return unit === 'money' ? money(value, lang) : plural(copy.plural[unit], value, lang);
}

/** The message of a care field's problem. */
export function careProblemText(copy: CareCostsCopy, field: CareField, problem: Problem, lang: Lang): string {
  const units = VALUE_UNITS[problem.code] ?? {};
  const values = Object.fromEntries(
    Object.entries(problem.values ?? {}).map(([key, value]) => {
      if (problem.code === 'ambiguous') return [key, withUnit(value, FIELD_UNITS[field], copy, lang)];
      const unit = units[key];
      return [key, unit ? plural(copy.plural[unit], value, lang) : count(value, lang)];
    }),
  );
  return fill(copy.errors[problem.code], values);
}

/** The message of the savings field's problem. */
export function fundingProblemText(copy: CareCostsCopy, problem: FundingProblem, lang: Lang): string {
  if (problem.code !== 'ambiguous') return copy.errors[`capital_${problem.code}`];
  return fill(copy.errors.ambiguous, {
    first: money(problem.values.first, lang),
    second: money(problem.values.second, lang),
  });
}

/** The two readings of an ambiguous field as buttons: the label, and the text the field takes. */
export function choicesFor(
  problem: { code: string; values?: Record<string, number> } | undefined,
  unit: Unit,
  copy: CareCostsCopy,
  lang: Lang,
): AmountChoice[] {
  if (problem?.code !== 'ambiguous' || !problem.values) return [];
  return [problem.values.first, problem.values.second].map((value) => ({
    label: withUnit(value, unit, copy, lang),
    text: unit === 'money' ? number(value, lang) : count(value, lang),
  }));
}

/**
 * "Read as £18,000." for a field read as a number: always for money, which the means test
 * turns on; for other fields only when the typing differs from how the page writes the number.
 */
export function readAsText(text: string, unit: Unit, copy: CareCostsCopy, lang: Lang): string | null {
  const reading = readAmount(text, lang);
  if (reading.kind !== 'number' || reading.value < 0) return null;
  if (unit !== 'money' && text.trim() === count(reading.value, lang)) return null;
  return fill(copy.estimate.read_as, { value: withUnit(reading.value, unit, copy, lang) });
}
