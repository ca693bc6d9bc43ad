// The needs assessment checklist: the ten outcomes of the eligibility regulations for the
// person, the carer's part, what the answers may mean, and a summary to print (in English
// beside the Polish on the Polish page) or to send with a consultation request.
// Pre-rendered with no answer chosen, so the outcomes read as HTML; after hydration, answers
// kept on this device (only if the reader chose to keep them) come back. Answers are never
// sent and never go into an address (docs/requirements.md, "Needs assessment checklist").
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OnceHydrated } from '../../shared/hydration.tsx';
import { usePrintout } from '../../shared/printout.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { langFromPath, pathOf } from '../../shared/paths.ts';
import { PageIntro } from '../content/page-intro.tsx';
import { Sections } from '../content/sections.tsx';
import { useContentPage } from '../content/use-content-page.ts';
import { dropHandedMessage, handMessage } from '../contact/handed-message.ts';
import {
  emptyChecklist,
  noteKey,
  NOTE_LIMIT,
  type Answer,
  type Checklist,
  type Part,
  type Question,
  type YesNo,
} from './checklist.ts';
import { forgetKept, keep, readKept } from './kept-answers.ts';
import type { NeedsCopy } from './needs-copy.ts';
import { OutcomeField, YesNoField } from './outcome-fields.tsx';
import { announcementText, handOffText, outcomeIds, readChecklist, resultLines } from './result-text.ts';

// The printout, with the English words a Polish printout needs, loads at the reader's first
// touch of the page (shared/printout.ts).
const loadPrintout = () => import('./print-summary.tsx');
const PrintSummary = lazy(() => loadPrintout().then((m) => ({ default: m.PrintSummary })));

/** How long the reader pauses before the screen reader hears the new result. */
const ANNOUNCE_AFTER_MS = 1200;

/** The consultation form's limit for its message (contact/consultation.ts `LIMITS.message`). */
const MESSAGE_LIMIT = 1500;

export function NeedsAssessmentPage() {
  const { t } = useTranslation();
  const { copy, trail } = useContentPage<NeedsCopy>();
  const location = useLocation();
  const navigate = useNavigate();
  const lang = langFromPath(location.pathname);
  const ids = useMemo(() => outcomeIds(copy), [copy]);

  const [checklist, setChecklist] = useState<Checklist>(emptyChecklist);
  const [keepOn, setKeepOn] = useState(false);
  const [keepRefused, setKeepRefused] = useState(false);
  // Arriving is not news, nor are answers coming back from the device: only the reader's changes.
  const [changed, setChanged] = useState(false);
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    const kept = readKept(ids);
    if (kept) {
      setChecklist(kept);
      setKeepOn(true);
    }
  }, [ids]);
  // While the reader keeps their answers, every change is kept at once.
  useEffect(() => {
    if (keepOn) setKeepRefused(!keep(checklist));
  }, [keepOn, checklist]);

  const change = (update: (c: Checklist) => Checklist) => {
    setChanged(true);
    setChecklist(update);
  };
  const setAnswer = (part: Part, id: string, a: Answer) => change((c) => ({ ...c, [part]: { ...c[part], [id]: a } }));
  const setNote = (part: Part, id: string, text: string) =>
    change((c) => ({ ...c, notes: { ...c.notes, [noteKey(part, id)]: text.slice(0, NOTE_LIMIT) } }));
  const setQuestion = (q: Question, v: YesNo) => change((c) => ({ ...c, questions: { ...c.questions, [q]: v } }));

  const reading = readChecklist(copy, checklist);
  const lines = resultLines(copy, reading);
  const announcement = announcementText(copy, reading);
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => setAnnounced(announcement), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [announcement, changed]);

  const onKeep = (on: boolean) => {
    setKeepOn(on);
    if (!on) {
      forgetKept();
      setKeepRefused(false);
    }
  };
  const clear = () => {
    forgetKept();
    dropHandedMessage();
    setKeepOn(false);
    setKeepRefused(false);
    setChanged(false);
    setChecklist(emptyChecklist);
    setAnnounced(t('needs.cleared'));
  };

  const { wanted: printWanted, print } = usePrintout(loadPrintout);
  const send = () => {
    handMessage(handOffText(copy, checklist, MESSAGE_LIMIT));
    void navigate(pathOf('contact', lang));
  };

  const outcomes = (part: Part) =>
    (part === 'person' ? copy.outcomes : copy.carer_outcomes).map((o) => (
      <OutcomeField
        key={o.id}
        copy={copy}
        part={part}
        outcome={o}
        answer={checklist[part][o.id]}
        note={checklist.notes[noteKey(part, o.id)] ?? ''}
        onAnswer={(a) => setAnswer(part, o.id, a)}
        onNote={(text) => setNote(part, o.id, text)}
      />
    ));
  const question = (q: Question, label: string, hint?: string) => (
    <YesNoField
      copy={copy}
      label={label}
      hint={hint}
      value={checklist.questions[q]}
      onChange={(v) => setQuestion(q, v)}
    />
  );

  return (
    <>
      <PageIntro intro={copy.intro} trail={trail} />
      <div className="container narrow content-body">
        <noscript>
          <p className="notice">{t('needs.needsJs')}</p>
        </noscript>
        <section className="page-section" aria-labelledby="privacy-title">
          <h2 id="privacy-title">{copy.privacy.heading}</h2>
          <p>{copy.privacy.page}</p>
          <p>{copy.privacy.keep}</p>
          <p>{copy.privacy.handoff}</p>
          <p>{copy.privacy.clear}</p>
        </section>
        <div role="status" aria-live="polite" className="visually-hidden">
          {announced}
        </div>

        <form className="needs-form" onSubmit={(e) => e.preventDefault()}>
          <section className="page-section" aria-labelledby="person-title">
            <h2 id="person-title">{copy.person.heading}</h2>
            <p>{copy.person.intro}</p>
            {outcomes('person')}
            {question('cause', copy.person.cause, copy.person.cause_hint)}
            {question('impact', copy.person.impact, copy.person.impact_hint)}
          </section>
          <section className="page-section" aria-labelledby="carer-title">
            <h2 id="carer-title">{copy.carer.heading}</h2>
            <p>{copy.carer.intro}</p>
            {outcomes('carer')}
            {question('carerHealth', copy.carer.health)}
            {question('carerImpact', copy.carer.impact)}
          </section>
        </form>

        <section className="needs-result" aria-labelledby="result-title">
          <h2 id="result-title">{copy.result.heading}</h2>
          <h3>{copy.person.heading}</h3>
          {lines.person.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <h3>{copy.carer.heading}</h3>
          {lines.carer.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            <strong>{copy.result.council}</strong>
          </p>
          <div className="care-costs-actions">
            <button type="button" className="button button-secondary" onClick={() => void print()}>
              {t('needs.print')}
            </button>
            <button type="button" className="button button-primary" onClick={send}>
              {t('needs.send')}
            </button>
          </div>
          <div className="choice">
            <input id="needs-keep" type="checkbox" checked={keepOn} onChange={(e) => onKeep(e.target.checked)} />
            <label htmlFor="needs-keep">{t('needs.keep')}</label>
          </div>
          {keepRefused && <p className="notice">{t('needs.keepRefused')}</p>}
          <p>
            <button type="button" className="button button-secondary" onClick={clear}>
              {t('needs.clear')}
            </button>
          </p>
        </section>

        <Sections sections={copy.sections ?? []} />
        {printWanted && (
          <OnceHydrated>
            <Suspense fallback={null}>
              <PrintSummary copy={copy} lang={lang} path={location.pathname} checklist={checklist} />
            </Suspense>
          </OnceHydrated>
        )}
      </div>
    </>
  );
}
