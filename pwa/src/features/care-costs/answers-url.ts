// Every answer of the estimator and the funding checker in the page's query string, so a copied
// link restores them all and nothing is stored anywhere. Unknown or missing values fall back
// to the defaults; typed text is kept as typed (even when wrong), as the page keeps it.
import { defaultCare, KINDS, type CareAnswers } from './estimate.ts';
import { AGES, defaultFunding, type FundingAnswers } from './funding.ts';

export interface Answers {
  care: CareAnswers;
  funding: FundingAnswers;
}

/** Query-string names: short, stable, and the same in both languages. */
const TEXT_KEYS = {
  visits: 'visits',
  visitHours: 'length',
  weekHours: 'hours',
  eveningHours: 'evening',
  weekendHours: 'weekend',
  bankHolidayHours: 'bankhol',
  sleepIns: 'sleepin',
  wakingNights: 'waking',
  extraMiles: 'miles',
} as const satisfies Partial<Record<keyof CareAnswers, string>>;

const MAX_TEXT = 20;

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

export function answersFromSearch(search: string): Answers {
  const q = new URLSearchParams(search);
  const care: CareAnswers = { ...defaultCare };
  care.kind = oneOf(q.get('care'), KINDS, defaultCare.kind);
  care.pattern = oneOf(q.get('pattern'), ['visits', 'live-in'] as const, defaultCare.pattern);
  care.hoursBy = oneOf(q.get('by'), ['visit', 'week'] as const, defaultCare.hoursBy);
  for (const [field, key] of Object.entries(TEXT_KEYS) as [keyof typeof TEXT_KEYS, string][]) {
    const value = q.get(key);
    if (value !== null) care[field] = value.slice(0, MAX_TEXT);
  }
  const yesNo = (key: string, fallback: 'yes' | 'no') => oneOf(q.get(key), ['yes', 'no'] as const, fallback);
  const funding: FundingAnswers = {
    capital: (q.get('savings') ?? defaultFunding.capital).slice(0, MAX_TEXT),
    age: oneOf(q.get('age'), AGES, defaultFunding.age),
    benefits: yesNo('benefits', defaultFunding.benefits),
    carer: yesNo('carer', defaultFunding.carer),
    health: oneOf(q.get('health'), ['yes', 'no', 'unsure'] as const, defaultFunding.health),
  };
  return { care, funding };
}

/** The query string (without `?`) that restores `answers`. */
export function searchFromAnswers({ care, funding }: Answers): string {
  const q = new URLSearchParams();
  q.set('care', care.kind);
  q.set('pattern', care.pattern);
  q.set('by', care.hoursBy);
  for (const [field, key] of Object.entries(TEXT_KEYS) as [keyof typeof TEXT_KEYS, string][]) q.set(key, care[field]);
  q.set('savings', funding.capital);
  q.set('age', funding.age);
  q.set('benefits', funding.benefits);
  q.set('carer', funding.carer);
  q.set('health', funding.health);
  return q.toString();
}
