// The estimator's two kinds of answer: a group of radio buttons, and a number field that keeps
// what was typed.
import { useId } from 'react';
import { Field, fieldAria } from '../forms/field.tsx';

/** A group of radio buttons with a legend. */
export function Choice<T extends string>(props: {
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

/** A reading the reader can pick when what they typed could mean two amounts. */
export interface AmountChoice {
  label: string;
  /** The text the field takes when chosen, written the page's way. */
  text: string;
}

/**
 * A number field that keeps what was typed, says how it was read ("Read as £18,000") and shows
 * its problem in the page's language; when the typing could mean two amounts, a button for each.
 */
export function NumberField(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error: string | null;
  readAs?: string | null;
  choices?: AmountChoice[];
  onChange: (value: string) => void;
}) {
  const aria = fieldAria(props.id, { hint: !!props.hint, error: !!props.error });
  const readAsId = `${props.id}-read`;
  const describedBy = [aria['aria-describedby'], props.readAs ? readAsId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {props.choices && props.choices.length > 0 && (
        <p className="field-choices">
          {props.choices.map((choice) => (
            <button
              key={choice.text}
              type="button"
              className="button button-secondary button-small"
              onClick={() => props.onChange(choice.text)}
            >
              {choice.label}
            </button>
          ))}
        </p>
      )}
      <input
        id={props.id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        className="input-short"
        value={props.value}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={describedBy}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.readAs && (
        <p className="read-as" id={readAsId}>
          {props.readAs}
        </p>
      )}
    </Field>
  );
}
