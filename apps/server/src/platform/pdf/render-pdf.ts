import type { PdfComponent } from './pdf-component';
import { PdfRenderPool } from './pdf-render-pool';

let pool: PdfRenderPool | undefined;
let settings: { backgroundNice?: number; requestNice?: number } = {};

/** Takes the settings of this process (PDF_BACKGROUND_NICE, PDF_REQUEST_NICE) for the render pool it starts next. */
export function configurePdfRendering(chosen: { backgroundNice: number; requestNice: number }): void {
  settings = chosen;
}

const renderPool = () => (pool ??= new PdfRenderPool(settings));

/**
 * Renders a @react-pdf document to a PDF buffer off the event loop (server-side; the browser only
 * downloads it): on a render thread, or with `background` (a job's work) in the render process at the
 * lowest CPU priority, so requests' documents and requests go first. The props cross by structured clone:
 * plain data and Dates, no functions.
 */
export async function renderPdf<Props>(
  component: PdfComponent<Props>,
  props: Props,
  options: { background?: boolean } = {},
): Promise<Buffer> {
  return renderPool().run({ kind: 'render', moduleUrl: component.moduleUrl, exportName: component.exportName, props }, options);
}

/**
 * Joins PDFs rendered in parts (files) into the file `outPath`, its pages numbered "Page n of N", in the
 * background render process, one part in memory at a time (merge-pdfs.ts).
 */
export async function mergePdfParts(partPaths: string[], title: string, outPath: string): Promise<void> {
  await renderPool().run({ kind: 'merge', partPaths, title, outPath }, { background: true });
}

/**
 * Starts the request render threads now (a thread's start loads the PDF library: about a second), so the
 * first PDF someone asks for after the server starts does not wait for it (decision 411).
 */
export function startPdfRenderThreads(): void {
  renderPool().startRequestThreads();
}

/** Stops the render threads (graceful shutdown); a later render starts new ones. */
export async function closePdfRenderPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
