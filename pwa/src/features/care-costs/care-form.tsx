// The first form: the kind and pattern of care, with hours, premiums, nights and travel.
import { useId } from 'react';
import type { Lang } from '../../shared/paths.ts';
import { Choice, NumberField } from './answer-fields.tsx';
import { careProblemText, choicesFor, FIELD_LABELS, FIELD_UNITS, readAsText } from './answer-text.ts';
import { prices, type CareCostsCopy } from './costs-copy.ts';
import { KINDS, type CareAnswers, type CareField, type CareProblems } from './estimate.ts';
import { count, fill } from './format.ts';

export function CareForm({
  copy,
  lang,
  care,
  problems,
  set,
}: {
  copy: CareCostsCopy;
  lang: Lang;
  care: CareAnswers;
  problems: CareProblems;
  set: <K extends keyof CareAnswers>(key: K, value: CareAnswers[K]) => void;
}) {
  const id = useId();
  const c = copy.care;
  const num = (field: CareField, label: string, hint?: string) => {
    const problem = problems[field];
    return (
      <NumberField
        id={`${id}-${field}`}
        label={label}
        hint={hint}
        value={care[field]}
        error={problem ? careProblemText(copy, field, problem, lang) : null}
        readAs={problem ? null : readAsText(care[field], FIELD_UNITS[field], copy, lang)}
        choices={choicesFor(problem, FIELD_UNITS[field], copy, lang)}
        onChange={(v) => set(field, v)}
      />
    );
  };
  const miles = count(prices.travel.included_miles, lang);
  return (
    <form className="care-costs-form" aria-labelledby={`${id}-title`} onSubmit={(e) => e.preventDefault()}>
      <h2 id={`${id}-title`}>{c.heading}</h2>
      <Choice
        legend={c.kind}
        name="care"
        value={care.kind}
        options={KINDS.map((k) => ({ value: k, label: c[k] }))}
        onChange={(v) => set('kind', v)}
      />
      <Choice
        legend={c.pattern}
        name="pattern"
        value={care.pattern}
        options={[
          { value: 'visits', label: c.visits_pattern },
          { value: 'live-in', label: c.live_in_pattern },
        ]}
        onChange={(v) => set('pattern', v)}
      />
      {care.pattern === 'visits' && (
        <>
          {num('visits', c.visits)}
          <Choice
            legend={c.hours_by}
            name="by"
            value={care.hoursBy}
            options={[
              { value: 'visit', label: c.by_visit },
              { value: 'week', label: c.by_week },
            ]}
            onChange={(v) => set('hoursBy', v)}
          />
          {care.hoursBy === 'visit'
            ? num('visitHours', c.visit_hours, c.visit_hours_hint)
            : num('weekHours', c.week_hours)}
          <fieldset>
            <legend>{c.premiums}</legend>
            <p className="hint">{c.premiums_hint}</p>
            {num('eveningHours', c.evening_hours)}
            {num('weekendHours', c.weekend_hours)}
            {num('bankHolidayHours', c.bank_holiday_hours, c.bank_holiday_hint)}
          </fieldset>
          <fieldset>
            <legend>{c.nights}</legend>
            {num('sleepIns', c.sleep_ins)}
            {num('wakingNights', c.waking_nights)}
          </fieldset>
          {num('extraMiles', FIELD_LABELS.extraMiles(copy, lang), fill(c.miles_hint, { miles }))}
        </>
      )}
    </form>
  );
}
