// The page's side of the search worker: one worker, answers matched to questions by id. If the
// worker itself dies, every waiting question fails (the page says so) and the next question
// starts a new worker, so search is never left broken.
import type { Lang } from '../../shared/paths.ts';
import type {
  ExcerptRequest,
  SearchRequest,
  SearchResults,
  Segment,
  WorkerRequest,
  WorkerResponse,
} from './search-protocol.ts';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (r: WorkerResponse) => void; reject: (e: Error) => void }>();

function failAll(error: Error): void {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

function getWorker(): Worker {
  if (!worker) {
    const started = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const waiting = pending.get(event.data.id);
      if (!waiting) return;
      pending.delete(event.data.id);
      if ('error' in event.data) waiting.reject(new Error(event.data.error));
      else waiting.resolve(event.data);
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

type Question = Omit<SearchRequest, 'id'> | Omit<ExcerptRequest, 'id'>;

function ask(question: Question): Promise<WorkerResponse> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    getWorker().postMessage({ ...question, id } as WorkerRequest);
  });
}

export async function search(request: Omit<SearchRequest, 'id' | 'type'>): Promise<SearchResults> {
  const answer = await ask({ type: 'search', ...request });
  if (!('results' in answer)) throw new Error('the search worker answered a search without results');
  return answer.results;
}

/** One hit's excerpt, highlighting `terms`; empty when its text cannot be loaded. */
export async function excerpt(lang: Lang, doc: number, terms: string[]): Promise<Segment[]> {
  const answer = await ask({ type: 'excerpt', lang, doc, terms });
  return 'excerpt' in answer ? answer.excerpt : [];
}
