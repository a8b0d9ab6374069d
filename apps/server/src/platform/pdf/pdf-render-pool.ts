import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderAnswer, RenderRequest } from './render-pdf-worker';

/** A task without the id the pool gives it. */
type RenderTask = RenderRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const WORKER_URL = new URL('./render-pdf-worker-entry.mjs', import.meta.url);

interface Task {
  request: RenderTask;
  background: boolean;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

export interface PdfRenderPoolOptions {
  /** Render threads; default one per core but one, so the API's own thread keeps a core. */
  threads?: number;
  /** Heap of one render thread: a document too large fails its own render, never the server. */
  maxHeapMb?: number;
}

/**
 * A few worker threads that render PDFs, so a large document keeps a render thread busy instead of the
 * API's event loop. Each thread renders one document at a time; more wait in a queue (first come, first
 * served, requests before background work). A thread that dies (out of memory) fails its document and is replaced on the next one.
 */
export class PdfRenderPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, { id: number; task: Task }>();
  private readonly queue: Task[] = [];
  private readonly size: number;
  private readonly maxHeapMb: number;
  private nextId = 0;
  private closed = false;

  constructor(options: PdfRenderPoolOptions = {}) {
    this.size = Math.max(1, options.threads ?? availableParallelism() - 1);
    this.maxHeapMb = options.maxHeapMb ?? 1024;
  }

  /**
   * Runs a task on the next free thread. Background tasks (the parts of a job's export) wait behind every
   * request's document, so a download someone waits for never queues behind a long export.
   */
  run(request: RenderTask, options: { background?: boolean } = {}): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('The PDF render pool is closed'));
    return new Promise((resolve, reject) => {
      const task = { request, background: options.background ?? false, resolve, reject };
      const firstBackground = task.background ? -1 : this.queue.findIndex((queued) => queued.background);
      if (firstBackground < 0) this.queue.push(task);
      else this.queue.splice(firstBackground, 0, task);
      this.dispatch();
    });
  }

  /** Documents waiting for a thread. */
  get waiting(): number {
    return this.queue.length;
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
    const worker = new Worker(WORKER_URL, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb } });
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
