import { Worker } from 'node:worker_threads';

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
 * The text items of every page of a PDF, read by pdfjs-dist in a thread of its own that ends with the
 * document: pdfjs's polyfills replace built-ins of whichever thread loads it (pdf-text-items-worker.ts).
 */
export function pdfTextItemsInThread(data: Buffer): Promise<PdfTextItem[][]> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(data);
    const worker = new Worker(WORKER_URL, { workerData: copy, transferList: [copy.buffer], execArgv: [] });
    worker.once('message', (answer: { pages: PdfTextItem[][] } | { error: string }) => {
      void worker.terminate();
      if ('pages' in answer) resolve(answer.pages);
      else reject(new Error(answer.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the PDF text thread exited with code ${code}`)));
  });
}
