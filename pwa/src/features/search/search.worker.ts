// The search worker: loads the Rust/WASM module and a language's index once, then answers
// queries off the main thread. Both files are precached, so this works offline.
import init, { SearchIndex } from '#generated/wasm/search_wasm.js';
import wasmUrl from '#generated/wasm/search_wasm_bg.wasm?url';
import indexEnUrl from '#generated/search/index.en.bin?url';
import indexPlUrl from '#generated/search/index.pl.bin?url';
import type { Lang } from '../../routes/paths.ts';
import type { SearchRequest, SearchResponse } from './search-protocol.ts';

const indexUrls: Record<Lang, string> = { en: indexEnUrl, pl: indexPlUrl };
const indexes = new Map<Lang, Promise<SearchIndex>>();
let ready: Promise<unknown> | undefined;

function indexFor(lang: Lang): Promise<SearchIndex> {
  let index = indexes.get(lang);
  if (!index) {
    ready ??= init({ module_or_path: wasmUrl });
    index = ready.then(async () => {
      const response = await fetch(indexUrls[lang]);
      if (!response.ok) throw new Error(`index ${lang}: HTTP ${response.status}`);
      return new SearchIndex(new Uint8Array(await response.arrayBuffer()));
    });
    index.catch(() => indexes.delete(lang));
    indexes.set(lang, index);
  }
  return index;
}

self.onmessage = async (event: MessageEvent<SearchRequest>) => {
  const { id, lang, query, kind, category, limit } = event.data;
  let reply: SearchResponse;
  try {
    const index = await indexFor(lang);
    reply = { id, results: JSON.parse(index.search(query, kind, category, limit, true)) };
  } catch (error) {
    reply = { id, error: String(error) };
  }
  self.postMessage(reply);
};
