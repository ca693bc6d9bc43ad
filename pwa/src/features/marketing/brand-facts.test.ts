// Unit tests (Node's test runner): the brand facts the banners print come from their sources.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import site from '../../../generated/data/site.json' with { type: 'json' };
import { availability, firstFamily, parseTokens } from './brand-facts.ts';

test('the brand colours and typefaces are read from the stylesheet tokens', () => {
  const tokens = parseTokens(readFileSync(new URL('../../styles/tokens.css', import.meta.url), 'utf8'));
  assert.equal(tokens.marigold, '#f28c28');
  assert.equal(tokens.blue, '#1d4e89');
  assert.equal(tokens.sage, '#4f7d5c');
  assert.equal(firstFamily(tokens['font-heading']), 'Lora');
  assert.equal(firstFamily(tokens['font-body']), 'Atkinson Hyperlegible Next');
});

test("the banners' availability is written from the opening hours", () => {
  assert.equal(availability(site.hours), '8am–6pm Mon–Fri');
  assert.equal(availability({ days: ['Saturday'], opens: '09:30', closes: '12:00' }), '9:30am–12pm Sat');
});
