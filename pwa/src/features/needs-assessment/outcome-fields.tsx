// One outcome as a group of four answers and a note, and a yes/no question: plain radio
// buttons and a text area, so the list reads and works as HTML before the app hydrates, and
// by keyboard alone (arrow keys move within a group).
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { ANSWERS, NOTE_LIMIT, YES_NO, type Answer, type Part, type YesNo } from './checklist.ts';
import type { NeedsCopy, Outcome } from './needs-copy.ts';
import { answerText, outcomeName } from './result-text.ts';

export function OutcomeField({
  copy,
  part,
  outcome,
  answer,
  note,
  onAnswer,
  onNote,
}: {
  copy: NeedsCopy;
  part: Part;
  outcome: Outcome;
  answer: Answer | undefined;
  note: string;
  onAnswer: (a: Answer) => void;
  onNote: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = `${part}-${outcome.id}`;
  return (
    <fieldset className="field" aria-describedby={`${id}-examples`}>
      <legend>{outcomeName(outcome)}</legend>
      <p className="hint" id={`${id}-examples`}>
        {outcome.examples}
      </p>
      {ANSWERS.map((a) => (
        <div className="choice" key={a}>
          <input
            type="radio"
            id={`${id}-${a}`}
            name={id}
            value={a}
            checked={answer === a}
            onChange={() => onAnswer(a)}
          />
          <label htmlFor={`${id}-${a}`}>{answerText(copy, part, a)}</label>
        </div>
      ))}
      <label htmlFor={`${id}-note`}>{t('needs.note')}</label>
      <p className="hint" id={`${id}-note-hint`}>
        {t('needs.noteHint')}
      </p>
      {/* Never offered back by the browser's form history: these are health details. */}
      <textarea
        id={`${id}-note`}
        name={`${id}-note`}
        rows={2}
        maxLength={NOTE_LIMIT}
        autoComplete="off"
        aria-describedby={`${id}-note-hint`}
        value={note}
        onChange={(e) => onNote(e.target.value)}
      />
    </fieldset>
  );
}

export function YesNoField({
  copy,
  label,
  hint,
  value,
  onChange,
}: {
  copy: NeedsCopy;
  label: string;
  hint?: string;
  value: YesNo | undefined;
  onChange: (v: YesNo) => void;
}) {
  const id = useId();
  return (
    <fieldset className="field" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>{label}</legend>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="field-choices">
        {YES_NO.map((v) => (
          <div className="choice" key={v}>
            <input
              type="radio"
              id={`${id}-${v}`}
              name={id}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
            />
            <label htmlFor={`${id}-${v}`}>{copy.choices[v]}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
