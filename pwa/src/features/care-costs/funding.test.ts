// Runs in Node (node --test): the means-test band and the tariff income at the limits, to the
// penny, and what the checker suggests, against content/figures.toml.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import costs from '#generated/data/costs.json' with { type: 'json' };
import { capitalBand, checkFunding, defaultFunding, validateFunding, type Figures } from './funding.ts';

const figures: Figures = costs.figures;

test('the tariff income is £1 for every £250 or part of £250 above £14,250, up to £23,250', () => {
  assert.equal(figures.capital.current.lower, 14250);
  assert.equal(figures.capital.current.upper, 23250);
  assert.deepEqual(capitalBand(14250, figures), { band: 'below', lower: 14250 });
  assert.deepEqual(capitalBand(14250.01, figures), {
    band: 'between',
    lower: 14250,
    upper: 23250,
    over: 0.01,
    tariff: 1,
  });
  assert.equal((capitalBand(14500, figures) as { tariff: number }).tariff, 1);
  assert.equal((capitalBand(14500.01, figures) as { tariff: number }).tariff, 2);
  assert.equal((capitalBand(18000, figures) as { tariff: number }).tariff, 15);
  assert.deepEqual(capitalBand(23250, figures), {
    band: 'between',
    lower: 14250,
    upper: 23250,
    over: 9000,
    tariff: 36,
  });
  assert.deepEqual(capitalBand(23250.01, figures), { band: 'above', upper: 23250 });
  assert.deepEqual(capitalBand(0, figures), { band: 'below', lower: 14250 });
});

test('savings are read as people type them, and a wrong amount gets its own problem', () => {
  assert.deepEqual(validateFunding({ ...defaultFunding, capital: '' }), { capital: { code: 'missing' } });
  assert.deepEqual(validateFunding({ ...defaultFunding, capital: 'lots' }), { capital: { code: 'notNumber' } });
  assert.deepEqual(validateFunding({ ...defaultFunding, capital: '-5' }), { capital: { code: 'negative' } });
  assert.deepEqual(validateFunding({ ...defaultFunding, capital: '£18,000' }), {});
  // Polish: "." groups thousands and "," is the decimal mark.
  assert.equal(
    (checkFunding({ ...defaultFunding, capital: '18 000,00' }, figures, 'pl').capital as { tariff: number }).tariff,
    15,
  );
  assert.equal(checkFunding({ ...defaultFunding, capital: '100.000' }, figures, 'pl').capital?.band, 'above');
  assert.deepEqual(validateFunding({ ...defaultFunding, capital: '18.000' }, 'en'), {
    capital: { code: 'ambiguous', values: { first: 18, second: 18000 } },
  });
  assert.equal(
    (checkFunding({ ...defaultFunding, capital: '£18,000' }, figures).capital as { tariff: number }).tariff,
    15,
  );
  assert.deepEqual(validateFunding({ ...defaultFunding, age: 'child', capital: '' }), {});
});

test('the checks follow the answers, with this tax year’s rates', () => {
  const kinds = (a: Partial<typeof defaultFunding>) =>
    checkFunding({ ...defaultFunding, capital: '0', ...a }, figures).checks.map((c) => c.kind);
  assert.deepEqual(kinds({}), ['attendanceAllowance', 'pensionCredit']);
  assert.deepEqual(kinds({ benefits: 'yes', carer: 'yes', health: 'unsure' }), [
    'benefitCounted',
    'pensionCredit',
    'carersAllowance',
    'continuingHealthcare',
  ]);
  assert.deepEqual(kinds({ age: 'adult' }), ['pip']);
  assert.deepEqual(kinds({ age: 'child' }), ['dlaChild']);
  // PIP replaces DLA at 16; the adult means test waits until 18.
  assert.deepEqual(kinds({ age: 'young' }), ['pip']);
  assert.equal(checkFunding({ ...defaultFunding, age: 'young' }, figures).capital, null);
  assert.deepEqual(validateFunding({ ...defaultFunding, age: 'young', capital: '' }), {});
  assert.equal(checkFunding({ ...defaultFunding, age: 'child' }, figures).capital, null);
  const aa = checkFunding({ ...defaultFunding, capital: '0' }, figures).checks[0];
  assert.deepEqual(aa, {
    kind: 'attendanceAllowance',
    lower: figures.attendance_allowance.current.lower,
    higher: figures.attendance_allowance.current.higher,
    source: 'https://www.gov.uk/attendance-allowance',
  });
  assert.equal(checkFunding({ ...defaultFunding, capital: '0' }, figures).taxYear, figures.tax_year);
});
