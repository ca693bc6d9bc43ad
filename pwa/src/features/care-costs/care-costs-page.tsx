// Care costs: the provider's price for a chosen pattern of care and the funding
// checker, side by side. Pre-rendered with the default answers, the price tables and the rules;
// after hydration the answers come from the address (a copied link restores them) and the
// results follow every change. Nothing is stored or sent: the address carries the answers.
import { lazy, Suspense, useEffect, useState } from 'react';
import { OnceHydrated } from '../../shared/hydration.tsx';
import { usePrintout } from '../../shared/printout.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { site } from '../../shared/site.ts';
import { langFromPath, pathOf, type Lang } from '../../shared/paths.ts';
import { Link } from '../../shared/links.tsx';
import { readAmount } from './amount.ts';
import { PageIntro } from '../content/page-intro.tsx';
import { useContentPage } from '../content/use-content-page.ts';
import { answersFromSearch, searchFromAnswers, type Answers } from './answers-url.ts';
import { CareForm } from './care-form.tsx';
import { figures, prices, RULES, type CareCostsCopy } from './costs-copy.ts';
import { defaultCare, estimate, validateCare, type CareAnswers } from './estimate.ts';
import { EstimateView } from './estimate-view.tsx';
import { count, fill } from './format.ts';
import { checkFunding, defaultFunding, validateFunding, type FundingAnswers } from './funding.ts';
import { FundingForm } from './funding-form.tsx';
import { FundingView } from './funding-view.tsx';
import { PriceTables } from './price-tables.tsx';
import { answerRows } from './answers-in-words.ts';
import { ShareActions } from './share-actions.tsx';
import { announcementText, togetherText, weeklyText } from './summary-text.ts';

// The printout loads at the reader's first touch of the page (shared/printout.ts).
const loadPrintout = () => import('./print-summary.tsx');
const PrintSummary = lazy(() => loadPrintout().then((m) => ({ default: m.PrintSummary })));

/** How long the reader pauses before the screen reader hears the new results. */
const ANNOUNCE_AFTER_MS = 1200;

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

  const careProblems = validateCare(answers.care, prices, lang);
  const careOk = Object.keys(careProblems).length === 0;
  const result = careOk ? estimate(answers.care, prices, lang) : null;
  const fundingProblems = validateFunding(answers.funding, lang);
  const awaitingCapital = fundingProblems.capital?.code === 'missing' && !capitalTouched;
  const fundingProblem = awaitingCapital ? undefined : fundingProblems.capital;
  const funding = fundingProblems.capital ? null : checkFunding(answers.funding, figures, lang);

  const setCare = <K extends keyof CareAnswers>(key: K, value: CareAnswers[K]) => {
    setChanged(true);
    setAnswers((a) => ({ ...a, care: withCare(a.care, key, value, lang) }));
  };
  const setFunding = <K extends keyof FundingAnswers>(key: K, value: FundingAnswers[K]) => {
    if (key === 'capital') setCapitalTouched(true);
    setChanged(true);
    setAnswers((a) => ({ ...a, funding: { ...a.funding, [key]: value } }));
  };

  const { wanted: printWanted, print } = usePrintout(loadPrintout);

  const shareUrl = `${site.web.domain}${location.pathname}?${search}`;
  const together = result ? togetherText(copy, result, funding, lang) : null;

  // The screen reader hears the results, or what to correct, once the reader pauses after a
  // change: not at every keystroke, and each change once.
  const announcement = announcementText(copy, lang, { result, funding, careProblems, fundingProblem });
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    // Arriving is not news: the page's results are there to read.
    if (!changed) return;
    const timer = setTimeout(() => setAnnounced(announcement), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
    // Every keystroke (a new `search`) restarts the pause, even one that leaves the text as it was.
  }, [announcement, changed, search]);

  return (
    <>
      <PageIntro intro={copy.intro} trail={trail} />
      <div className="container care-costs">
        <noscript>
          <p className="notice">{t('careCosts.needsJs')}</p>
        </noscript>
        <p className="care-costs-privacy">{copy.tool.privacy}</p>
        <div role="status" aria-live="polite" className="visually-hidden">
          {announced}
        </div>

        <div className="care-costs-grid">
          <CareForm copy={copy} lang={lang} care={answers.care} problems={careProblems} set={setCare} />
          <section className="care-costs-result" aria-labelledby="estimate-title">
            <h2 id="estimate-title">{copy.estimate.heading}</h2>
            <noscript>
              <p className="notice">{t('careCosts.example')}</p>
            </noscript>
            {result ? (
              <EstimateView copy={copy} result={result} lang={lang} />
            ) : (
              <p className="notice">{copy.estimate.invalid}</p>
            )}
          </section>

          <FundingForm copy={copy} lang={lang} funding={answers.funding} problem={fundingProblem} set={setFunding} />
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
          {together ? (
            <>
              {together.map((line) => (
                <p key={line}>{line}</p>
              ))}
              {!funding && <p>{awaitingCapital ? copy.funding.prompt : copy.together.invalid}</p>}
            </>
          ) : (
            <p>{copy.together.invalid}</p>
          )}
          <ShareActions
            copy={copy}
            lang={lang}
            shareUrl={shareUrl}
            onPrint={() => void print()}
            summary={together ? handOffText(copy, answers, together, shareUrl, lang) : null}
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
          <h3>{copy.funding_rules.heading}</h3>
          <ul>
            {FUNDING_RULES.map((key) => (
              <li key={key}>{copy.funding_rules[key]}</li>
            ))}
          </ul>
          <p>
            {copy.funding.source}: <a href={figures.capital.source}>{new URL(figures.capital.source).hostname}</a>
          </p>
          <p>{copy.funding.cannot}</p>
          <p>
            <Link to={pathOf('needs-assessment', lang)}>{copy.funding.needs_checklist}</Link>
          </p>
        </section>
        {/* The bar that keeps the estimate in sight on a phone is the live estimator's alone:
            it appears once the page has hydrated, leaving the pre-rendered page as it was. */}
        <OnceHydrated>
          <p className="care-costs-glance">
            <span>
              {result
                ? fill(copy.estimate.glance, { weekly: weeklyText(copy, result, lang) })
                : copy.estimate.glance_invalid}
            </span>{' '}
            <a href="#estimate-title">{copy.estimate.glance_link}</a>
          </p>
        </OnceHydrated>
        {/* Drawn once the address's answers are read and the page has hydrated (hydrating
            changes nothing on the pre-rendered page); seen only in print. */}
        {hydrated && printWanted && (
          <OnceHydrated>
            <Suspense fallback={null}>
              <PrintSummary
                copy={copy}
                lang={lang}
                path={location.pathname}
                answers={answers}
                result={result}
                funding={funding}
                awaitingCapital={awaitingCapital}
              />
            </Suspense>
          </OnceHydrated>
        )}
      </div>
    </>
  );
}

/**
 * The message handed to the consultation form: the answers in words (those the reader has
 * given; never an instruction such as "enter their savings above"), the results, and the link
 * that restores them.
 */
function handOffText(copy: CareCostsCopy, answers: Answers, together: string[], url: string, lang: Lang): string {
  const rows = answerRows(copy, answers, prices, lang);
  const given = [...rows.care, ...rows.funding].filter((row) => !row.problem).map((r) => `${r.label}: ${r.value}`);
  return [copy.together.message, ...given, '', ...together, url].join('\n');
}

/** The means test's rules, pre-rendered from figures.toml, in the order a reader needs them. */
const FUNDING_RULES = ['above', 'between', 'below', 'home', 'local'] as const;

/**
 * The care answers with one changed. Switching how the hours are given carries the hours over
 * (7 visits of 2 hours become 14 hours a week, and back), rather than bringing back a hidden
 * default that may not fit the visits.
 */
function withCare<K extends keyof CareAnswers>(
  care: CareAnswers,
  key: K,
  value: CareAnswers[K],
  lang: Lang,
): CareAnswers {
  const next = { ...care, [key]: value };
  if (key !== 'hoursBy' || value === care.hoursBy) return next;
  const positive = (text: string) => {
    const reading = readAmount(text, lang);
    return reading.kind === 'number' && reading.value > 0 ? reading.value : null;
  };
  const visits = positive(care.visits);
  const perVisit = positive(care.visitHours);
  const perWeek = positive(care.weekHours);
  if (visits && value === 'week' && perVisit) next.weekHours = count(visits * perVisit, lang);
  if (visits && value === 'visit' && perWeek) next.visitHours = count(perWeek / visits, lang);
  return next;
}
