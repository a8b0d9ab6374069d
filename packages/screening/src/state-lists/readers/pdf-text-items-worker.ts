import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfTextItem } from './pdf-text-items-thread';

// pdfjs-dist's legacy build installs core-js polyfills over its thread's built-ins (JSON.stringify and
// JSON.parse, Array.prototype.push, TextDecoder, ReadableStream, Response …), which made every request of
// a server that had read one PDF slower; here they stay in this thread, which ends after one document.
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
pdfTextItems(workerData as Uint8Array).then(
  (pages) => port.postMessage({ pages }),
  (error: Error) => port.postMessage({ error: error.message }),
);
