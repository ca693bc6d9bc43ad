// The second form: age, savings, benefits, a family carer and health needs.
import { useId } from 'react';
import { Choice, NumberField } from './answer-fields.tsx';
import { choicesFor, fundingProblemText, readAsText } from './answer-text.ts';
import type { CareCostsCopy } from './costs-copy.ts';
import { AGES, asksSavings, type FundingAnswers, type FundingProblem } from './funding.ts';
import type { Lang } from '../../shared/paths.ts';

export function FundingForm({
  copy,
  lang,
  funding,
  problem,
  set,
}: {
  copy: CareCostsCopy;
  lang: Lang;
  funding: FundingAnswers;
  problem: FundingProblem | undefined;
  set: <K extends keyof FundingAnswers>(key: K, value: FundingAnswers[K]) => void;
}) {
  const id = useId();
  const f = copy.funding;
  const yesNo = [
    { value: 'yes' as const, label: f.yes },
    { value: 'no' as const, label: f.no },
  ];
  return (
    <form className="care-costs-form" aria-labelledby={`${id}-title`} onSubmit={(e) => e.preventDefault()}>
      <h2 id={`${id}-title`}>{f.heading}</h2>
      <Choice
        legend={f.age}
        name="age"
        value={funding.age}
        options={AGES.map((a) => ({ value: a, label: f[a] }))}
        onChange={(v) => set('age', v)}
      />
      {asksSavings(funding.age) && (
        <NumberField
          id={`${id}-capital`}
          label={f.capital}
          hint={f.capital_hint}
          value={funding.capital}
          error={problem ? fundingProblemText(copy, problem, lang) : null}
          readAs={problem ? null : readAsText(funding.capital, 'money', copy, lang)}
          choices={choicesFor(problem, 'money', copy, lang)}
          onChange={(v) => set('capital', v)}
        />
      )}
      <Choice
        legend={f.benefits}
        name="benefits"
        value={funding.benefits}
        options={yesNo}
        onChange={(v) => set('benefits', v)}
      />
      <Choice legend={f.carer} name="carer" value={funding.carer} options={yesNo} onChange={(v) => set('carer', v)} />
      <Choice
        legend={f.health}
        name="health"
        value={funding.health}
        options={[...yesNo, { value: 'unsure' as const, label: f.unsure }]}
        onChange={(v) => set('health', v)}
      />
    </form>
  );
}
