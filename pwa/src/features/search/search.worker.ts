// The search worker: loads the page language's Rust/WASM module and index once, then answers
// queries off the main thread. A result's excerpt is cut from its document's text file, fetched
// only when the page asks, for a result the reader can see: typing a word shows twenty results
// for each prefix, and fetching every one's text made the first search heavier than the module
// and index together. Everything is precached, so this works offline.
//
// Should the module ever fail (a trap leaves a wasm instance unusable), the worker forgets the
// module and index, answers that query with an error the page explains, and loads them afresh
// for the next query.
import wasmEnUrl from '#generated/wasm/search_en_bg.wasm?url';
import wasmPlUrl from '#generated/wasm/search_pl_bg.wasm?url';
import indexEnUrl from '#generated/search/index.en.bin?url';
import indexPlUrl from '#generated/search/index.pl.bin?url';
import type { Lang } from '../../shared/paths.ts';
import type { SearchHit, Segment, WorkerRequest, WorkerResponse } from './search-protocol.ts';

interface Engine {
  search(query: string, kind: string, category: string, limit: number, complete: boolean): string;
  excerpt(text: string, terms: string): string;
}

/** What the module answers (search-core's `SearchResults::to_json`). */
interface RawResults {
  total: number;
  empty_query: boolean;
  terms: string[];
  suggestion: string | null;
  topics: string[];
  hits: Omit<SearchHit, 'excerpt'>[];
}

const modules: Record<
  Lang,
  { glue: () => Promise<typeof import('#generated/wasm/search_en.js')>; wasm: string; index: string }
> = {
  en: { glue: () => import('#generated/wasm/search_en.js'), wasm: wasmEnUrl, index: indexEnUrl },
  pl: { glue: () => import('#generated/wasm/search_pl.js'), wasm: wasmPlUrl, index: indexPlUrl },
};

const engines = new Map<Lang, Promise<Engine>>();
const texts = new Map<string, Promise<string>>();
/** Texts already here, so a search can cut their excerpts at once. */
const loaded = new Map<string, string>();

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

function engineFor(lang: Lang): Promise<Engine> {
  let engine = engines.get(lang);
  if (!engine) {
    const { glue, wasm, index } = modules[lang];
    engine = Promise.all([glue(), fetchOk(index).then((r) => r.arrayBuffer())]).then(async ([module, bytes]) => {
      await module.default({ module_or_path: wasm });
      return new module.SearchIndex(new Uint8Array(bytes));
    });
    engine.catch(() => engines.delete(lang));
    engines.set(lang, engine);
  }
  return engine;
}

const textUrl = (lang: Lang, doc: number) => `/search/text/${lang}/${doc}.txt`;

/** A document's excerpt text; a result without one still shows, just without an excerpt. */
function textOf(lang: Lang, doc: number): Promise<string> {
  const url = textUrl(lang, doc);
  let text = texts.get(url);
  if (!text) {
    text = fetchOk(url).then((r) => r.text());
    text.then((t) => loaded.set(url, t)).catch(() => texts.delete(url));
    texts.set(url, text);
  }
  return text.catch(() => '');
}

function cut(engine: Engine, text: string, terms: string[]): Segment[] {
  return text ? (JSON.parse(engine.excerpt(text, terms.join('\n'))) as Segment[]) : [];
}

async function answer(request: WorkerRequest): Promise<WorkerResponse> {
  const { id, lang } = request;
  const engine = await engineFor(lang);
  if (request.type === 'excerpt') {
    return { id, excerpt: cut(engine, await textOf(lang, request.doc), request.terms) };
  }
  const { query, kind, category, limit } = request;
  const raw = JSON.parse(engine.search(query, kind, category, limit, true)) as RawResults;
  const hits = raw.hits.map((hit) => {
    const text = loaded.get(textUrl(lang, hit.doc));
    return { ...hit, excerpt: text === undefined ? null : cut(engine, text, raw.terms) };
  });
  const { total, empty_query, terms, suggestion, topics } = raw;
  return { id, results: { total, empty_query, terms, suggestion, topics, hits } };
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  let reply: WorkerResponse;
  try {
    reply = await answer(event.data);
  } catch (error) {
    // A module that failed is not trusted again: the next query loads it afresh.
    engines.delete(event.data.lang);
    reply = { id: event.data.id, error: String(error) };
  }
  self.postMessage(reply);
};
