// What "Print or save as PDF" prints: the answers to every outcome, the notes, what the answers
// may mean and that the council decides. Below each outcome in plain words stand the
// regulation's own English words. From the Polish page, each answer and reading is printed in
// English too, below the Polish, for an assessor who reads no Polish; the family's notes are
// printed as typed, under a line saying, in both languages, that they are in Polish. Hidden on screen, shown alone in print
// (styles/main.css). The English words come with this module, which loads only once the reader
// touches the page, so they cost a first visit nothing and are there offline.
import type { ReactNode } from 'react';
import english from '#generated/data/pages/needs-assessment.en.json' with { type: 'json' };
import { absoluteUrl, site } from '../../shared/site.ts';
import { drawnSignal, usePrintDate } from '../../shared/printout-drawn.ts';
import { formatDate } from '../../i18n/i18n.ts';
import type { Lang } from '../../shared/paths.ts';
import { noteKey, type Checklist, type Part, type Question } from './checklist.ts';
import type { NeedsCopy, Outcome } from './needs-copy.ts';
import { answerText, fill, outcomeName, readChecklist, resultLines } from './result-text.ts';

const en = english as unknown as NeedsCopy;

const signal = drawnSignal();
/** Settles once the summary is on the page: the Print button waits for it before printing. */
export const drawn = signal.drawn;

export function PrintSummary({
  copy,
  lang,
  path,
  checklist,
}: {
  copy: NeedsCopy;
  lang: Lang;
  path: string;
  checklist: Checklist;
}) {
  const date = usePrintDate(signal.markDrawn);
  const bilingual = lang !== 'en';
  /** `text` in the page's language, with `english` printed below it (marked as English). */
  const pair = (text: string, english: string): ReactNode => (
    <>
      {text}
      <span lang="en" className="print-english">
        {english}
      </span>
    </>
  );
  /** The page's words, and the English beside them when the page is not in English. */
  const both = (words: (c: NeedsCopy) => string): ReactNode => (bilingual ? pair(words(copy), words(en)) : words(copy));
  const p = copy.print;
  const reading = readChecklist(copy, checklist);
  const lines = { page: resultLines(copy, reading), en: resultLines(en, readChecklist(en, checklist)) };
  const withCarer = reading.carer.reading !== 'none';
  const lawOf = (o: Outcome) => (o.letter ? `(${o.letter}) ${o.law}` : o.law);
  const englishOf = (part: Part, i: number) => (part === 'person' ? en.outcomes : en.carer_outcomes)[i];

  // Each outcome in plain words, and below it the regulation's own English words.
  const outcomeRows = (part: Part) =>
    (part === 'person' ? copy.outcomes : copy.carer_outcomes).map((o, i) => {
      const answer = checklist[part][o.id];
      return (
        <tr key={o.id}>
          <td>{pair(outcomeName(o), lawOf(englishOf(part, i)))}</td>
          <td>{both((c) => (answer ? answerText(c, part, answer) : c.print.not_answered))}</td>
        </tr>
      );
    });
  const questionRow = (q: Question, label: (c: NeedsCopy) => string) => {
    const v = checklist.questions[q];
    return (
      <tr key={q}>
        <td>{both(label)}</td>
        <td>{both((c) => (v ? c.choices[v] : c.print.not_answered))}</td>
      </tr>
    );
  };
  const table = (caption: (c: NeedsCopy) => string, rows: ReactNode) => (
    <table className="print-table">
      <caption>{both(caption)}</caption>
      <thead>
        <tr>
          <th scope="col">{both((c) => c.print.outcome_column)}</th>
          <th scope="col">{both((c) => c.print.answer_column)}</th>
        </tr>
      </thead>
      <tbody>{rows}</tbody>
    </table>
  );
  // A blank checklist printed to fill in by hand has no reading, nor the page's prompt to answer.
  const resultParagraphs = (part: Part) =>
    reading[part].reading === 'none'
      ? null
      : lines.page[part].map((line, i) => <p key={line}>{bilingual ? pair(line, lines.en[part][i]) : line}</p>);
  const notes = (['person', 'carer'] as const).flatMap((part) =>
    (part === 'person' ? copy.outcomes : copy.carer_outcomes).flatMap((o, i) => {
      const note = checklist.notes[noteKey(part, o.id)]?.trim();
      return note ? [{ key: noteKey(part, o.id), name: outcomeName(o), law: lawOf(englishOf(part, i)), note }] : [];
    }),
  );
  const [before, after = ''] = p.more.split('%url%');

  return (
    <section className="print-summary" aria-labelledby="print-title">
      <header className="print-head">
        <p>
          <strong>{site.brand.name}</strong>
        </p>
        <h2 id="print-title">{both((c) => c.print.heading)}</h2>
        <p>{fill(p.printed, { date: formatDate(date, lang) })}</p>
        <p>{both((c) => c.print.intro)}</p>
      </header>

      {table(
        (c) => c.person.heading,
        <>
          {outcomeRows('person')}
          {questionRow('cause', (c) => c.person.cause)}
          {questionRow('impact', (c) => c.person.impact)}
        </>,
      )}
      {resultParagraphs('person')}

      {withCarer && (
        <>
          {table(
            (c) => c.carer.heading,
            <>
              {outcomeRows('carer')}
              {questionRow('carerHealth', (c) => c.carer.health)}
              {questionRow('carerImpact', (c) => c.carer.impact)}
            </>,
          )}
          {resultParagraphs('carer')}
        </>
      )}

      {notes.length > 0 && (
        <>
          {/* From a Polish page: the line saying, in both languages, that the notes are in Polish. */}
          <h3>{bilingual ? pair(p.notes_language, en.print.notes_language) : p.notes}</h3>
          <dl className="print-notes">
            {notes.map((n) => (
              <div key={n.key}>
                <dt>{pair(n.name, n.law)}</dt>
                <dd>{n.note}</dd>
              </div>
            ))}
          </dl>
        </>
      )}

      <p>
        <strong>{both((c) => c.result.council)}</strong>
      </p>
      <p>
        {before}
        <span className="nowrap">{absoluteUrl(path)}</span>
        {after}
      </p>
    </section>
  );
}
