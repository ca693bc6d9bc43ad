// Unit tests (Node's test runner): the in-browser redirect fallback.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalRedirectTarget } from './canonical-redirect.ts';

const at = (url: string) => {
  const u = new URL(url);
  return { protocol: u.protocol, host: u.host, pathname: u.pathname, search: u.search, hash: u.hash };
};

test('www goes to the bare https domain, keeping path, query and hash', () => {
  assert.equal(
    canonicalRedirectTarget(at('http://www.marigoldcare.example/blog?x=1#top'), 'https://marigoldcare.example'),
    'https://marigoldcare.example/blog?x=1#top',
  );
});

test('plain http on the own domain goes to https; other hosts are left alone', () => {
  assert.equal(
    canonicalRedirectTarget(at('http://marigoldcare.example/pl'), 'https://marigoldcare.example'),
    'https://marigoldcare.example/pl',
  );
  assert.equal(canonicalRedirectTarget(at('http://127.0.0.1:8080/'), 'https://marigoldcare.example'), null);
});
