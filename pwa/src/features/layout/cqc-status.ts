// What the CQC box says for each status the CQC gives: a rating (Outstanding, Good, Requires
// improvement, Inadequate) with its date, or "Not yet rated" before the first inspection, which
// has no date and no "rated" wording. Pure, unit-tested in cqc-status.test.ts.

export const NOT_YET_RATED = 'Not yet rated';

/** A translation key and its values, for each line of the box. */
export type CqcLine = { key: string; values: Record<string, string> };

export function cqcLines(cqc: { rating: string; rating_date: string }, formatDate: (iso: string) => string): CqcLine[] {
  if (cqc.rating === NOT_YET_RATED || !cqc.rating_date) {
    return [
      { key: 'common.cqcRegistered', values: {} },
      { key: 'common.cqcNotYetRated', values: {} },
    ];
  }
  return [
    { key: 'common.cqcRating', values: { rating: cqc.rating } },
    { key: 'common.cqcRatingDate', values: { date: formatDate(cqc.rating_date) } },
  ];
}
