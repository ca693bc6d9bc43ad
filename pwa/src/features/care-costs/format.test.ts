// Runs in Node (node --test): amounts and plurals as the page writes them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fill, money, moneyBand, plural } from './format.ts';

test('money is written as each language writes it', () => {
  assert.equal(money(1196.5, 'en'), '£1,196.50');
  assert.equal(money(1196.5, 'pl'), '1196,50\u00a0£');
  assert.equal(money(23250, 'pl'), '23\u00a0250\u00a0£');
  assert.equal(money(22, 'en'), '£22');
  assert.equal(moneyBand([418, 475], 'en'), '£418–£475');
  assert.equal(moneyBand([418, 475], 'pl'), '418–475\u00a0£');
  assert.equal(moneyBand([1200, 1200], 'en'), '£1,200');
  assert.equal(money(0.1 + 0.2, 'en'), '£0.30');
});

test('a negative amount has a true minus before the whole amount, never "£-31.60"', () => {
  assert.equal(money(-31.6, 'en'), '\u2212£31.60');
  assert.equal(money(-31.6, 'pl'), '\u221231,60\u00a0£');
  assert.equal(moneyBand([-31.6, -35.8], 'en'), '\u2212£31.60 – \u2212£35.80');
  assert.equal(moneyBand([-31.6, -35.8], 'pl'), '\u221231,60\u00a0£ – \u221235,80\u00a0£');
  assert.equal(money(-0.001, 'en'), '£0');
});

test('Polish plurals follow Polish grammar, fractions included', () => {
  const hours = { one: '%count% godzina', few: '%count% godziny', many: '%count% godzin', other: '%count% godziny' };
  assert.deepEqual(
    [1, 2, 5, 12, 22, 1.5].map((n) => plural(hours, n, 'pl')),
    ['1 godzina', '2 godziny', '5 godzin', '12 godzin', '22 godziny', '1,5 godziny'],
  );
  const en = { one: '%count% hour', few: '%count% hours', many: '%count% hours', other: '%count% hours' };
  assert.deepEqual(
    [1, 2, 1.5].map((n) => plural(en, n, 'en')),
    ['1 hour', '2 hours', '1.5 hours'],
  );
});

test('fill leaves unknown names and percent signs alone', () => {
  assert.equal(fill('%percent%% off, %x%', { percent: 5 }), '5% off, %x%');
});
