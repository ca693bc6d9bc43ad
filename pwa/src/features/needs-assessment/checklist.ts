// The checklist's answers: what the family chose for each outcome, their notes and the
// yes/no questions, and how they are read back from a device's storage (anything that is not
// an answer this page could have given is dropped, so an old or tampered copy cannot break it).

/** The four answers to an outcome, from "manages alone" to "cannot". */
export const ANSWERS = ['alone', 'help', 'difficulty', 'cannot'] as const;
export type Answer = (typeof ANSWERS)[number];

export const YES_NO = ['yes', 'no', 'unsure'] as const;
export type YesNo = (typeof YES_NO)[number];

/** The person's questions beside the outcomes (regulation 2(1)(a) and (c)) and the carer's
 * (regulation 3(2)(a) and 3(1)(c)). */
export const QUESTIONS = ['cause', 'impact', 'carerHealth', 'carerImpact'] as const;
export type Question = (typeof QUESTIONS)[number];

export type Part = 'person' | 'carer';

export interface Checklist {
  /** By outcome id. */
  person: Record<string, Answer>;
  carer: Record<string, Answer>;
  /** By `<part>.<outcome id>`, as typed. */
  notes: Record<string, string>;
  questions: Partial<Record<Question, YesNo>>;
}

export const emptyChecklist: Checklist = { person: {}, carer: {}, notes: {}, questions: {} };

export const noteKey = (part: Part, id: string) => `${part}.${id}`;

/** The longest note kept: a few sentences, as the form's hint says. */
export const NOTE_LIMIT = 500;

export function isEmpty(c: Checklist): boolean {
  return (
    Object.keys(c.person).length === 0 &&
    Object.keys(c.carer).length === 0 &&
    Object.values(c.notes).every((n) => !n.trim()) &&
    Object.keys(c.questions).length === 0
  );
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A checklist from what storage held (parsed JSON), keeping only answers to the outcomes in
 * `ids` and known questions; null when it holds nothing usable.
 */
export function parseChecklist(
  value: unknown,
  ids: { person: readonly string[]; carer: readonly string[] },
): Checklist | null {
  if (!isObject(value)) return null;
  const answers = (raw: unknown, known: readonly string[]) => {
    const out: Record<string, Answer> = {};
    if (!isObject(raw)) return out;
    for (const id of known) {
      const a = raw[id];
      if ((ANSWERS as readonly unknown[]).includes(a)) out[id] = a as Answer;
    }
    return out;
  };
  const notes: Record<string, string> = {};
  if (isObject(value.notes)) {
    for (const part of ['person', 'carer'] as const)
      for (const id of ids[part]) {
        const n = value.notes[noteKey(part, id)];
        if (typeof n === 'string' && n.trim()) notes[noteKey(part, id)] = n.slice(0, NOTE_LIMIT);
      }
  }
  const questions: Partial<Record<Question, YesNo>> = {};
  if (isObject(value.questions))
    for (const q of QUESTIONS) {
      const a = value.questions[q];
      if ((YES_NO as readonly unknown[]).includes(a)) questions[q] = a as YesNo;
    }
  const c = { person: answers(value.person, ids.person), carer: answers(value.carer, ids.carer), notes, questions };
  return isEmpty(c) ? null : c;
}
