import { fork } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderAnswer, RenderRequest, RenderThreadData } from './render-pdf-worker';

/** A task without the id the pool gives it. */
type RenderTask = RenderRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const WORKER_URL = new URL('./render-pdf-worker-entry.mjs', import.meta.url);

/**
 * The default nice value of the background render process: the lowest priority, so the scheduler gives a
 * job's long export only the CPU that requests and the database leave, its garbage collector's threads
 * included (decision 410).
 */
export const BACKGROUND_NICE = 19;

/**
 * The default nice value of the request render threads: below the API's own thread, so on busy cores the
 * light calls everyone makes go before a document's layout (decision 414); on idle cores a render runs
 * at full speed all the same.
 */
export const REQUEST_NICE = 10;

interface Task {
  request: RenderTask;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

export interface PdfRenderPoolOptions {
  /** Render threads for requests' documents; default one per core but one, so the API's own thread keeps a core. */
  threads?: number;
  /** Heap of one renderer: a document too large fails its own render, never the server. */
  maxHeapMb?: number;
  /** Nice value of the background render process (PDF_BACKGROUND_NICE); default {@link BACKGROUND_NICE}. */
  backgroundNice?: number;
  /** Nice value of the request render threads (PDF_REQUEST_NICE, Linux only); default {@link REQUEST_NICE}. */
  requestNice?: number;
}

/**
 * Renderers of PDFs, so a large document keeps a renderer busy instead of the API's event loop. Requests'
 * documents (someone waits for them) and background work (the parts of a job's export) have lanes of
 * their own: a download never queues behind an export. Requests render on worker threads a little below
 * the API's own priority; background work renders in one child process at the lowest CPU priority, so on
 * a busy machine an export slows down instead of the requests (a thread's garbage collection runs on the
 * process's shared threads, which a thread's own priority would not reach). Each renderer renders one
 * document at a time; more wait in their lane's queue (first come, first served). A renderer that dies
 * (out of memory) fails its document and is replaced on the next one.
 */
export class PdfRenderPool {
  private readonly requests: RenderLane;
  private readonly background: RenderLane;

  constructor(options: PdfRenderPoolOptions = {}) {
    const maxHeapMb = options.maxHeapMb ?? 1024;
    const threads = Math.max(1, options.threads ?? availableParallelism() - 1);
    const requestNice = options.requestNice ?? REQUEST_NICE;
    this.requests = new RenderLane(threads, () => startRenderThread(maxHeapMb, requestNice));
    this.background = new RenderLane(1, () => startRenderProcess(maxHeapMb, options.backgroundNice ?? BACKGROUND_NICE));
  }

  /** Runs a task on its lane's next free renderer: `background` for a job's work, which may wait and yield the CPU. */
  run(request: RenderTask, options: { background?: boolean } = {}): Promise<Buffer> {
    return (options.background ? this.background : this.requests).run(request);
  }

  /** Starts the request lane's threads before any document needs them. */
  startRequestThreads(): void {
    this.requests.startRenderers();
  }

  async close(): Promise<void> {
    await Promise.all([this.requests.close(), this.background.close()]);
  }
}

/** A render thread or process, as its lane drives it. */
interface Renderer {
  send(request: RenderRequest): void;
  onAnswer(listener: (answer: RenderAnswer) => void): void;
  onFailure(listener: (error: Error) => void): void;
  /** Busy: keeps the server process alive until the document is done; idle: does not. */
  hold(busy: boolean): void;
  stop(): Promise<void>;
}

function startRenderThread(maxHeapMb: number, nice: number): Renderer {
  // The thread lowers its own priority (Linux keeps nice per thread): its id is known only inside it.
  const workerData: RenderThreadData = { nice };
  const worker = new Worker(WORKER_URL, { execArgv: [], workerData, resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
  return {
    send: (request) => worker.postMessage(request),
    onAnswer: (listener) => worker.on('message', listener),
    onFailure(listener) {
      worker.on('error', listener);
      worker.on('exit', (code) => listener(new Error(`PDF render thread exited with code ${code}`)));
    },
    hold: (busy) => (busy ? worker.ref() : worker.unref()),
    stop: async () => void (await worker.terminate()),
  };
}

function startRenderProcess(maxHeapMb: number, nice: number): Renderer {
  // `advanced` serialization is the structured clone a thread's messages use: Dates and byte arrays cross as they are.
  const child = fork(fileURLToPath(WORKER_URL), [], {
    execArgv: [`--max-old-space-size=${maxHeapMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // No pid: the fork failed, and its 'error' event fails the document.
  if (child.pid !== undefined && nice > 0) setPriority(child.pid, nice);
  return {
    send: (request) => child.send(request),
    onAnswer: (listener) => child.on('message', listener),
    onFailure(listener) {
      child.on('error', listener);
      child.on('exit', (code, signal) => listener(new Error(`PDF render process exited with ${signal ?? `code ${code}`}`)));
    },
    hold(busy) {
      if (busy) child.ref();
      else child.unref();
      // The IPC channel keeps the server alive too (a Node-internal handle with ref/unref).
      const channel = (child as { channel?: { ref(): void; unref(): void } }).channel;
      if (busy) channel?.ref();
      else channel?.unref();
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}

/** Up to `size` renderers started on demand, serving one queue in order. */
class RenderLane {
  private readonly idle: Renderer[] = [];
  private readonly busy = new Map<Renderer, { id: number; task: Task }>();
  private readonly queue: Task[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly start: () => Renderer,
  ) {}

  run(request: RenderTask): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('The PDF render pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  startRenderers(): void {
    while (!this.closed && this.idle.length + this.busy.size < this.size) {
      const renderer = this.spawn();
      renderer.hold(false);
      this.idle.push(renderer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('The PDF render pool is closed'));
    const renderers = [...this.idle.splice(0), ...this.busy.keys()];
    await Promise.all(renderers.map((renderer) => renderer.stop()));
  }

  private dispatch(): void {
    while (this.queue.length) {
      const renderer = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!renderer) return;
      const task = this.queue.shift()!;
      const id = this.nextId++;
      this.busy.set(renderer, { id, task });
      renderer.hold(true);
      renderer.send({ id, ...task.request } as RenderRequest);
    }
  }

  private spawn(): Renderer {
    const renderer = this.start();
    renderer.onAnswer((answer) => {
      const current = this.busy.get(renderer);
      if (!current || current.id !== answer.id) return;
      this.busy.delete(renderer);
      renderer.hold(false);
      this.idle.push(renderer);
      if ('pdf' in answer) current.task.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else current.task.reject(new Error(`PDF render failed: ${answer.error}`));
      this.dispatch();
    });
    renderer.onFailure((error) => {
      const current = this.busy.get(renderer);
      this.busy.delete(renderer);
      const at = this.idle.indexOf(renderer);
      if (at >= 0) this.idle.splice(at, 1);
      current?.task.reject(error);
      if (!this.closed) this.dispatch();
    });
    return renderer;
  }
}
