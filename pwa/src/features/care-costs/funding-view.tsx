// The funding checker's answer: the savings band, what is worth checking, each public figure with
// its tax year and source, and where to ask the council.
import type { Lang } from '../../routes/paths.ts';
import { figures, type CareCostsCopy } from './costs-copy.ts';
import { fill, money } from './format.ts';
import type { Check, Funding } from './funding.ts';

function Source({ href, label }: { href: string; label: string }) {
  return (
    <>
      {' '}
      <a href={href}>
        {label}: {new URL(href).hostname.replace(/^www\./, '')}
      </a>
    </>
  );
}

export function FundingView({ copy, funding, lang }: { copy: CareCostsCopy; funding: Funding; lang: Lang }) {
  const f = copy.funding;
  const year = funding.taxYear;
  const band = funding.capital;
  return (
    <>
      <p>
        {bandText(copy, funding, lang)}
        {band && <Source href={figures.capital.source} label={f.source} />}
      </p>
      {funding.checks.length > 0 && (
        <>
          <h3>{f.checks_heading}</h3>
          <ul>
            {funding.checks.map((check) => (
              <li key={check.kind}>
                <CheckText copy={copy} check={check} year={year} lang={lang} />
              </li>
            ))}
          </ul>
        </>
      )}
      {band ? (
        <>
          <p>{f.council_funding}</p>
          <p>
            {f.council} <a href={figures.council.find}>{f.find_council}</a>,{' '}
            <a href={figures.council.needs_assessment}>{f.needs_assessment}</a>.
          </p>
        </>
      ) : (
        <p>
          {f.council_children} <a href={figures.council.find}>{f.find_council}</a>,{' '}
          <a href={figures.council.children}>{f.children_help}</a>.
        </p>
      )}
    </>
  );
}

/** Where the savings fall in the means test, and what that means (for a child, why it does not apply). */
export function bandText(copy: CareCostsCopy, funding: Funding, lang: Lang): string {
  const f = copy.funding;
  const m = (n: number) => money(n, lang);
  const year = funding.taxYear;
  const band = funding.capital;
  if (!band) return funding.age === 'young' ? f.young_note : f.child_note;
  if (band.band === 'between') {
    const { per, income } = figures.tariff.current;
    return fill(f.between, {
      lower: m(band.lower),
      upper: m(band.upper),
      year,
      tariff: m(band.tariff),
      over: m(band.over),
      income: m(income),
      per: m(per),
    });
  }
  if (band.band === 'above') return fill(f.above, { upper: m(band.upper), year });
  return fill(f.below, { lower: m(band.lower), year });
}

/** A thing worth checking, in words, without its source. */
export function checkText(copy: CareCostsCopy, check: Check, year: string, lang: Lang): string {
  const f = copy.funding;
  const m = (n: number) => money(n, lang);
  switch (check.kind) {
    case 'attendanceAllowance':
      return fill(f.attendanceAllowance, { lower: m(check.lower), higher: m(check.higher), year });
    case 'carersAllowance':
      return fill(f.carersAllowance, { rate: m(check.rate), limit: m(check.earningsLimit), year });
    case 'pensionCredit':
      return fill(f.pensionCredit, { single: m(check.single), couple: m(check.couple), year });
    default:
      return f[check.kind];
  }
}

const OTHER_SOURCES: Partial<Record<Check['kind'], string>> = {
  pip: 'https://www.gov.uk/pip',
  dlaChild: 'https://www.gov.uk/disability-living-allowance-children',
};

function CheckText({ copy, check, year, lang }: { copy: CareCostsCopy; check: Check; year: string; lang: Lang }) {
  const f = copy.funding;
  const text = checkText(copy, check, year, lang);
  if (check.kind === 'continuingHealthcare')
    return (
      <>
        {text} <a href={check.checklist}>{f.checklist}</a>.
      </>
    );
  const source = 'source' in check ? check.source : OTHER_SOURCES[check.kind];
  return (
    <>
      {text}
      {source && <Source href={source} label={f.source} />}
    </>
  );
}
