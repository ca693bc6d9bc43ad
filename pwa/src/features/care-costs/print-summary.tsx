// What "Print this summary" prints: one page with the answers in words, the estimate and its
// breakdown, where the savings fall and what is worth checking, what this cannot tell, the
// date printed and the date of the prices, and how to reach the provider. Hidden on screen and
// shown alone in print (styles/print-summaries.css). The page renders it once hydrated: the answers in the
// address are read only then, and the date printed is the reader's, not the build's.
import { absoluteUrl, site } from '../../shared/site.ts';
import { drawnSignal, usePrintDate } from '../../shared/printout-drawn.ts';
import { formatDate } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import type { Lang } from '../../shared/paths.ts';
import type { Answers } from './answers-url.ts';
import { prices, type CareCostsCopy } from './costs-copy.ts';
import type { Estimate } from './estimate.ts';
import { Breakdown } from './estimate-view.tsx';
import { fill } from './format.ts';
import type { Funding } from './funding.ts';
import { bandText, checkText } from './funding-view.tsx';
import { answerRows, type AnswerRow } from './answers-in-words.ts';
import { estimateAmount } from './summary-text.ts';

/** A date kept on one line. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

function AnswerList({ heading, rows }: { heading: string; rows: AnswerRow[] }) {
  return (
    <div>
      <h4>{heading}</h4>
      <dl>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              {row.value}
              {row.problem && <strong className="print-problem">{row.problem}</strong>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const signal = drawnSignal();
/** Settles once the summary is on the page: the Print button waits for it before printing. */
export const drawn = signal.drawn;

export function PrintSummary({
  copy,
  lang,
  path,
  answers,
  result,
  funding,
  awaitingCapital,
}: {
  copy: CareCostsCopy;
  lang: Lang;
  /** The page's path, printed as where to find the sources and the price list. */
  path: string;
  answers: Answers;
  result: Estimate | null;
  funding: Funding | null;
  awaitingCapital: boolean;
}) {
  const { t } = useTranslation();
  const p = copy.print;
  const date = usePrintDate(signal.markDrawn);
  const rows = answerRows(copy, answers, prices, lang);
  const [before, after = ''] = p.more.split('%url%');
  const { brand, contact, address } = site;
  return (
    <section className="print-summary" aria-labelledby="print-title">
      <header className="print-head">
        <p>
          <strong>{brand.name}</strong>
          <br />
          {address.street}, {address.locality}, {address.region}, {address.postcode}
          <br />
          {t('common.phone')}: {contact.phone}
          <br />
          {t('common.email')}: {contact.email}
        </p>
        <h2 id="print-title">{p.heading}</h2>
        <p>
          {fill(p.printed, { date: unbroken(formatDate(date, lang)) })}{' '}
          {fill(p.prices_from, { from: unbroken(formatDate(prices.from, lang)) })}
        </p>
      </header>

      <h3>{p.answers}</h3>
      <div className="print-answers">
        <AnswerList heading={copy.care.heading} rows={rows.care} />
        <AnswerList heading={copy.funding.heading} rows={rows.funding} />
      </div>

      <h3>{copy.estimate.heading}</h3>
      {result ? (
        <>
          <p className="print-figures">
            <strong>{estimateAmount(copy, result, result.weekly, lang)}</strong> {copy.estimate.a_week} ·{' '}
            <strong>{estimateAmount(copy, result, result.monthly, lang)}</strong> {copy.estimate.a_month}
          </p>
          <Breakdown copy={copy} result={result} lang={lang} />
        </>
      ) : (
        <p className="print-problem">{copy.estimate.invalid}</p>
      )}

      <h3>{copy.funding.result_heading}</h3>
      {funding ? (
        <>
          <p>{bandText(copy, funding, lang)}</p>
          <h4>{copy.funding.checks_heading}</h4>
          <ul>
            {funding.checks.map((check) => (
              <li key={check.kind}>{checkText(copy, check, funding.taxYear, lang)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="print-problem">{awaitingCapital ? copy.funding.prompt : copy.estimate.invalid}</p>
      )}

      <p className="print-cannot">{copy.funding.cannot}</p>
      <p>
        {before}
        <span className="nowrap">{absoluteUrl(path)}</span>
        {after}
      </p>
    </section>
  );
}
