// The results in sentences, for the screen, the screen reader's announcement and the message
// handed to the consultation form: one wording for all three.
import type { Lang } from '../../shared/paths.ts';
import { careProblemText, FIELD_LABELS, fundingProblemText } from './answer-text.ts';
import type { CareCostsCopy } from './costs-copy.ts';
import type { Band, CareProblems, Estimate } from './estimate.ts';
import { fill, money, moneyBand } from './format.ts';
import type { Funding, FundingProblem } from './funding.ts';

/** An amount of the estimate: "£154–£175", or "from £1,400" for live-in care. */
export function estimateAmount(copy: CareCostsCopy, e: Estimate, band: Band, lang: Lang): string {
  const text = moneyBand(band, lang);
  return e.from ? `${copy.estimate.from} ${text}` : text;
}

export function weeklyText(copy: CareCostsCopy, e: Estimate, lang: Lang): string {
  return estimateAmount(copy, e, e.weekly, lang);
}

export function monthlyText(copy: CareCostsCopy, e: Estimate, lang: Lang): string {
  return estimateAmount(copy, e, e.monthly, lang);
}

function fundingAnnouncement(copy: CareCostsCopy, f: Funding, lang: Lang): string {
  const band = f.capital;
  if (!band) return '';
  if (band.band === 'between') return fill(copy.funding.announce_between, { tariff: money(band.tariff, lang) });
  return band.band === 'above' ? copy.funding.announce_above : copy.funding.announce_below;
}

/** The two results side by side; null lines are left for the page to fill (a prompt, say). */
export function togetherText(copy: CareCostsCopy, e: Estimate, f: Funding | null, lang: Lang): string[] {
  const c = copy.together;
  const weekly = weeklyText(copy, e, lang);
  const lines = [fill(c.care, { weekly, monthly: monthlyText(copy, e, lang) })];
  const band = f?.capital;
  if (!f) return lines;
  if (!band) lines.push(fill(c.child, { weekly }));
  else if (band.band === 'between') lines.push(fill(c.between, { weekly, tariff: money(band.tariff, lang) }));
  else lines.push(fill(c[band.band], { weekly }));
  return lines;
}

/**
 * What a screen reader hears once the reader pauses: the problems, each with its field, or
 * the results.
 */
export function announcementText(
  copy: CareCostsCopy,
  lang: Lang,
  r: {
    result: Estimate | null;
    funding: Funding | null;
    careProblems: CareProblems;
    fundingProblem: FundingProblem | undefined;
  },
): string {
  const problems = [
    ...Object.entries(r.careProblems).map(
      ([field, p]) =>
        `${FIELD_LABELS[field as keyof CareProblems](copy, lang)}: ${careProblemText(copy, field as keyof CareProblems, p, lang)}`,
    ),
    ...(r.fundingProblem ? [`${copy.funding.capital}: ${fundingProblemText(copy, r.fundingProblem, lang)}`] : []),
  ];
  if (problems.length) return fill(copy.estimate.announce_problems, { problems: problems.join(' ') });
  return [
    r.result
      ? fill(copy.estimate.announce, {
          weekly: weeklyText(copy, r.result, lang),
          monthly: monthlyText(copy, r.result, lang),
        })
      : '',
    r.funding ? fundingAnnouncement(copy, r.funding, lang) : '',
  ]
    .filter(Boolean)
    .join(' ');
}
