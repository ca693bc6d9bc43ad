// The price list as tables, pre-rendered: readable without JavaScript and in print.
import { formatDate } from '../../i18n/i18n.ts';
import type { Lang } from '../../shared/paths.ts';
import { prices, type CareCostsCopy } from './costs-copy.ts';
import { discountTiers, KINDS } from './estimate.ts';
import { count, fill, money, moneyBand } from './format.ts';

/** A small table of the price list: a heading per column, each row headed by its first cell. */
function PriceTable({ head, rows }: { head: string[]; rows: [string, ...string[]][] }) {
  return (
    <div className="table-scroll">
      <table>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...cells]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PriceTables({ copy, lang }: { copy: CareCostsCopy; lang: Lang }) {
  const p = copy.prices;
  const m = (n: number) => money(n, lang);
  const mb = (band: readonly [number, number]) => moneyBand(band, lang);
  return (
    <section className="care-costs-prices" aria-labelledby="prices-title">
      <h2 id="prices-title">{p.heading}</h2>
      <p>{fill(p.intro, { from: formatDate(prices.from, lang) })}</p>
      <PriceTable
        head={[p.kind, p.per_hour, p.live_in]}
        rows={KINDS.map((k) => [copy.care[k], mb(prices.rates[k]), `${copy.estimate.from} ${m(prices.live_in[k])}`])}
      />
      <PriceTable
        head={[p.when, p.extra]}
        rows={(['evening', 'weekend', 'bank_holiday'] as const).map((k) => [p[k], `+ ${m(prices.premiums[k])}`])}
      />
      <PriceTable
        head={[p.night, p.price]}
        rows={[
          [p.sleep_in, mb(prices.nights.sleep_in)],
          [p.waking, mb(prices.nights.waking_hourly)],
        ]}
      />
      <PriceTable
        head={[p.weekly_hours, p.discount]}
        rows={discountTiers(prices).map((d) => [
          fill(p.or_more, { hours: count(d.hours, lang) }),
          `${count(d.percent, lang)}%`,
        ])}
      />
    </section>
  );
}
