// The care costs page's copy (content/pages/care-costs.<lang>.toml) as the page reads it, and
// the price list and public figures (content/prices.toml, figures.toml) through costs.json.
import costs from '#generated/data/costs.json' with { type: 'json' };
import type { ContentCopy } from '../../shared/page-copy.ts';
import type { PluralForms } from './format.ts';

export const { prices, figures } = costs;

type Strings = Record<string, string>;
export interface CareCostsCopy extends ContentCopy {
  tool: Strings;
  care: Strings;
  errors: Strings;
  estimate: Strings;
  plural: Record<'hours' | 'hours_at_least' | 'nights' | 'visits' | 'miles', PluralForms>;
  rules: Strings;
  funding: Strings;
  funding_rules: Strings;
  together: Strings;
  prices: Strings;
  /** The printed summary's own words (print-summary.tsx). */
  print: Strings;
}

/** The rules in the order a reader needs them (the copy's keys arrive sorted by name). */
export const RULES = [
  'band',
  'minimum',
  'premiums',
  'discount',
  'nights',
  'travel',
  'live_in',
  'month',
  'fees',
] as const;
