// The consultation request: its fields, their validation, and the email or WhatsApp message
// composed from them. Pure functions, so the rules are unit-tested without a browser.

export const WHO_OPTIONS = ['myself', 'parent', 'partner', 'child', 'relative', 'friend', 'other'] as const;
export type Who = (typeof WHO_OPTIONS)[number];
export type Channel = 'email' | 'whatsapp';

export interface ConsultationRequest {
  name: string;
  /** A phone number or an email address: how we reply. */
  contact: string;
  who: Who | '';
  area: string;
  message: string;
  consent: boolean;
  channel: Channel;
}

export type Field = 'name' | 'contact' | 'who' | 'area' | 'message' | 'consent';
/** Each invalid field's problem, as a key of the `contact.errors` interface strings. */
export type Problems = Partial<Record<Field, string>>;

export const FIELDS: readonly Field[] = ['name', 'contact', 'who', 'area', 'message', 'consent'];
export const LIMITS = { name: 100, contact: 254, area: 100, message: 1500 } as const;

export const emptyRequest: ConsultationRequest = {
  name: '',
  contact: '',
  who: '',
  area: '',
  message: '',
  consent: false,
  channel: 'email',
};

const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:".]{2,}$/;

/** A UK or international phone number: digits with spaces, dashes, brackets, a leading +. */
export function isPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 15;
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function validate(r: ConsultationRequest): Problems {
  const problems: Problems = {};
  const name = r.name.trim();
  const contact = r.contact.trim();
  const area = r.area.trim();
  if (!name) problems.name = 'nameMissing';
  else if (name.length > LIMITS.name) problems.name = 'nameTooLong';
  if (!contact) problems.contact = 'contactMissing';
  else if (contact.includes('@') ? !isEmail(contact) : !isPhone(contact)) {
    problems.contact = contact.includes('@') ? 'emailInvalid' : 'phoneInvalid';
  }
  if (!r.who) problems.who = 'whoMissing';
  if (!area) problems.area = 'areaMissing';
  else if (area.length > LIMITS.area) problems.area = 'areaTooLong';
  if (r.message.length > LIMITS.message) problems.message = 'messageTooLong';
  if (!r.consent) problems.consent = 'consentMissing';
  return problems;
}

/** The words the composed message is made of, in the page's language. */
export interface MessageLabels {
  subject: string;
  greeting: string;
  name: string;
  contact: string;
  who: string;
  whoValue: string;
  area: string;
  message: string;
  closing: string;
}

export function composeText(r: ConsultationRequest, l: MessageLabels): string {
  const lines = [
    l.greeting,
    '',
    `${l.name}: ${r.name.trim()}`,
    `${l.contact}: ${r.contact.trim()}`,
    `${l.who}: ${l.whoValue}`,
    `${l.area}: ${r.area.trim()}`,
  ];
  const message = r.message.trim();
  if (message) lines.push('', `${l.message}:`, message);
  lines.push('', l.closing);
  return lines.join('\n');
}

/** `mailto:` link with subject and body; line breaks as CRLF, as RFC 6068 asks. */
export function mailtoHref(to: string, subject: string, body: string): string {
  const enc = (s: string) => encodeURIComponent(s.replace(/\r?\n/g, '\r\n'));
  return `mailto:${to}?subject=${enc(subject)}&body=${enc(body)}`;
}

/** WhatsApp "click to chat" link with the message filled in. */
export function whatsappHref(chatUrl: string, text: string): string {
  return `${chatUrl}?text=${encodeURIComponent(text)}`;
}
