// What the answers may mean, in sentences: one wording for the screen, the screen reader's
// announcement, the printed summary (in English too, from the English copy) and the message
// handed to the consultation form.
import { noteKey, type Answer, type Checklist, type Part } from './checklist.ts';
import { readCarer, readPerson, type PartReading } from './counting.ts';
import type { NeedsCopy, Outcome } from './needs-copy.ts';

/** The copy's `%name%` words filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/%(\w+)%/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const outcomeIds = (copy: NeedsCopy) => ({
  person: copy.outcomes.map((o) => o.id),
  carer: copy.carer_outcomes.map((o) => o.id),
});

export interface Reading {
  person: PartReading;
  carer: PartReading;
}

export function readChecklist(copy: NeedsCopy, c: Checklist): Reading {
  const ids = outcomeIds(copy);
  return { person: readPerson(c, ids.person), carer: readCarer(c, ids.carer) };
}

/** The person's result, then the carer's, each a few sentences. */
export function resultLines(copy: NeedsCopy, r: Reading): { person: string[]; carer: string[] } {
  const t = copy.result;
  const { person, carer } = r;
  return {
    person:
      person.reading === 'none'
        ? [t.none]
        : [
            fill(t.answered, { answered: person.answered, total: person.total }),
            fill(t.count, { count: person.unable, total: person.total }),
            t[person.reading],
          ],
    carer:
      carer.reading === 'none'
        ? [t.carer_none]
        : [fill(t.carer_count, { count: carer.unable, total: carer.total }), t[`carer_${carer.reading}`]],
  };
}

/** What a screen reader hears after a pause: the results, and that the council decides. */
export function announcementText(copy: NeedsCopy, r: Reading): string {
  const lines = resultLines(copy, r);
  return [...lines.person, ...(r.carer.reading === 'none' ? [] : lines.carer), copy.result.council].join(' ');
}

/** The words of an answer; the carer's "difficulty" leaves out taking longer (regulation 3(3)). */
export function answerText(copy: NeedsCopy, part: Part, answer: Answer): string {
  return part === 'carer' && answer === 'difficulty' ? copy.choices.carer_difficulty : copy.choices[answer];
}

export const outcomeName = (o: Outcome) => (o.letter ? `(${o.letter}) ${o.title}` : o.title);

/**
 * The message handed to the consultation form: the outcomes that look hard, with their notes
 * while the whole fits in `limit` characters (the form's own limit), then what it may mean. The
 * outcomes the person manages alone are left out: the consultation is about the help needed.
 */
export function handOffText(copy: NeedsCopy, c: Checklist, limit: number): string {
  const r = readChecklist(copy, c);
  const lines = resultLines(copy, r);
  const outcomeLines = (part: Part, outcomes: Outcome[], withNotes: boolean) =>
    outcomes.flatMap((o) => {
      const answer = c[part][o.id];
      if (!answer || answer === 'alone') return [];
      const note = c.notes[noteKey(part, o.id)]?.trim();
      return [`- ${outcomeName(o)}: ${answerText(copy, part, answer)}${withNotes && note ? ` (${note})` : ''}`];
    });
  // The page's prompt to answer ("choose an answer...") is no news for the provider.
  const compose = (withNotes: boolean) =>
    [
      copy.print.message,
      ...outcomeLines('person', copy.outcomes, withNotes),
      ...(r.person.reading === 'none' ? [] : lines.person),
      ...(r.carer.reading === 'none'
        ? []
        : ['', copy.carer.heading, ...outcomeLines('carer', copy.carer_outcomes, withNotes), ...lines.carer]),
    ].join('\n');
  const full = compose(true);
  if (full.length <= limit) return full;
  const short = compose(false);
  return short.length <= limit ? short : `${short.slice(0, limit - 1)}…`;
}
