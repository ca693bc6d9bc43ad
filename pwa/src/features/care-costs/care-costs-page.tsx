// Care costs: the provider's price for a chosen pattern of care and the funding
// checker, side by side. Pre-rendered with the default answers, the price tables and the rules;
// after hydration the answers come from the address (a copied link restores them) and the
// results follow every change. Nothing is stored or sent: the address carries the answers.
import { useEffect, useState } from 'react';
import { OnceHydrated } from '../../app/hydration-turns.tsx';
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { site } from '../../app/site.ts';
import { langFromPath, type Lang } from '../../routes/paths.ts';
import { PageIntro } from '../content/page-intro.tsx';
import { useContentPage } from '../content/use-content-page.ts';
import { answersFromSearch, searchFromAnswers, type Answers } from './answers-url.ts';
import { CareForm } from './care-form.tsx';
import { figures, prices, RULES, type CareCostsCopy } from './costs-copy.ts';
import { defaultCare, estimate, validateCare, type CareAnswers, type Estimate } from './estimate.ts';
import { estimateAmount, EstimateView } from './estimate-view.tsx';
import { fill, money } from './format.ts';
import { checkFunding, defaultFunding, validateFunding, type Funding, type FundingAnswers } from './funding.ts';
import { FundingForm } from './funding-form.tsx';
import { FundingView } from './funding-view.tsx';
import { PriceTables } from './price-tables.tsx';
import { PrintSummary } from './print-summary.tsx';
import { ShareActions } from './share-actions.tsx';

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
          <ShareActions
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
        {/* Drawn once the address's answers are read and the page has hydrated (hydrating
            changes nothing on the pre-rendered page); seen only in print. */}
        {hydrated && (
          <OnceHydrated>
            <PrintSummary
              copy={copy}
              lang={lang}
              path={location.pathname}
              answers={answers}
              result={result}
              funding={funding}
              awaitingCapital={awaitingCapital}
            />
          </OnceHydrated>
        )}
      </div>
    </>
  );

  function weeklyText(c: CareCostsCopy, e: Estimate, l: Lang) {
    return estimateAmount(c, e, e.weekly, l);
  }
  function monthlyText(c: CareCostsCopy, e: Estimate, l: Lang) {
    return estimateAmount(c, e, e.monthly, l);
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

function summaryText(copy: CareCostsCopy, lines: string[], url: string): string {
  return [copy.together.message, ...lines, url].join('\n');
}
