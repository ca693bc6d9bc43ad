// The page's side of the search worker: one worker, answers matched to questions by id. If the
// worker itself dies, every waiting question fails (the page says so) and the next question
// starts a new worker, so search is never left broken.
import type { SearchRequest, SearchResponse, SearchResults } from './search-protocol.ts';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (r: SearchResults) => void; reject: (e: Error) => void }>();

function failAll(error: Error): void {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

function getWorker(): Worker {
  if (!worker) {
    const started = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<SearchResponse>) => {
      const waiting = pending.get(event.data.id);
      if (!waiting) return;
      pending.delete(event.data.id);
      if ('error' in event.data) waiting.reject(new Error(event.data.error));
      else waiting.resolve(event.data.results);
    };
    started.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      started.terminate();
      if (worker === started) worker = null;
      failAll(new Error(event.message || 'the search worker stopped'));
    };
    worker = started;
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
