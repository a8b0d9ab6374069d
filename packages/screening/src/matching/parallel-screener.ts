import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ListRecord } from '../model/list-record';
import type { MatchResult } from '../model/match-result';
import type { Subject } from '../model/subject';
import type { ChunkRequest, WorkerSetup } from './parallel-screener-worker';
import type { ScreenOptions } from './screen';

/** Options for {@link ParallelScreener.start}. */
export interface ParallelScreenerOptions extends ScreenOptions {
  /** Worker threads; default one per core. */
  workers?: number;
  /** Nickname table file (defaults to the shipped one). */
  nicknamesPath?: string;
  /** Subjects per message to a worker: large enough to amortise the copy, small enough to balance. */
  chunkSize?: number;
}

const WORKER_URL = new URL('./parallel-screener-worker-entry.mjs', import.meta.url);

interface PendingChunk {
  resolve: (results: MatchResult[][]) => void;
  reject: (error: Error) => void;
}

class ScreeningWorker {
  private readonly pending = new Map<number, PendingChunk>();
  private nextId = 0;
  readonly ready: Promise<void>;

  constructor(private readonly worker: Worker) {
    this.ready = new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', () => resolve());
    });
    worker.on('message', (message: { id?: number; results?: MatchResult[][] }) => {
      if (message.id === undefined) return;
      this.pending.get(message.id)?.resolve(message.results ?? []);
      this.pending.delete(message.id);
    });
    worker.on('error', (error) => {
      for (const chunk of this.pending.values()) chunk.reject(error);
      this.pending.clear();
    });
  }

  screen(subjects: Subject[]): Promise<MatchResult[][]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, subjects } satisfies ChunkRequest);
    });
  }

  /** Chunks this worker has been given and not yet answered. */
  get load(): number {
    return this.pending.size;
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

/**
 * Screens large batches on every core: each worker thread builds its own index from the same list
 * records, and the subjects are dealt out in chunks to whichever worker has the least work queued.
 * Results come back in the subjects' order and equal `screenSubject`'s for each subject.
 */
export class ParallelScreener {
  private constructor(
    private readonly workers: ScreeningWorker[],
    private readonly chunkSize: number,
  ) {}

  /** Starts the workers and waits until every one has built its index. */
  static async start(records: ListRecord[], options: ParallelScreenerOptions = {}): Promise<ParallelScreener> {
    const { workers: requested, nicknamesPath, chunkSize = 2_000, ...screenOptions } = options;
    const count = Math.max(1, requested ?? availableParallelism());
    const setup: WorkerSetup = { records, nicknamesPath, options: screenOptions };
    const workers = Array.from({ length: count }, () => new ScreeningWorker(new Worker(WORKER_URL, { workerData: setup, execArgv: [] })));
    try {
      await Promise.all(workers.map((worker) => worker.ready));
    } catch (error) {
      await Promise.all(workers.map((worker) => worker.terminate()));
      throw error;
    }
    return new ParallelScreener(workers, chunkSize);
  }

  /** The hits of every subject, in the subjects' order. */
  async screen(subjects: readonly Subject[]): Promise<MatchResult[][]> {
    const chunks: Promise<MatchResult[][]>[] = [];
    for (let start = 0; start < subjects.length; start += this.chunkSize) {
      const worker = this.workers.reduce((least, candidate) => (candidate.load < least.load ? candidate : least));
      chunks.push(worker.screen(subjects.slice(start, start + this.chunkSize)));
    }
    return (await Promise.all(chunks)).flat();
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
