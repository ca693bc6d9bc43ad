// Care costs (SPEC 18): the provider's price for a chosen pattern of care and the funding
// checker, side by side. Pre-rendered with the default answers, the price tables and the rules;
// after hydration the answers come from the address (a copied link restores them) and the
// results follow every change. Nothing is stored or sent: the address carries the answers.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Link, useLocation, useNavigate } from 'react-router';
import costs from '#generated/data/costs.json' with { type: 'json' };
import type { ContentCopy } from '../../app/page-copy.ts';
import { site } from '../../app/site.ts';
import { formatDate } from '../../i18n/i18n.ts';
import { langFromPath, pathOf, type Lang } from '../../routes/paths.ts';
import { PageIntro } from '../content/page-intro.tsx';
import { useContentPage } from '../content/use-content-page.ts';
import { Field, fieldAria } from '../forms/field.tsx';
import { answersFromSearch, searchFromAnswers, type Answers } from './answers-url.ts';
import {
  defaultCare,
  discountTiers,
  estimate,
  KINDS,
  validateCare,
  type CareAnswers,
  type CareField,
  type Estimate,
  type Prices,
} from './estimate.ts';
import { count, fill, money, moneyBand, plural, type PluralForms } from './format.ts';
import {
  checkFunding,
  defaultFunding,
  validateFunding,
  type Check,
  type Figures,
  type Funding,
  type FundingAnswers,
} from './funding.ts';

const prices = costs.prices as unknown as Prices;
const figures = costs.figures as unknown as Figures;

type Strings = Record<string, string>;
interface CareCostsCopy extends ContentCopy {
  tool: Strings;
  care: Strings;
  errors: Strings;
  estimate: Strings;
  plural: Record<'hours' | 'nights' | 'visits', PluralForms>;
  rules: Strings;
  funding: Strings;
  together: Strings;
  prices: Strings;
}

export function CareCostsPage() {
  const { t } = useTranslation();
  const { copy, trail } = useContentPage<CareCostsCopy>();
  const location = useLocation();
  const navigate = useNavigate();
  const lang = langFromPath(location.pathname);
  // The pre-rendered page shows the defaults; the address's answers apply after hydration.
  const [answers, setAnswers] = useState<Answers>({ care: defaultCare, funding: defaultFunding });
  const [hydrated, setHydrated] = useState(false);
  // The address changes only once the reader changes an answer, so arriving (or switching
  // language) leaves a clean address.
  const [changed, setChanged] = useState(false);
  // Savings start empty: that asks for an answer, and is not an error until the reader has
  // been to the field (or a link carried it).
  const [capitalTouched, setCapitalTouched] = useState(false);
  useEffect(() => {
    setAnswers(answersFromSearch(location.search));
    setCapitalTouched(new URLSearchParams(location.search).has('savings'));
    setHydrated(true);
    // Only on arrival: afterwards the answers drive the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const search = searchFromAnswers(answers);
  useEffect(() => {
    if (changed && `?${search}` !== location.search) {
      void navigate({ search }, { replace: true, preventScrollReset: true });
    }
  }, [changed, search, location.search, navigate]);

  const careProblems = validateCare(answers.care, prices);
  const careOk = Object.keys(careProblems).length === 0;
  const result = careOk ? estimate(answers.care, prices) : null;
  const fundingProblems = validateFunding(answers.funding);
  const awaitingCapital = fundingProblems.capital === 'missing' && !capitalTouched;
  const fundingOk = !fundingProblems.capital;
  const funding = fundingOk ? checkFunding(answers.funding, figures) : null;

  const setCare = <K extends keyof CareAnswers>(key: K, value: CareAnswers[K]) => {
    setChanged(true);
    setAnswers((a) => ({ ...a, care: { ...a.care, [key]: value } }));
  };
  const setFunding = <K extends keyof FundingAnswers>(key: K, value: FundingAnswers[K]) => {
    if (key === 'capital') setCapitalTouched(true);
    setChanged(true);
    setAnswers((a) => ({ ...a, funding: { ...a.funding, [key]: value } }));
  };

  const m = (n: number) => money(n, lang);
  const mb = (band: readonly [number, number]) => moneyBand(band, lang);
  const shareUrl = `${site.web.domain}${location.pathname}?${search}`;
  const together = result ? togetherText(copy, result, funding, lang) : null;

  // One polite announcement of the latest results, for screen readers.
  const announcement = [
    result
      ? fill(copy.estimate.announce, {
          weekly: weeklyText(copy, result, lang),
          monthly: monthlyText(copy, result, lang),
        })
      : '',
    funding?.capital ? fundingAnnouncement(copy, funding, lang) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <PageIntro intro={copy.intro} trail={trail} />
      <div className="container care-costs">
        <noscript>
          <p className="notice">{t('careCosts.needsJs')}</p>
        </noscript>
        <p className="care-costs-privacy">{copy.tool.privacy}</p>
        <div role="status" aria-live="polite" className="visually-hidden">
          {hydrated ? announcement : ''}
        </div>

        <div className="care-costs-grid">
          <CareForm copy={copy} lang={lang} care={answers.care} problems={careProblems} set={setCare} />
          <section className="care-costs-result" aria-labelledby="estimate-title">
            <h2 id="estimate-title">{copy.estimate.heading}</h2>
            {result ? (
              <EstimateView copy={copy} result={result} lang={lang} />
            ) : (
              <p className="notice">{copy.estimate.invalid}</p>
            )}
          </section>

          <FundingForm
            copy={copy}
            funding={answers.funding}
            problem={awaitingCapital ? undefined : fundingProblems.capital}
            set={setFunding}
          />
          <section className="care-costs-result" aria-labelledby="funding-result-title">
            <h2 id="funding-result-title">{copy.funding.result_heading}</h2>
            {funding ? (
              <FundingView copy={copy} funding={funding} lang={lang} />
            ) : (
              <p className="notice">{awaitingCapital ? copy.funding.prompt : copy.estimate.invalid}</p>
            )}
          </section>
        </div>

        <section className="care-costs-together" aria-labelledby="together-title">
          <h2 id="together-title">{copy.together.heading}</h2>
          {together ? together.map((line) => <p key={line}>{line}</p>) : <p>{copy.together.invalid}</p>}
          <Actions
            copy={copy}
            lang={lang}
            shareUrl={shareUrl}
            summary={together ? summaryText(copy, together, shareUrl) : null}
          />
        </section>

        <PriceTables copy={copy} lang={lang} />
        <section className="care-costs-rules" aria-labelledby="rules-title">
          <h2 id="rules-title">{copy.estimate.rules_heading}</h2>
          <ul>
            {RULES.map((key) => (
              <li key={key}>{copy.rules[key]}</li>
            ))}
          </ul>
          <p>{copy.funding.cannot}</p>
        </section>
      </div>
    </>
  );

  function weeklyText(c: CareCostsCopy, e: Estimate, l: Lang) {
    return e.from ? `${c.estimate.from} ${mb(e.weekly)}` : moneyBand(e.weekly, l);
  }
  function monthlyText(c: CareCostsCopy, e: Estimate, l: Lang) {
    return e.from ? `${c.estimate.from} ${mb(e.monthly)}` : moneyBand(e.monthly, l);
  }
  function fundingAnnouncement(c: CareCostsCopy, f: Funding, l: Lang) {
    const band = f.capital!;
    if (band.band === 'between') return fill(c.funding.announce_between, { tariff: money(band.tariff, l) });
    return band.band === 'above' ? c.funding.announce_above : c.funding.announce_below;
  }
  function togetherText(c: CareCostsCopy, e: Estimate, f: Funding | null, l: Lang): string[] {
    const weekly = weeklyText(c, e, l);
    const lines = [fill(c.together.care, { weekly, monthly: monthlyText(c, e, l) })];
    if (!f) return [...lines, awaitingCapital ? c.funding.prompt : c.together.invalid];
    const band = f.capital;
    if (!band) lines.push(fill(c.together.child, { weekly }));
    else if (band.band === 'between') lines.push(fill(c.together.between, { weekly, tariff: m(band.tariff) }));
    else lines.push(fill(c.together[band.band], { weekly }));
    return lines;
  }
}

/** The rules in the order a reader needs them (the copy's keys arrive sorted by name). */
const RULES = ['band', 'minimum', 'premiums', 'discount', 'nights', 'travel', 'live_in', 'month', 'fees'] as const;

function summaryText(copy: CareCostsCopy, lines: string[], url: string): string {
  return [copy.together.message, ...lines, url].join('\n');
}

/** A group of radio buttons with a legend. */
function Choice<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="choice-group">
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <div key={o.value} className="choice">
          <input
            type="radio"
            id={`${id}-${o.value}`}
            name={props.name}
            value={o.value}
            checked={props.value === o.value}
            onChange={() => props.onChange(o.value)}
          />
          <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** A number field that keeps what was typed and shows its problem in the page's language. */
function NumberField(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error}>
      <input
        id={props.id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        className="input-short"
        value={props.value}
        {...fieldAria(props.id, { hint: !!props.hint, error: !!props.error })}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  );
}

function CareForm({
  copy,
  lang,
  care,
  problems,
  set,
}: {
  copy: CareCostsCopy;
  lang: Lang;
  care: CareAnswers;
  problems: ReturnType<typeof validateCare>;
  set: <K extends keyof CareAnswers>(key: K, value: CareAnswers[K]) => void;
}) {
  const id = useId();
  const c = copy.care;
  const error = (field: CareField) => {
    const p = problems[field];
    if (!p) return null;
    const values = Object.fromEntries(Object.entries(p.values ?? {}).map(([k, v]) => [k, count(v, lang)]));
    return fill(copy.errors[p.code], values);
  };
  const num = (field: CareField, label: string, hint?: string) => (
    <NumberField
      id={`${id}-${field}`}
      label={label}
      hint={hint}
      value={care[field]}
      error={error(field)}
      onChange={(v) => set(field, v)}
    />
  );
  const miles = count(prices.travel.included_miles, lang);
  return (
    <form className="care-costs-form" aria-labelledby={`${id}-title`} onSubmit={(e) => e.preventDefault()}>
      <h2 id={`${id}-title`}>{c.heading}</h2>
      <Choice
        legend={c.kind}
        name="care"
        value={care.kind}
        options={KINDS.map((k) => ({ value: k, label: c[k] }))}
        onChange={(v) => set('kind', v)}
      />
      <Choice
        legend={c.pattern}
        name="pattern"
        value={care.pattern}
        options={[
          { value: 'visits', label: c.visits_pattern },
          { value: 'live-in', label: c.live_in_pattern },
        ]}
        onChange={(v) => set('pattern', v)}
      />
      {care.pattern === 'visits' && (
        <>
          {num('visits', c.visits)}
          <Choice
            legend={c.hours_by}
            name="by"
            value={care.hoursBy}
            options={[
              { value: 'visit', label: c.by_visit },
              { value: 'week', label: c.by_week },
            ]}
            onChange={(v) => set('hoursBy', v)}
          />
          {care.hoursBy === 'visit'
            ? num('visitHours', c.visit_hours, c.visit_hours_hint)
            : num('weekHours', c.week_hours)}
          <fieldset>
            <legend>{c.premiums}</legend>
            <p className="hint">{c.premiums_hint}</p>
            {num('eveningHours', c.evening_hours)}
            {num('weekendHours', c.weekend_hours)}
            {num('bankHolidayHours', c.bank_holiday_hours, c.bank_holiday_hint)}
          </fieldset>
          <fieldset>
            <legend>{c.nights}</legend>
            {num('sleepIns', c.sleep_ins)}
            {num('wakingNights', c.waking_nights)}
          </fieldset>
          {num('extraMiles', fill(c.miles, { miles, town: site.address.locality }), fill(c.miles_hint, { miles }))}
        </>
      )}
    </form>
  );
}

function EstimateView({ copy, result, lang }: { copy: CareCostsCopy; result: Estimate; lang: Lang }) {
  const e = copy.estimate;
  const mb = (band: readonly [number, number]) => moneyBand(band, lang);
  const hours = (n: number) => plural(copy.plural.hours, n, lang);
  const from = (text: string) => (result.from ? `${e.from} ${text}` : text);
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
          miles: count(v.miles, lang),
          per: money(v.per, lang),
          trips: plural(copy.plural.visits, v.trips, lang),
        });
      case 'liveIn':
        return e.liveIn;
    }
  };
  return (
    <>
      <p className="care-costs-figure">
        <strong>{from(mb(result.weekly))}</strong> {e.a_week}
        <br />
        <strong>{from(mb(result.monthly))}</strong> {e.a_month}
      </p>
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
                <td className="amount">{from(mb(line.amount))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{e.total}</th>
              <td className="amount">{from(mb(result.weekly))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
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

function FundingForm({
  copy,
  funding,
  problem,
  set,
}: {
  copy: CareCostsCopy;
  funding: FundingAnswers;
  problem: string | undefined;
  set: <K extends keyof FundingAnswers>(key: K, value: FundingAnswers[K]) => void;
}) {
  const id = useId();
  const f = copy.funding;
  const yesNo = [
    { value: 'yes' as const, label: f.yes },
    { value: 'no' as const, label: f.no },
  ];
  return (
    <form className="care-costs-form" aria-labelledby={`${id}-title`} onSubmit={(e) => e.preventDefault()}>
      <h2 id={`${id}-title`}>{f.heading}</h2>
      <Choice
        legend={f.age}
        name="age"
        value={funding.age}
        options={(['child', 'adult', 'pension'] as const).map((a) => ({ value: a, label: f[a] }))}
        onChange={(v) => set('age', v)}
      />
      {funding.age !== 'child' && (
        <NumberField
          id={`${id}-capital`}
          label={f.capital}
          hint={f.capital_hint}
          value={funding.capital}
          error={problem ? copy.errors[`capital_${problem}`] : null}
          onChange={(v) => set('capital', v)}
        />
      )}
      <Choice
        legend={f.benefits}
        name="benefits"
        value={funding.benefits}
        options={yesNo}
        onChange={(v) => set('benefits', v)}
      />
      <Choice legend={f.carer} name="carer" value={funding.carer} options={yesNo} onChange={(v) => set('carer', v)} />
      <Choice
        legend={f.health}
        name="health"
        value={funding.health}
        options={[...yesNo, { value: 'unsure' as const, label: f.unsure }]}
        onChange={(v) => set('health', v)}
      />
    </form>
  );
}

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

function FundingView({ copy, funding, lang }: { copy: CareCostsCopy; funding: Funding; lang: Lang }) {
  const f = copy.funding;
  const m = (n: number) => money(n, lang);
  const year = funding.taxYear;
  const band = funding.capital;
  let bandText: ReactNode;
  if (!band) bandText = f.child_note;
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
      <h3>{f.checks_heading}</h3>
      <ul>
        {funding.checks.map((check) => (
          <li key={check.kind}>
            <CheckText copy={copy} check={check} year={year} lang={lang} />
          </li>
        ))}
      </ul>
      <p>
        {f.council} <a href={figures.council.find}>{f.find_council}</a>,{' '}
        <a href={figures.council.needs_assessment}>{f.needs_assessment}</a>.
      </p>
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

function Actions({
  copy,
  lang,
  shareUrl,
  summary,
}: {
  copy: CareCostsCopy;
  lang: Lang;
  shareUrl: string;
  summary: string | null;
}) {
  const t = copy.together;
  const [copied, setCopied] = useState<'done' | 'fallback' | null>(null);
  const fallbackRef = useRef<HTMLInputElement>(null);
  useEffect(() => setCopied(null), [shareUrl]);
  useEffect(() => {
    if (copied === 'fallback') fallbackRef.current?.select();
  }, [copied]);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied('done');
    } catch {
      setCopied('fallback');
    }
  };
  const contact = useMemo(() => {
    const path = pathOf('contact', lang);
    return summary ? `${path}?message=${encodeURIComponent(summary)}` : path;
  }, [lang, summary]);
  return (
    <div className="care-costs-actions">
      <button type="button" className="button button-secondary" onClick={() => window.print()}>
        {t.print}
      </button>
      <button type="button" className="button button-secondary" onClick={() => void copyLink()}>
        {t.copy}
      </button>
      <Link className="button button-primary" to={contact}>
        {t.send}
      </Link>
      <p aria-live="polite" className="care-costs-copied">
        {copied === 'done' && t.copied}
      </p>
      {copied === 'fallback' && (
        <p>
          <label>
            {t.copy_fallback} <input ref={fallbackRef} type="text" readOnly value={shareUrl} />
          </label>
        </p>
      )}
    </div>
  );
}

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

function PriceTables({ copy, lang }: { copy: CareCostsCopy; lang: Lang }) {
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
