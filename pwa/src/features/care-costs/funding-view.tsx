// The funding checker's answer: the savings band, what is worth checking, each public figure with
// its tax year and source, and where to ask the council.
import type { ReactNode } from 'react';
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
  const m = (n: number) => money(n, lang);
  const year = funding.taxYear;
  const band = funding.capital;
  let bandText: ReactNode;
  if (!band) bandText = funding.age === 'young' ? f.young_note : f.child_note;
  else if (band.band === 'between') {
    const { per, income } = figures.tariff.current;
    bandText = fill(f.between, {
      lower: m(band.lower),
      upper: m(band.upper),
      year,
      tariff: m(band.tariff),
      over: m(band.over),
      income: m(income),
      per: m(per),
    });
  } else if (band.band === 'above') bandText = fill(f.above, { upper: m(band.upper), year });
  else bandText = fill(f.below, { lower: m(band.lower), year });
  return (
    <>
      <p>
        {bandText}
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

const OTHER_SOURCES: Partial<Record<Check['kind'], string>> = {
  pip: 'https://www.gov.uk/pip',
  dlaChild: 'https://www.gov.uk/disability-living-allowance-children',
};

function CheckText({ copy, check, year, lang }: { copy: CareCostsCopy; check: Check; year: string; lang: Lang }) {
  const f = copy.funding;
  const m = (n: number) => money(n, lang);
  switch (check.kind) {
    case 'attendanceAllowance':
      return (
        <>
          {fill(f.attendanceAllowance, { lower: m(check.lower), higher: m(check.higher), year })}
          <Source href={check.source} label={f.source} />
        </>
      );
    case 'carersAllowance':
      return (
        <>
          {fill(f.carersAllowance, { rate: m(check.rate), limit: m(check.earningsLimit), year })}
          <Source href={check.source} label={f.source} />
        </>
      );
    case 'pensionCredit':
      return (
        <>
          {fill(f.pensionCredit, { single: m(check.single), couple: m(check.couple), year })}
          <Source href={check.source} label={f.source} />
        </>
      );
    case 'continuingHealthcare':
      return (
        <>
          {f.continuingHealthcare} <a href={check.checklist}>{f.checklist}</a>.
        </>
      );
    default: {
      const source = OTHER_SOURCES[check.kind];
      return (
        <>
          {f[check.kind]}
          {source && <Source href={source} label={f.source} />}
        </>
      );
    }
  }
}
