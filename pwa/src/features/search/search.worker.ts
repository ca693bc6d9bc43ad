// The search worker: loads the page language's Rust/WASM module and index once, then answers
// queries off the main thread. A result's excerpt is cut from its document's text file, fetched
// only for the results shown. Everything is precached, so this works offline.
//
// Should the module ever fail (a trap leaves a wasm instance unusable), the worker forgets the
// module and index, answers that query with an error the page explains, and loads them afresh
// for the next query.
import wasmEnUrl from '#generated/wasm/search_en_bg.wasm?url';
import wasmPlUrl from '#generated/wasm/search_pl_bg.wasm?url';
import indexEnUrl from '#generated/search/index.en.bin?url';
import indexPlUrl from '#generated/search/index.pl.bin?url';
import type { Lang } from '../../routes/paths.ts';
import type { SearchHit, SearchRequest, SearchResponse, Segment } from './search-protocol.ts';

interface Engine {
  search(query: string, kind: string, category: string, limit: number, complete: boolean): string;
  excerpt(text: string, terms: string): string;
}

/** What the module answers (search-core's `SearchResults::to_json`). */
interface RawResults {
  total: number;
  empty_query: boolean;
  terms: string[];
  hits: (Omit<SearchHit, 'excerpt'> & { doc: number })[];
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

/** A document's excerpt text; a result without one still shows, just without an excerpt. */
function textOf(lang: Lang, doc: number): Promise<string> {
  const url = `/search/text/${lang}/${doc}.txt`;
  let text = texts.get(url);
  if (!text) {
    text = fetchOk(url).then((r) => r.text());
    text.catch(() => texts.delete(url));
    texts.set(url, text);
  }
  return text.catch(() => '');
}

self.onmessage = async (event: MessageEvent<SearchRequest>) => {
  const { id, lang, query, kind, category, limit } = event.data;
  let reply: SearchResponse;
  try {
    const engine = await engineFor(lang);
    const raw = JSON.parse(engine.search(query, kind, category, limit, true)) as RawResults;
    const terms = raw.terms.join('\n');
    const hits = await Promise.all(
      raw.hits.map(async ({ doc, ...hit }) => {
        const text = await textOf(lang, doc);
        const excerpt = text ? (JSON.parse(engine.excerpt(text, terms)) as Segment[]) : [];
        return { ...hit, excerpt };
      }),
    );
    reply = { id, results: { total: raw.total, empty_query: raw.empty_query, hits } };
  } catch (error) {
    // A module that failed is not trusted again: the next query loads it afresh.
    engines.delete(lang);
    reply = { id, error: String(error) };
  }
  self.postMessage(reply);
};
