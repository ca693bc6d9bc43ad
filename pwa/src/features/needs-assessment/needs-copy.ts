// The needs assessment checklist's copy (content/pages/needs-assessment.<lang>.toml) as the page
// reads it. The outcomes are the regulations' own lists, in their order.
import type { ContentCopy } from '../../shared/page-copy.ts';

export interface Outcome {
  /** Stable: answers kept on a device are stored by it. */
  id: string;
  /** The regulation's letter, for the person's outcomes (regulation 2(2)(a) to (j)). */
  letter?: string;
  /** The regulation's wording. */
  law: string;
  /** The same in plain words, and everyday examples. */
  title: string;
  examples: string;
}

type Strings = Record<string, string>;

export interface NeedsCopy extends ContentCopy {
  privacy: { heading: string; page: string; keep: string; handoff: string; clear: string };
  choices: Record<'alone' | 'help' | 'difficulty' | 'cannot' | 'carer_difficulty' | 'yes' | 'no' | 'unsure', string>;
  person: Record<'heading' | 'intro' | 'cause' | 'cause_hint' | 'impact' | 'impact_hint', string>;
  outcomes: Outcome[];
  carer: Record<'heading' | 'intro' | 'health' | 'impact', string>;
  carer_outcomes: Outcome[];
  result: Strings;
  /** The printed summary's and the hand-off message's own words. */
  print: Strings;
}
