import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfTextItem } from './pdf-text-items-thread';

/** What the thread answers for a document: its pages' text items, or why it could not read them. */
export type PdfTextAnswer = { id: number; pages: PdfTextItem[][] } | { id: number; error: string };

// pdfjs-dist's legacy build installs core-js polyfills over its thread's built-ins (JSON.stringify and
// JSON.parse, Array.prototype.push, TextDecoder, ReadableStream, Response …), which made every request of
// a server that had read one PDF slower; here they stay in this thread, which reads nothing but PDFs.
async function pdfTextItems(data: Uint8Array): Promise<PdfTextItem[][]> {
  const doc = await getDocument({ data, verbosity: 0, isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const pages: PdfTextItem[][] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const content = await (await doc.getPage(p)).getTextContent();
      const items: PdfTextItem[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || raw.str.trim() === '') continue;
        const [, , , d, x, y] = raw.transform as number[];
        items.push({ text: raw.str.trim(), x: x!, right: x! + raw.width, y: y!, size: Math.abs(raw.height || d!) || 8 });
      }
      pages.push(items);
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

if (!parentPort) throw new Error('pdf-text-items-worker runs only as a worker thread');
const port = parentPort;
// One document at a time, in the order asked: a document's pages and fonts are freed before the next one is opened.
let previous: Promise<void> = Promise.resolve();
port.on('message', ({ id, data }: { id: number; data: Uint8Array }) => {
  previous = previous.then(() =>
    pdfTextItems(data).then(
      (pages) => port.postMessage({ id, pages } satisfies PdfTextAnswer),
      (error: Error) => port.postMessage({ id, error: error.message } satisfies PdfTextAnswer),
    ),
  );
});
