// The answers in words, as the printed summary lists them and the consultation hand-off sends
// them: only those that apply to the chosen pattern and age, each wrong one with the message the
// form shows beside it. Pure, unit-tested in answers-in-words.test.ts.
import type { Lang } from '../../shared/paths.ts';
import type { Answers } from './answers-url.ts';
import type { CareCostsCopy } from './costs-copy.ts';
import { readAmount } from './amount.ts';
import { careProblemText, fundingProblemText } from './answer-text.ts';
import { validateCare, type CareField, type Prices } from './estimate.ts';
import { count, fill, money } from './format.ts';
import { asksSavings, parseCapital, validateFunding } from './funding.ts';

export interface AnswerRow {
  label: string;
  value: string;
  /** What to correct, as the form says it; null when the answer is fine. */
  problem: string | null;
}

/** The answers about care (first) and about paying for it (second). */
export function answerRows(
  copy: CareCostsCopy,
  { care, funding }: Answers,
  prices: Prices,
  lang: Lang,
): { care: AnswerRow[]; funding: AnswerRow[] } {
  const c = copy.care;
  const f = copy.funding;
  const p = copy.print;
  const careProblems = validateCare(care, prices, lang);
  const typed = (text: string) => {
    const reading = readAmount(text, lang);
    if (reading.kind === 'empty') return p.not_given;
    return reading.kind === 'number' ? count(reading.value, lang) : text.trim();
  };
  const field = (key: CareField, label: string): AnswerRow => {
    const problem = careProblems[key];
    return { label, value: typed(care[key]), problem: problem ? careProblemText(copy, key, problem, lang) : null };
  };
  const careRows: AnswerRow[] = [
    { label: c.kind, value: c[care.kind], problem: null },
    {
      label: c.pattern,
      value: care.pattern === 'visits' ? c.visits_pattern : c.live_in_pattern,
      problem: null,
    },
  ];
  if (care.pattern === 'visits')
    careRows.push(
      field('visits', c.visits),
      care.hoursBy === 'visit' ? field('visitHours', c.visit_hours) : field('weekHours', c.week_hours),
      field('eveningHours', p.evening_hours),
      field('weekendHours', p.weekend_hours),
      field('bankHolidayHours', p.bank_holiday_hours),
      field('sleepIns', c.sleep_ins),
      field('wakingNights', c.waking_nights),
      field('extraMiles', fill(p.miles, { miles: count(prices.travel.included_miles, lang) })),
    );

  const capitalProblem = validateFunding(funding, lang).capital;
  const yesNo = (answer: 'yes' | 'no' | 'unsure') => f[answer];
  const fundingRows: AnswerRow[] = [{ label: f.age, value: f[funding.age], problem: null }];
  if (asksSavings(funding.age))
    fundingRows.push({
      label: p.savings,
      value: capitalProblem ? typed(funding.capital) : money(parseCapital(funding.capital, lang), lang),
      problem: capitalProblem ? fundingProblemText(copy, capitalProblem, lang) : null,
    });
  fundingRows.push(
    { label: p.benefits, value: yesNo(funding.benefits), problem: null },
    { label: p.carer, value: yesNo(funding.carer), problem: null },
    { label: p.health, value: yesNo(funding.health), problem: null },
  );
  return { care: careRows, funding: fundingRows };
}
