// Messages between the page and the search worker.
import type { Lang } from '../../shared/paths.ts';

/** A query; the answer's hits carry an excerpt only where the document's text is already loaded. */
export interface SearchRequest {
  type: 'search';
  id: number;
  lang: Lang;
  query: string;
  kind: string;
  category: string;
  limit: number;
}

/** The excerpt of one hit, asked for once the reader can see it (its text is fetched then). */
export interface ExcerptRequest {
  type: 'excerpt';
  id: number;
  lang: Lang;
  doc: number;
  terms: string[];
}

export type WorkerRequest = SearchRequest | ExcerptRequest;

export interface Segment {
  text: string;
  hit: boolean;
}

export interface SearchHit {
  url: string;
  title: string;
  kind: 'article' | 'page' | 'service' | 'faq';
  category: string | null;
  score: number;
  /** The document's number, to ask for its excerpt. */
  doc: number;
  /** Null until the document's text is loaded; empty when it has none. */
  excerpt: Segment[] | null;
}

export interface SearchResults {
  total: number;
  hits: SearchHit[];
  empty_query: boolean;
  /** The query's analysed terms, which the excerpt highlights. */
  terms: string[];
  /** When nothing matched: the query in the index's nearest words, if that finds something. */
  suggestion: string | null;
  /** When nothing matched: category keys worth a look, most relevant first. */
  topics: string[];
}

export type WorkerResponse =
  { id: number; results: SearchResults } | { id: number; excerpt: Segment[] } | { id: number; error: string };
