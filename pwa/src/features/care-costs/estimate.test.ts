// Runs in Node (node --test): the estimate is money, so each rule is tested at its edges, with
// the original brief's price list as a fixture (so a price change in content/ does not hide a broken rule),
// and the site's own prices.toml is checked to give the same shapes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import costs from '#generated/data/costs.json' with { type: 'json' };
import {
  defaultCare,
  estimate,
  validateCare,
  WEEKS_PER_MONTH,
  type CareAnswers,
  type Estimate,
  type Prices,
} from './estimate.ts';

const prices: Prices = {
  rates: { companionship: [20, 22], personal: [22, 25], specialist: [25, 28] },
  premiums: { evening: 3, weekend: 2, bank_holiday: 5 },
  nights: { sleep_in: [120, 150], waking_hourly: [15, 18], waking_hours: 9 },
  discounts: { first: { hours: 20, percent: 5 }, second: { hours: 40, percent: 10 } },
  packages: { minimum_visit_hours: 1 },
  live_in: { companionship: 1200, personal: 1400, specialist: 1600 },
  travel: { included_miles: 5, per_mile: 0.45 },
};

const care = (changes: Partial<CareAnswers>): CareAnswers => ({ ...defaultCare, ...changes });
const weekHours = (hours: number, more: Partial<CareAnswers> = {}) =>
  care({ hoursBy: 'week', weekHours: String(hours), visits: '7', ...more });
const pence = ([low, high]: readonly [number, number]) => [Math.round(low * 100), Math.round(high * 100)];
const line = (e: Estimate, key: string) => e.lines.find((l) => l.key === key);

test('the base is the hours times the kind of care’s band', () => {
  const e = estimate(care({ kind: 'companionship', visits: '4', visitHours: '1' }), prices);
  assert.equal(e.hours, 4);
  assert.deepEqual(pence(e.weekly), [8000, 8800]);
  assert.deepEqual(pence(estimate(weekHours(10), prices).weekly), [22000, 25000]);
});

test('each premium adds its amount for each hour it applies to', () => {
  const e = estimate(weekHours(10, { eveningHours: '2', weekendHours: '3', bankHolidayHours: '26' }), prices);
  assert.deepEqual(pence(line(e, 'evening')!.amount), [600, 600]);
  assert.deepEqual(pence(line(e, 'weekend')!.amount), [600, 600]);
  // 26 bank holiday hours a year at £5: a week carries 26 × 5 / 52 = £2.50.
  assert.deepEqual(pence(line(e, 'bankHoliday')!.amount), [250, 250]);
  assert.deepEqual(pence(e.weekly), [22000 + 1450, 25000 + 1450]);
});

test('the package discounts start exactly at 20 and 40 hours, and say how far the next one is', () => {
  const at = (hours: number) => estimate(weekHours(hours), prices);
  assert.equal(at(19.5).discount, 0);
  assert.deepEqual(at(19.5).next, { hours: 20, percent: 5, moreHours: 0.5 });
  assert.deepEqual(pence(at(19.5).weekly), [42900, 48750]);
  assert.equal(at(20).discount, 5);
  assert.deepEqual(pence(at(20).weekly), [41800, 47500]);
  assert.deepEqual(pence(line(at(20), 'discount')!.amount), [-2200, -2500]);
  assert.equal(at(39.5).discount, 5);
  assert.deepEqual(at(39.5).next, { hours: 40, percent: 10, moreHours: 0.5 });
  assert.equal(at(40).discount, 10);
  assert.deepEqual(pence(at(40).weekly), [79200, 90000]);
  assert.equal(at(40).next, null);
});

test('the discount covers the hours and their premiums, not nights or travel', () => {
  const e = estimate(weekHours(20, { eveningHours: '10', sleepIns: '1', extraMiles: '2' }), prices);
  // (440 + 30) × 5% = 23.50 off the low end; (500 + 30) × 5% = 26.50 off the high end.
  assert.deepEqual(pence(line(e, 'discount')!.amount), [-2350, -2650]);
  assert.deepEqual(pence(line(e, 'sleepIn')!.amount), [12000, 15000]);
  // 2 miles × £0.45 × (7 visits + 1 night) = £7.20.
  assert.deepEqual(pence(line(e, 'travel')!.amount), [720, 720]);
});

test('travel is free within the radius and charged per visit beyond it', () => {
  assert.equal(line(estimate(care({ extraMiles: '0' }), prices), 'travel'), undefined);
  const e = estimate(care({ visits: '5', visitHours: '1', extraMiles: '3' }), prices);
  assert.deepEqual(pence(line(e, 'travel')!.amount), [675, 675]);
});

test('waking nights are priced by the hour for the night’s hours', () => {
  const e = estimate(care({ wakingNights: '2' }), prices);
  assert.deepEqual(pence(line(e, 'wakingNights')!.amount), [27000, 32400]);
});

test('live-in care is a weekly price from, by kind of care', () => {
  const e = estimate(care({ pattern: 'live-in', kind: 'specialist', visits: 'not a number' }), prices);
  assert.equal(e.from, true);
  assert.deepEqual(pence(e.weekly), [160000, 160000]);
  assert.deepEqual(validateCare(care({ pattern: 'live-in', visits: '' }), prices), {});
});

test('the month is always the week times 52 / 12, to the penny', () => {
  const toPenny = (n: number) => Math.round(n * 100) / 100;
  for (let hours = 1; hours <= 60; hours += 0.5) {
    const e = estimate(weekHours(hours, { eveningHours: '1', wakingNights: '1' }), prices);
    assert.deepEqual(e.monthly, [toPenny(e.weekly[0] * WEEKS_PER_MONTH), toPenny(e.weekly[1] * WEEKS_PER_MONTH)]);
  }
});

test('each line is in whole pennies and the total is the sum of the lines as shown', () => {
  for (let hours = 1; hours <= 60; hours += 0.25) {
    const e = estimate(
      weekHours(hours, { eveningHours: '1.33', weekendHours: '0.7', bankHolidayHours: '5', extraMiles: '2.3' }),
      prices,
    );
    for (const end of [0, 1] as const) {
      const lines = e.lines.map((l) => Math.round(l.amount[end] * 100));
      for (const l of e.lines)
        assert.equal(l.amount[end], Math.round(l.amount[end] * 100) / 100, `${l.key} in pennies`);
      assert.equal(
        Math.round(e.weekly[end] * 100),
        lines.reduce((a, b) => a + b, 0),
        `total at ${hours} hours`,
      );
    }
  }
});

test('numbers are read the way the page writes them', () => {
  assert.deepEqual(validateCare(care({ visitHours: '1,5' }), prices, 'pl'), {});
  assert.equal(estimate(care({ visits: '2', visitHours: '1,5' }), prices, 'pl').hours, 3);
  assert.deepEqual(validateCare(care({ hoursBy: 'week', weekHours: '1.500' }), prices, 'en').weekHours, {
    code: 'ambiguous',
    values: { first: 1.5, second: 1500 },
  });
});

test('within a discount band, more hours never cost less', () => {
  const bands = [
    [1, 19.5],
    [20, 39.5],
    [40, 168],
  ];
  for (const [from, to] of bands) {
    let before = estimate(weekHours(from, { visits: '14' }), prices).weekly;
    for (let hours = from + 0.5; hours <= to; hours += 0.5) {
      const now = estimate(weekHours(hours, { visits: '14', eveningHours: '1' }), prices).weekly;
      const was = estimate(weekHours(hours - 0.5, { visits: '14', eveningHours: '1' }), prices).weekly;
      assert.ok(now[0] >= was[0] && now[1] >= was[1], `${hours} hours cost less than ${hours - 0.5}`);
      before = now;
    }
    assert.ok(before[0] > 0);
  }
});

test('impossible answers get their own problem, and what was typed is kept', () => {
  const problems = (a: Partial<CareAnswers>) => validateCare(care(a), prices);
  assert.deepEqual(problems({ visits: '' }).visits, { code: 'missingVisits' });
  assert.deepEqual(problems({ visitHours: '' }).visitHours, { code: 'missingHours' });
  assert.deepEqual(problems({ eveningHours: '' }).eveningHours, { code: 'missing' });
  assert.deepEqual(problems({ visits: 'two' }).visits, { code: 'notWholeNumber' });
  assert.deepEqual(problems({ visitHours: 'two' }).visitHours, { code: 'notNumber' });
  assert.deepEqual(problems({ visits: '1.5' }).visits, { code: 'notWhole' });
  assert.deepEqual(problems({ visits: '0' }).visits, { code: 'noVisits' });
  assert.deepEqual(problems({ visitHours: '0.5' }).visitHours, { code: 'visitTooShort', values: { minimum: 1 } });
  assert.deepEqual(problems({ visits: '7', visitHours: '25' }).visitHours, {
    code: 'tooManyHours',
    values: { max: 168, hours: 175 },
  });
  assert.equal(problems({ visits: '1', visitHours: '25' }).visitHours?.code, 'visitTooLong');
  // A week cannot hold more visits than hours: the visits are at fault, not the hours.
  assert.deepEqual(problems({ visits: '500', visitHours: '1' }), {
    visits: { code: 'tooManyVisits', values: { max: 168, minimum: 1 } },
  });
  assert.equal(problems({ hoursBy: 'week', weekHours: '169' }).weekHours?.code, 'tooManyHours');
  assert.equal(problems({ hoursBy: 'week', weekHours: '168', visits: '7' }).weekHours, undefined);
  assert.equal(problems({ visitHours: '1', visits: '7', eveningHours: '8' }).eveningHours?.code, 'premiumsOverHours');
  assert.equal(problems({ visits: '7', eveningHours: '4', weekendHours: '4' }).weekendHours?.code, 'premiumsOverHours');
  assert.equal(problems({ sleepIns: '4', wakingNights: '4' }).wakingNights?.code, 'tooManyNights');
  assert.equal(problems({ eveningHours: '-1' }).eveningHours?.code, 'negative');
  assert.deepEqual(problems({ visitHours: '1,5' }), {});
  assert.deepEqual(problems({}), {});
});

test('the site’s price list has every figure the estimator reads', () => {
  const site = costs.prices;
  for (const kind of ['companionship', 'personal', 'specialist'] as const) {
    assert.equal(site.rates[kind].length, 2);
    assert.ok(site.rates[kind][0] <= site.rates[kind][1]);
    assert.ok(site.live_in[kind] > 0);
  }
  assert.ok(Object.values(site.discounts).length > 0);
  const e = estimate(care({ eveningHours: '1', sleepIns: '1', extraMiles: '1' }), site);
  assert.ok(e.weekly[0] > 0 && e.weekly[1] >= e.weekly[0]);
});
