import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderAnswer, RenderRequest } from './render-pdf-worker';

/** A task without the id the pool gives it. */
type RenderTask = RenderRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const WORKER_URL = new URL('./render-pdf-worker-entry.mjs', import.meta.url);

/**
 * The nice value of the background render thread (Linux, where it is per thread): the lowest priority, so
 * the scheduler gives a job's long export only the CPU that requests and the database leave (decision 410).
 */
export const BACKGROUND_NICE = 19;

interface Task {
  request: RenderTask;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

export interface PdfRenderPoolOptions {
  /** Render threads for requests' documents; default one per core but one, so the API's own thread keeps a core. */
  threads?: number;
  /** Heap of one render thread: a document too large fails its own render, never the server. */
  maxHeapMb?: number;
}

/**
 * Worker threads that render PDFs, so a large document keeps a render thread busy instead of the API's
 * event loop. Requests' documents (someone waits for them) and background work (the parts of a job's
 * export) have lanes of their own: a download never queues behind an export, and the background lane's
 * one thread runs at the lowest CPU priority, so on a busy machine an export slows down instead of the
 * requests. Each thread renders one document at a time; more wait in their lane's queue (first come,
 * first served). A thread that dies (out of memory) fails its document and is replaced on the next one.
 */
export class PdfRenderPool {
  private readonly requests: RenderLane;
  private readonly background: RenderLane;

  constructor(options: PdfRenderPoolOptions = {}) {
    const maxHeapMb = options.maxHeapMb ?? 1024;
    this.requests = new RenderLane(Math.max(1, options.threads ?? availableParallelism() - 1), maxHeapMb, 0);
    this.background = new RenderLane(1, maxHeapMb, BACKGROUND_NICE);
  }

  /** Runs a task on its lane's next free thread: `background` for a job's work, which may wait and yield the CPU. */
  run(request: RenderTask, options: { background?: boolean } = {}): Promise<Buffer> {
    return (options.background ? this.background : this.requests).run(request);
  }

  async close(): Promise<void> {
    await Promise.all([this.requests.close(), this.background.close()]);
  }
}

/** Up to `size` render threads started on demand, at the nice value `nice`, serving one queue in order. */
class RenderLane {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, { id: number; task: Task }>();
  private readonly queue: Task[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly maxHeapMb: number,
    private readonly nice: number,
  ) {}

  run(request: RenderTask): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('The PDF render pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('The PDF render pool is closed'));
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length) {
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const task = this.queue.shift()!;
      const id = this.nextId++;
      this.busy.set(worker, { id, task });
      // A busy thread keeps the process alive until its document is done; an idle one does not.
      worker.ref();
      worker.postMessage({ id, ...task.request } as RenderRequest);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_URL, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
      workerData: { nice: this.nice },
    });
    worker.on('message', (answer: RenderAnswer) => {
      const current = this.busy.get(worker);
      if (!current || current.id !== answer.id) return;
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      if ('pdf' in answer) current.task.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else current.task.reject(new Error(`PDF render failed: ${answer.error}`));
      this.dispatch();
    });
    const fail = (error: Error) => {
      const current = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      current?.task.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PDF render thread exited with code ${code}`)));
    return worker;
  }
}
