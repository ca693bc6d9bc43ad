// The consultation request form (docs/requirements.md). It validates every field with its own message,
// keeps everything typed, and on submit opens the visitor's email app (or offers WhatsApp)
// with the message written out. The site itself sends nothing. Without JavaScript the form
// still posts to the visitor's email app (`mailto:` action).
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { site } from '../../shared/site.ts';
import { Field as FormField, FieldError, fieldAria } from '../forms/field.tsx';
import { takeHandedMessage } from './handed-message.ts';
import {
  composeText,
  emptyRequest,
  FIELDS,
  LIMITS,
  mailtoHref,
  validate,
  whatsappHref,
  WHO_OPTIONS,
  type ConsultationRequest,
  type Field,
  type Problems,
} from './consultation.ts';

interface Composed {
  channel: ConsultationRequest['channel'];
  href: string;
  text: string;
}

export function ConsultationForm() {
  const { t } = useTranslation();
  const [request, setRequest] = useState<ConsultationRequest>(emptyRequest);
  const [problems, setProblems] = useState<Problems>({});
  const [composed, setComposed] = useState<Composed | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const readyRef = useRef<HTMLHeadingElement>(null);
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;

  // A page may hand over a message: the needs assessment checklist through sessionStorage
  // (health details never go into an address: handed-message.ts), the care cost estimator in
  // the address (?message=...). Read after hydration, so the pre-rendered form and the first
  // render agree.
  useEffect(() => {
    const handed = takeHandedMessage() ?? new URLSearchParams(window.location.search).get('message');
    if (handed) setRequest((r) => ({ ...r, message: handed.slice(0, LIMITS.message) }));
  }, []);

  const set = <K extends keyof ConsultationRequest>(key: K, value: ConsultationRequest[K]) => {
    setRequest((r) => ({ ...r, [key]: value }));
    setComposed(null);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validate(request);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setComposed(null);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const text = composeText(request, {
      subject: t('contact.message.subject'),
      greeting: t('contact.message.greeting'),
      name: t('contact.fields.name'),
      contact: t('contact.fields.contact'),
      who: t('contact.fields.who'),
      whoValue: t(`contact.who.${request.who}`),
      area: t('contact.fields.area'),
      message: t('contact.fields.message'),
      closing: t('contact.message.closing'),
    });
    const subject = t('contact.message.subjectWithName', { name: request.name.trim() });
    const href =
      request.channel === 'email'
        ? mailtoHref(site.contact.email, subject, text)
        : whatsappHref(site.contact.whatsapp_url, text);
    setComposed({ channel: request.channel, href, text });
    requestAnimationFrame(() => readyRef.current?.focus());
    if (request.channel === 'email') window.location.href = href;
  };

  const problemList = FIELDS.filter((f) => problems[f]);
  const message = (field: Field) => (problems[field] ? t(`contact.errors.${problems[field]}`) : null);

  /** The attributes every control shares: id, name, invalid state and what describes it. */
  const control = (field: Field, hint = false) => ({
    id: id(field),
    name: field,
    ...fieldAria(id(field), { hint, error: !!problems[field] }),
  });
  /** A labelled field with its hint and its error message above the control. */
  const block = (field: Exclude<Field, 'consent'>, hint: boolean, input: ReactNode) => (
    <FormField
      id={id(field)}
      label={t(field === 'message' ? 'contact.fields.messageOptional' : `contact.fields.${field}`)}
      hint={hint ? t(`contact.hints.${field}`, { max: LIMITS.message }) : undefined}
      error={message(field)}
    >
      {input}
    </FormField>
  );

  return (
    <form
      className="consultation-form"
      noValidate
      onSubmit={onSubmit}
      action={`mailto:${site.contact.email}`}
      method="post"
      encType="text/plain"
    >
      {problemList.length > 0 ? (
        <div className="error-summary" ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={id('summary')}>
          <h3 id={id('summary')}>{t('contact.errorSummary')}</h3>
          <ul>
            {problemList.map((f) => (
              <li key={f}>
                <a href={`#${id(f)}`}>{t(`contact.errors.${problems[f]}`)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {block(
        'name',
        false,
        <input
          type="text"
          autoComplete="name"
          value={request.name}
          onChange={(e) => set('name', e.target.value)}
          {...control('name')}
        />,
      )}
      {block(
        'contact',
        true,
        <input
          type="text"
          autoComplete="email"
          value={request.contact}
          onChange={(e) => set('contact', e.target.value)}
          {...control('contact', true)}
        />,
      )}
      {block(
        'who',
        false,
        <select
          value={request.who}
          onChange={(e) => set('who', e.target.value as ConsultationRequest['who'])}
          {...control('who')}
        >
          <option value="">{t('contact.who.choose')}</option>
          {WHO_OPTIONS.map((w) => (
            <option key={w} value={w}>
              {t(`contact.who.${w}`)}
            </option>
          ))}
        </select>,
      )}
      {block(
        'area',
        true,
        <>
          <input
            type="text"
            autoComplete="address-level2"
            list={id('towns')}
            value={request.area}
            onChange={(e) => set('area', e.target.value)}
            {...control('area', true)}
          />
          <datalist id={id('towns')}>
            {site.areas.towns.map((town) => (
              <option key={town} value={town} />
            ))}
          </datalist>
        </>,
      )}
      {block(
        'message',
        true,
        <textarea
          rows={6}
          value={request.message}
          onChange={(e) => set('message', e.target.value)}
          {...control('message', true)}
        />,
      )}

      <fieldset className="field">
        <legend>{t('contact.fields.channel')}</legend>
        {(['email', 'whatsapp'] as const).map((channel) => (
          <div className="choice" key={channel}>
            <input
              id={id(`channel-${channel}`)}
              type="radio"
              name="channel"
              value={channel}
              checked={request.channel === channel}
              onChange={() => set('channel', channel)}
            />
            <label htmlFor={id(`channel-${channel}`)}>{t(`contact.channel.${channel}`)}</label>
          </div>
        ))}
      </fieldset>

      <div className={`field${problems.consent ? ' field-invalid' : ''}`}>
        <FieldError id={id('consent')} message={message('consent')} />
        <div className="choice">
          <input
            type="checkbox"
            checked={request.consent}
            onChange={(e) => set('consent', e.target.checked)}
            {...control('consent')}
          />
          <label htmlFor={id('consent')}>{t('contact.fields.consent')}</label>
        </div>
      </div>

      <button type="submit" className="button button-primary">
        {t(request.channel === 'email' ? 'contact.submitEmail' : 'contact.submitWhatsapp')}
      </button>

      {composed ? (
        <div className="composed" aria-labelledby={id('ready')}>
          <h3 id={id('ready')} ref={readyRef} tabIndex={-1}>
            {t('contact.ready.heading')}
          </h3>
          <p>{t(composed.channel === 'email' ? 'contact.ready.email' : 'contact.ready.whatsapp')}</p>
          <p>
            <a
              className="button button-secondary"
              href={composed.href}
              {...(composed.channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {t(composed.channel === 'email' ? 'contact.ready.openEmail' : 'contact.ready.openWhatsapp')}
            </a>
          </p>
          <p>{t('contact.ready.copy', { email: site.contact.email })}</p>
          <pre className="composed-text">{composed.text}</pre>
        </div>
      ) : null}
    </form>
  );
}
