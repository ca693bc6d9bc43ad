// The estimate: the weekly and monthly figures, the breakdown line by line and the rules applied.
import type { Lang } from '../../shared/paths.ts';
import type { CareCostsCopy } from './costs-copy.ts';
import type { Band, Estimate } from './estimate.ts';
import { count, fill, money, moneyBand, plural } from './format.ts';
import { estimateAmount } from './summary-text.ts';

type Props = { copy: CareCostsCopy; result: Estimate; lang: Lang };

export function EstimateView({ copy, result, lang }: Props) {
  const e = copy.estimate;
  const hours = (n: number) => plural(copy.plural.hours, n, lang);
  return (
    <>
      <p className="care-costs-figure">
        <strong>{estimateAmount(copy, result, result.weekly, lang)}</strong> {e.a_week}
        <br />
        <strong>{estimateAmount(copy, result, result.monthly, lang)}</strong> {e.a_month}
      </p>
      <Breakdown copy={copy} result={result} lang={lang} />
      {result.next && (
        <p>
          {fill(e.next_discount, {
            more: hours(result.next.moreHours),
            hours: hours(result.next.hours),
            percent: count(result.next.percent, lang),
          })}
        </p>
      )}
      <h3>{e.rules_heading}</h3>
      <ul>
        {appliedRules(result).map((key) => (
          <li key={key}>{copy.rules[key]}</li>
        ))}
      </ul>
    </>
  );
}

/** The breakdown, a week, line by line. */
export function Breakdown({ copy, result, lang }: Props) {
  const e = copy.estimate;
  const mb = (band: readonly [number, number]) => moneyBand(band, lang);
  const hours = (n: number) => plural(copy.plural.hours, n, lang);
  const from = (band: Band) => estimateAmount(copy, result, band, lang);
  const describe = (key: Estimate['lines'][number]['key'], v: Record<string, number>): string => {
    switch (key) {
      case 'base':
        return fill(e.base, { hours: hours(v.hours), rate: mb([v.low, v.high]) });
      case 'evening':
      case 'weekend':
      case 'bankHoliday':
        return fill(e[key], { hours: hours(v.hours), per: money(v.per, lang) });
      case 'discount':
        return fill(e.discount, { percent: count(v.percent, lang), hours: hours(v.hours) });
      case 'sleepIn':
        return fill(e.sleepIn, { nights: plural(copy.plural.nights, v.nights, lang) });
      case 'wakingNights':
        return fill(e.wakingNights, {
          nights: plural(copy.plural.nights, v.nights, lang),
          hours: count(v.hours, lang),
        });
      case 'travel':
        return fill(e.travel, {
          miles: plural(copy.plural.miles, v.miles, lang),
          per: money(v.per, lang),
          trips: plural(copy.plural.visits, v.trips, lang),
        });
      case 'liveIn':
        return e.liveIn;
    }
  };
  return (
    <div className="table-scroll">
      <table className="care-costs-lines">
        <caption>{e.breakdown}</caption>
        <thead>
          <tr>
            <th scope="col">{e.item}</th>
            <th scope="col">{e.amount}</th>
          </tr>
        </thead>
        <tbody>
          {result.lines.map((line) => (
            <tr key={line.key}>
              <td>{describe(line.key, line.values)}</td>
              <td className="amount">{from(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{e.total}</th>
            <td className="amount">{from(result.weekly)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The rules behind the lines shown, in plain words (keys of the copy's `rules`). */
function appliedRules(result: Estimate): string[] {
  if (result.pattern === 'live-in') return ['live_in', 'month'];
  const keys = new Set(result.lines.map((l) => l.key));
  const rules = ['band', 'minimum'];
  if (keys.has('evening') || keys.has('weekend') || keys.has('bankHoliday')) rules.push('premiums');
  if (keys.has('discount') || result.next) rules.push('discount');
  if (keys.has('sleepIn') || keys.has('wakingNights')) rules.push('nights');
  rules.push('travel', 'month', 'fees');
  return rules;
}
