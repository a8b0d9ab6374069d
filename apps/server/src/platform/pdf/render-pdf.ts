import type { PdfComponent } from './pdf-component';
import { PdfRenderPool } from './pdf-render-pool';

let pool: PdfRenderPool | undefined;

/**
 * Renders a @react-pdf document to a PDF buffer on a render thread (server-side; the browser only
 * downloads it). The props cross threads by structured clone: plain data and Dates, no functions.
 * `background` (a job's work) lets every request's document go first.
 */
export async function renderPdf<Props>(
  component: PdfComponent<Props>,
  props: Props,
  options: { background?: boolean } = {},
): Promise<Buffer> {
  pool ??= new PdfRenderPool();
  return pool.run({ kind: 'render', moduleUrl: component.moduleUrl, exportName: component.exportName, props }, options);
}

/**
 * Joins PDFs rendered in parts (files) into the file `outPath`, its pages numbered "Page n of N", on a
 * render thread, one part in memory at a time (merge-pdfs.ts).
 */
export async function mergePdfParts(partPaths: string[], title: string, outPath: string): Promise<void> {
  pool ??= new PdfRenderPool();
  await pool.run({ kind: 'merge', partPaths, title, outPath }, { background: true });
}

/**
 * Starts the request render threads now (a thread's start loads the PDF library: about a second), so the
 * first PDF someone asks for after the server starts does not wait for it (decision 411).
 */
export function startPdfRenderThreads(): void {
  pool ??= new PdfRenderPool();
  pool.startRequestThreads();
}

/** Stops the render threads (graceful shutdown); a later render starts new ones. */
export async function closePdfRenderPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
