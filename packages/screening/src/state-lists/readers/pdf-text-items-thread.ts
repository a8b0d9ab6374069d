import { Worker } from 'node:worker_threads';
import type { PdfTextAnswer } from './pdf-text-items-worker';

/** One piece of text on a PDF page with its position (points from the bottom left) and font size. */
export interface PdfTextItem {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
}

const WORKER_URL = new URL('./pdf-text-items-worker-entry.mjs', import.meta.url);

/**
 * An idle PDF thread ends after this long. Starting one (tsx's loader, then pdfjs-dist's legacy build)
 * costs 2–4 s of CPU, against milliseconds for the small state-list PDFs themselves: an import of every
 * shipped list reads ten PDFs one after another, and each would start its own thread.
 */
const IDLE_MS = 10_000;

interface PdfThread {
  worker: Worker;
  pending: Map<number, { resolve: (pages: PdfTextItem[][]) => void; reject: (error: Error) => void }>;
  idleTimer?: NodeJS.Timeout;
}

let thread: PdfThread | undefined;
let nextId = 0;

function failAll(failed: PdfThread, error: Error): void {
  if (thread === failed) thread = undefined;
  clearTimeout(failed.idleTimer);
  for (const { reject } of failed.pending.values()) reject(error);
  failed.pending.clear();
}

function startThread(): PdfThread {
  const started: PdfThread = { worker: new Worker(WORKER_URL, { execArgv: [] }), pending: new Map() };
  started.worker.on('message', (answer: PdfTextAnswer) => {
    const waiting = started.pending.get(answer.id);
    started.pending.delete(answer.id);
    if ('pages' in answer) waiting?.resolve(answer.pages);
    else waiting?.reject(new Error(answer.error));
    if (started.pending.size === 0) idle(started);
  });
  started.worker.on('error', (error) => failAll(started, error));
  started.worker.on('exit', (code) => failAll(started, new Error(`the PDF text thread exited with code ${code}`)));
  return started;
}

/** An idle thread never keeps the process alive, and ends once it has had nothing to read for IDLE_MS. */
function idle(idleThread: PdfThread): void {
  idleThread.worker.unref();
  idleThread.idleTimer = setTimeout(() => {
    if (thread === idleThread) thread = undefined;
    void idleThread.worker.terminate();
  }, IDLE_MS).unref();
}

/**
 * The text items of every page of a PDF, read by pdfjs-dist in a thread of its own: pdfjs's polyfills
 * replace built-ins of whichever thread loads it (pdf-text-items-worker.ts). The thread reads the
 * documents one after another and is kept for the next one until it has been idle for IDLE_MS.
 */
export function pdfTextItemsInThread(data: Buffer): Promise<PdfTextItem[][]> {
  const current = thread ?? (thread = startThread());
  clearTimeout(current.idleTimer);
  // A thread with a document to read keeps the process alive until it answers.
  current.worker.ref();
  const id = nextId++;
  const copy = new Uint8Array(data);
  return new Promise((resolve, reject) => {
    current.pending.set(id, { resolve, reject });
    current.worker.postMessage({ id, data: copy }, [copy.buffer]);
  });
}
