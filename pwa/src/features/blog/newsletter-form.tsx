// Newsletter signup (docs/requirements.md): with a provider URL in site.toml the form posts there; without
// one it composes an email asking to subscribe. The address is checked first, with a message
// in the page's language, and what was typed stays.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { site } from '../../shared/site.ts';
import { isEmail, mailtoHref } from '../contact/consultation.ts';
import { Field, fieldAria } from '../forms/field.tsx';

export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [composed, setComposed] = useState<string | null>(null);
  const provider = site.web.newsletter_url;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const value = email.trim();
    const found = !value ? 'emailMissing' : !isEmail(value) ? 'emailInvalid' : null;
    setProblem(found);
    if (found) {
      e.preventDefault();
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    if (provider) return; // the browser posts the form to the provider
    e.preventDefault();
    const href = mailtoHref(site.contact.email, t('newsletter.subject'), t('newsletter.body', { email: value }));
    setComposed(href);
    window.location.href = href;
  };

  return (
    <form
      className="newsletter-form"
      noValidate
      onSubmit={onSubmit}
      action={provider || `mailto:${site.contact.email}`}
      method="post"
      {...(provider ? {} : { encType: 'text/plain' })}
    >
      <Field id={`${id}-email`} label={t('newsletter.label')} error={problem ? t(`newsletter.${problem}`) : null}>
        <div className="search-row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            {...fieldAria(`${id}-email`, { error: !!problem })}
            onChange={(e) => {
              setEmail(e.target.value);
              setComposed(null);
            }}
          />
          <button type="submit" className="button button-primary">
            {t('newsletter.subscribe')}
          </button>
        </div>
      </Field>
      {composed ? (
        <p role="status">
          {t('newsletter.composed')} <a href={composed}>{t('newsletter.openEmail')}</a>
        </p>
      ) : null}
    </form>
  );
}
