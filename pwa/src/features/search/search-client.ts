// The page's side of the search worker: one worker, answers matched to questions by id.
import type { SearchRequest, SearchResponse, SearchResults } from './search-protocol.ts';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (r: SearchResults) => void; reject: (e: Error) => void }>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SearchResponse>) => {
      const waiting = pending.get(event.data.id);
      if (!waiting) return;
      pending.delete(event.data.id);
      if ('error' in event.data) waiting.reject(new Error(event.data.error));
      else waiting.resolve(event.data.results);
    };
  }
  return worker;
}

export function search(request: Omit<SearchRequest, 'id'>): Promise<SearchResults> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    getWorker().postMessage({ ...request, id } satisfies SearchRequest);
  });
}
