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

/** A number field that keeps what was typed and shows its problem in the page's language. */
export function NumberField(props: {
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
