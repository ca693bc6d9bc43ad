// Messages between the page and the search worker.
import type { Lang } from '../../routes/paths.ts';

export interface SearchRequest {
  id: number;
  lang: Lang;
  query: string;
  kind: string;
  category: string;
  limit: number;
}

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
  excerpt: Segment[];
}

export interface SearchResults {
  total: number;
  hits: SearchHit[];
  empty_query: boolean;
}

export type SearchResponse = { id: number; results: SearchResults } | { id: number; error: string };
