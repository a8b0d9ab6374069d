import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type FunctionComponent, type ReactElement } from 'react';
import { writeNumberedPdf } from './merge-pdfs';
import type { PdfComponent } from './pdf-component';

/**
 * One task: a document to render (the component's module and export, and its props, structured-cloned),
 * or rendered parts (files) to join into one numbered document written to a file.
 */
export type RenderRequest = { id: number } & (
  | { kind: 'render'; moduleUrl: string; exportName: string; props: unknown }
  | { kind: 'merge'; partPaths: string[]; title: string; outPath: string }
);

/** A rendered document's bytes, a merge written to its file (`pdf` empty), or the error. */
export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** What a render thread is started with. */
export interface RenderThreadData {
  /** The thread's nice value. Linux only: elsewhere setPriority without a pid would change the whole process. */
  nice: number;
}

// A render thread (or the background render process, over its IPC channel): renders one document at a
// time on its own event loop and sends the bytes back.
if (parentPort) {
  const { nice } = workerData as RenderThreadData;
  if (nice > 0 && process.platform === 'linux') setPriority(nice);
  const port = parentPort;
  port.on('message', (request: RenderRequest) => {
    void render(request).then((answer) => {
      if ('pdf' in answer) port.postMessage(answer, [answer.pdf.buffer as ArrayBuffer]);
      else port.postMessage(answer);
    });
  });
} else {
  process.on('message', (request: RenderRequest) => {
    void render(request).then((answer) => process.send!(answer));
  });
  // The server went away (or closed the pool): nothing is left to render for.
  process.on('disconnect', () => process.exit(0));
}

async function render(request: RenderRequest): Promise<RenderAnswer> {
  try {
    if (request.kind === 'merge') {
      await writeNumberedPdf(request.partPaths, request.title, request.outPath);
      return { id: request.id, pdf: new Uint8Array(0) };
    }
    const module = (await import(request.moduleUrl)) as Record<string, PdfComponent<unknown> | undefined>;
    const component = module[request.exportName]?.component;
    if (typeof component !== 'function') throw new Error(`${request.exportName} is not a PDF component of ${request.moduleUrl}`);
    const document = createElement(component as FunctionComponent<object>, request.props as object) as ReactElement<DocumentProps>;
    const buffer = await renderToBuffer(document);
    return { id: request.id, pdf: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
