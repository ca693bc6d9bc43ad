// Runs in Node on the built dist/ (no browser): the size budgets (docs/requirements.md), which the build
// also prints. Bytes are deterministic, so these are fair tests; speed is measured by the
// benchmark (npm run bench), never here.
import { join } from 'node:path';
import { measure } from '../scripts/budgets.ts';
import { articleFiles } from '../scripts/sizes.ts';
import { routes } from '../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';

const dist = join(import.meta.dirname, '..', '..', 'dist');

for (const figure of measure(dist, articleFiles())) {
  const { budget } = figure;
  if (budget === undefined) continue;
  test(`${figure.label} is within its budget`, () => {
    expect(figure.bytes, `${figure.label}${figure.detail ? ` (${figure.detail})` : ''}`).toBeLessThanOrEqual(budget);
  });
}

test('every article page is measured, so the longest cannot be missed', () => {
  expect(articleFiles().length).toBe(routes.filter((r) => r.key === 'article').length);
});
