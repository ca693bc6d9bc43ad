// Runs in Node (node --test): the consultation request's rules and composed links.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  composeText,
  emptyRequest,
  isPhone,
  mailtoHref,
  validate,
  whatsappHref,
  type ConsultationRequest,
  type MessageLabels,
} from './consultation.ts';

const valid: ConsultationRequest = {
  ...emptyRequest,
  name: 'Zofia Wójcik',
  contact: '0121 496 0000',
  who: 'parent',
  area: 'Tipton',
  consent: true,
};

const labels: MessageLabels = {
  subject: 'Free consultation request',
  greeting: 'Hello,',
  name: 'Name',
  contact: 'Phone or email',
  who: 'Who needs care',
  whoValue: 'My parent',
  area: 'Area',
  message: 'Message',
  closing: 'Thank you',
};

test('an empty request has a problem for every required field and none for the message', () => {
  assert.deepEqual(validate(emptyRequest), {
    name: 'nameMissing',
    contact: 'contactMissing',
    who: 'whoMissing',
    area: 'areaMissing',
    consent: 'consentMissing',
  });
});

test('a complete request is valid, by phone or by email', () => {
  assert.deepEqual(validate(valid), {});
  assert.deepEqual(validate({ ...valid, contact: 'zofia@example.org' }), {});
});

test('a malformed email and a malformed phone number get different messages', () => {
  assert.equal(validate({ ...valid, contact: 'zofia@example' }).contact, 'emailInvalid');
  assert.equal(validate({ ...valid, contact: '12345' }).contact, 'phoneInvalid');
  assert.equal(validate({ ...valid, contact: 'call me' }).contact, 'phoneInvalid');
});

test('phone numbers are accepted in the usual UK and international forms', () => {
  for (const n of ['0121 496 0000', '+44 121 496 0000', '(0121) 496-0000', '07700900000']) assert.ok(isPhone(n), n);
  for (const n of ['0121', '+44 121 496 0000 0000 0', '0121 496 000x']) assert.ok(!isPhone(n), n);
});

test('overlong fields are refused rather than cut', () => {
  assert.equal(validate({ ...valid, name: 'a'.repeat(101) }).name, 'nameTooLong');
  assert.equal(validate({ ...valid, message: 'a'.repeat(1501) }).message, 'messageTooLong');
});

test('the composed email carries every field, encoded, with CRLF line breaks', () => {
  const request = { ...valid, message: 'Mama & tata?\nPokój #2 – łóżko' };
  const href = mailtoHref('hello@example.org', labels.subject, composeText(request, labels));
  const url = new URL(href);
  assert.equal(url.protocol, 'mailto:');
  assert.equal(url.pathname, 'hello@example.org');
  assert.equal(url.searchParams.get('subject'), labels.subject);
  const body = url.searchParams.get('body') ?? '';
  assert.ok(body.includes('Name: Zofia Wójcik\r\n'), body);
  assert.ok(body.includes('Mama & tata?\r\nPokój #2 – łóżko'), body);
  assert.ok(
    !/[&?#\n ]/.test(
      href
        .split('?')[1]!
        .replace(/&body=/, '')
        .replace(/^subject=/, ''),
    ),
    href,
  );
});

test('the WhatsApp link carries the same text', () => {
  const text = composeText({ ...valid, message: 'A & B? #1' }, labels);
  const url = new URL(whatsappHref('https://wa.me/441214960742', text));
  assert.equal(url.origin + url.pathname, 'https://wa.me/441214960742');
  assert.equal(url.searchParams.get('text'), text);
});
