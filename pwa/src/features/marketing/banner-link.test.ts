// Unit tests (Node's test runner): which banner links are accepted and why the rest are not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { absoluteLink, checkBannerLink, MAX_LINK_LENGTH } from './banner-link.ts';

const origin = 'https://marigoldcare.example';
const check = (input: string) => checkBannerLink(input, origin);

test('http and https addresses are accepted exactly as typed, trimmed', () => {
  assert.deepEqual(check('  https://www.example.org/care?x=1&y="2"  '), {
    ok: true,
    link: 'https://www.example.org/care?x=1&y="2"',
  });
  assert.deepEqual(check('http://example.co.uk'), { ok: true, link: 'http://example.co.uk' });
  assert.deepEqual(check('HTTPS://EXAMPLE.ORG/'), { ok: true, link: 'HTTPS://EXAMPLE.ORG/' });
});

test('site paths are accepted and become absolute on the canonical domain', () => {
  assert.deepEqual(check('/contact'), { ok: true, link: '/contact' });
  assert.deepEqual(check('/services/dementia-support#what-we-do'), {
    ok: true,
    link: '/services/dementia-support#what-we-do',
  });
  assert.equal(absoluteLink('/contact', origin), 'https://marigoldcare.example/contact');
  assert.equal(absoluteLink('https://example.org/', origin), 'https://example.org/');
});

test('script and data links are refused as unsafe, naming the scheme', () => {
  for (const [input, scheme] of [
    ['javascript:alert(1)', 'javascript'],
    ['JavaScript:alert(document.cookie)', 'javascript'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
  ]) {
    assert.deepEqual(check(input), { ok: false, problem: 'unsafeScheme', scheme }, input);
  }
});

test('other schemes are refused, naming the scheme', () => {
  assert.deepEqual(check('mailto:hello@example.org'), { ok: false, problem: 'otherScheme', scheme: 'mailto' });
  assert.deepEqual(check('ftp://example.org/file'), { ok: false, problem: 'otherScheme', scheme: 'ftp' });
  assert.deepEqual(check('file:///etc/passwd'), { ok: false, problem: 'otherScheme', scheme: 'file' });
});

test('whitespace and control characters are refused, so a browser cannot strip them into a script link', () => {
  for (const input of [
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'https://exa mple.org',
    'https://a.org/\u0000',
  ]) {
    assert.deepEqual(check(input), { ok: false, problem: 'spaces' }, JSON.stringify(input));
  }
});

test('malformed addresses are refused', () => {
  for (const input of [
    'https://',
    'https:example.org',
    'http://localhost',
    'https://exa_mple..org',
    'https://[not-an-ip]',
    'https://marigoldcare.example@evil.example',
    'https://user:pass@example.org',
  ]) {
    assert.deepEqual(check(input), { ok: false, problem: 'malformed' }, input);
  }
});

test('addresses without a scheme and paths that lead off the site are refused', () => {
  assert.deepEqual(check('www.example.org'), { ok: false, problem: 'noScheme' });
  assert.deepEqual(check('contact'), { ok: false, problem: 'noScheme' });
  assert.deepEqual(check('//evil.example/x'), { ok: false, problem: 'badPath' });
  assert.deepEqual(check('/\\evil.example'), { ok: false, problem: 'badPath' });
});

test('empty input and input over 2,000 characters are refused', () => {
  assert.deepEqual(check('   '), { ok: false, problem: 'empty' });
  const long = `https://example.org/${'a'.repeat(MAX_LINK_LENGTH)}`;
  assert.deepEqual(check(long), { ok: false, problem: 'tooLong' });
  const justFits = `https://example.org/${'a'.repeat(MAX_LINK_LENGTH - 20)}`;
  assert.equal(justFits.length, MAX_LINK_LENGTH);
  assert.equal(check(justFits).ok, true);
});
