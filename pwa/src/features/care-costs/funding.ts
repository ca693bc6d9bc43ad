// The funding checker: where the reader's savings put them in the council's means test, and
// which benefits and NHS routes are worth checking, from content/figures.toml (through
// generated/data/costs.json). Pure functions, unit-tested in funding.test.ts. It works out only
// what the national rules fix: the council's own assessment of income decides what anyone pays.
import type { FundingFigures } from '#generated/types/FundingFigures.ts';
import type { Lang } from '../../shared/paths.ts';
import { readAmount } from './amount.ts';
import { numberIn } from './estimate.ts';

/** The public figures the checker works from (the indexer's `FundingFigures`, from
 * content/figures.toml). */
export type Figures = FundingFigures;

/** Under 16; 16 or 17 (PIP from 16, adult care from 18); 18 to State Pension age; over it. */
export const AGES = ['child', 'young', 'adult', 'pension'] as const;
export type Age = (typeof AGES)[number];
export type YesNo = 'yes' | 'no';

export interface FundingAnswers {
  /** Savings and capital, not counting the home the person lives in. */
  capital: string;
  age: Age;
  /** Already gets Attendance Allowance or PIP (or DLA for a child). */
  benefits: YesNo;
  /** A family carer gives 35 hours or more a week. */
  carer: YesNo;
  /** Complex or unstable health needs (for NHS continuing healthcare). */
  health: YesNo | 'unsure';
}

export const defaultFunding: FundingAnswers = {
  capital: '',
  age: 'pension',
  benefits: 'no',
  carer: 'no',
  health: 'no',
};

export type FundingProblem =
  { code: 'missing' | 'notNumber' | 'negative' } | { code: 'ambiguous'; values: { first: number; second: number } };

/** The adult means test applies from 18: below that, savings are not asked for. */
export function asksSavings(age: Age): boolean {
  return age === 'adult' || age === 'pension';
}

export function validateFunding(a: FundingAnswers, lang: Lang = 'en'): { capital?: FundingProblem } {
  if (!asksSavings(a.age)) return {};
  const reading = readAmount(a.capital, lang);
  if (reading.kind === 'empty') return { capital: { code: 'missing' } };
  if (reading.kind === 'invalid') return { capital: { code: 'notNumber' } };
  if (reading.kind === 'ambiguous') {
    const [first, second] = reading.options;
    return { capital: { code: 'ambiguous', values: { first, second } } };
  }
  if (reading.value < 0) return { capital: { code: 'negative' } };
  return {};
}

/** Savings as typed ("£18,000", "18 000", "100.000" on the Polish page), in pounds. */
export function parseCapital(text: string, lang: Lang = 'en'): number {
  return numberIn(text, lang);
}

export type CapitalBand =
  | { band: 'above'; upper: number }
  | { band: 'between'; lower: number; upper: number; over: number; tariff: number }
  | { band: 'below'; lower: number };

/**
 * The band of the means test for `capital` pounds: above the upper limit the person pays the
 * full cost; between the limits the council counts tariff income of `income` a week for every
 * `per` pounds, or part of it, above the lower limit; at or below the lower limit savings are
 * not counted. Worked in pence, so £14,250.01 is a penny over the limit, not a rounding error.
 */
export function capitalBand(capital: number, figures: Figures): CapitalBand {
  const { upper, lower } = figures.capital.current;
  const { per, income } = figures.tariff.current;
  const pence = Math.round(capital * 100);
  if (pence > upper * 100) return { band: 'above', upper };
  if (pence <= lower * 100) return { band: 'below', lower };
  const overPence = pence - lower * 100;
  const tariff = Math.ceil(overPence / (per * 100)) * income;
  return { band: 'between', lower, upper, over: overPence / 100, tariff };
}

/** What is worth checking, in the order the page lists it. */
export type Check =
  | { kind: 'attendanceAllowance'; lower: number; higher: number; source: string }
  | { kind: 'benefitCounted' }
  | { kind: 'pip' }
  | { kind: 'dlaChild' }
  | { kind: 'carersAllowance'; rate: number; earningsLimit: number; source: string }
  | { kind: 'pensionCredit'; single: number; couple: number; source: string }
  | { kind: 'continuingHealthcare'; checklist: string; source: string };

export interface Funding {
  /** Null under 18: the adult means test does not apply. */
  capital: CapitalBand | null;
  checks: Check[];
  taxYear: string;
  age: Age;
}

/** The checker's answer for valid answers (check them with validateFunding first). */
export function checkFunding(a: FundingAnswers, figures: Figures, lang: Lang = 'en'): Funding {
  const checks: Check[] = [];
  if (a.age === 'pension') {
    if (a.benefits === 'no') {
      const { lower, higher } = figures.attendance_allowance.current;
      checks.push({ kind: 'attendanceAllowance', lower, higher, source: figures.attendance_allowance.source });
    } else checks.push({ kind: 'benefitCounted' });
    const { single, couple } = figures.pension_credit.current;
    checks.push({ kind: 'pensionCredit', single, couple, source: figures.pension_credit.source });
  } else if (a.age === 'adult') {
    checks.push(a.benefits === 'no' ? { kind: 'pip' } : { kind: 'benefitCounted' });
  } else if (a.benefits === 'no') {
    // PIP replaces Disability Living Allowance at 16.
    checks.push({ kind: a.age === 'young' ? 'pip' : 'dlaChild' });
  }
  if (a.carer === 'yes') {
    const { rate, earnings_limit } = figures.carers_allowance.current;
    checks.push({
      kind: 'carersAllowance',
      rate,
      earningsLimit: earnings_limit,
      source: figures.carers_allowance.source,
    });
  }
  if (a.health !== 'no') {
    const { checklist, source } = figures.continuing_healthcare;
    checks.push({ kind: 'continuingHealthcare', checklist, source });
  }
  return {
    capital: asksSavings(a.age) ? capitalBand(parseCapital(a.capital, lang), figures) : null,
    checks,
    taxYear: figures.tax_year,
    age: a.age,
  };
}
