// The search benchmark's query set and what it records of each engine's answers.

export type Lang = 'en' | 'pl';
export const LANGS: Lang[] = ['en', 'pl'];
// `family`: written as a family would type it (symptoms, fears, everyday words, not titles);
// `synonym`: a word the site does not use for what it covers (content/search/synonyms.*.toml).
/** Our engine's name in the report. */
export const OURS = 'Marigold';

export const KINDS = ['exact', 'typo', 'no-diacritics', 'word-form', 'question', 'family', 'synonym'] as const;

export interface Query {
  lang: Lang;
  query: string;
  /** Paths a reader expects near the top, compared without #fragment, trailing slash or .html. */
  expected: string[];
  /** Paths judged and found not to answer the query (scripts/search-judging.md). */
  not_relevant: string[];
  kind: (typeof KINDS)[number];
}

export interface QueryResult {
  query: string;
  kind: Query['kind'];
  /** Normalised paths of the first five results, in order. */
  top: string[];
  /** 1-based rank of the first expected path in the top five; 0 when none is there. */
  rank: number;
  /** Paths of the top five that are neither expected nor judged not relevant: to be judged. */
  unjudged: string[];
  bytes: number;
  /** Keystroke → results on screen, ms, one per character; null when none were shown in time. */
  keystrokes: (number | null)[];
}

export interface Run {
  engine: string;
  lang: Lang;
  results: QueryResult[];
  /** Bytes and requests after the page load, by path (query string dropped). */
  byPath: Record<string, { bytes: number; requests: number }>;
}
