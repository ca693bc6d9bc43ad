// A form field as every form of the site shows it: the label, an optional hint, and the error
// message (read out with an "Error:" prefix) above the control. `fieldAria` gives the control
// the invalid state and the description that match, from the same ids.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The attributes of the control `id`: invalid when there is an error, described by hint and error. */
export function fieldAria(id: string, { hint = false, error = false }: { hint?: boolean; error?: boolean }) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined,
  } as const;
}

/** The error message of the control `id`, or nothing. */
export function FieldError({ id, message }: { id: string; message: ReactNode }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p className="field-error" id={errorId(id)}>
      <span className="visually-hidden">{t('common.errorPrefix')} </span>
      {message}
    </p>
  );
}

/** A labelled field around the control `id` (rendered by the caller as `children`). */
export function Field(props: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`field${props.error ? ' field-invalid' : ''}`}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint ? (
        <p className="hint" id={hintId(props.id)}>
          {props.hint}
        </p>
      ) : null}
      <FieldError id={props.id} message={props.error} />
      {props.children}
    </div>
  );
}
