import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { PdfRenderPool } from './pdf-render-pool';

async function onePagePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([612, 792]);
  return document.save();
}

// Each test starts a worker thread (tsx's loader registers in it): seconds on a busy machine.
describe('PdfRenderPool', { timeout: 60_000 }, () => {
  let pool: PdfRenderPool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('joins parts on a render thread into one document with its title', async () => {
    pool = new PdfRenderPool({ threads: 1 });
    const part = await onePagePdf();
    const joined = await PDFDocument.load(await pool.run({ kind: 'merge', parts: [part, part, part], title: 'Joined' }));
    expect(joined.getPageCount()).toBe(3);
    expect(joined.getTitle()).toBe('Joined');
  });

  it("runs a request's task before queued background tasks, after the one already running", async () => {
    pool = new PdfRenderPool({ threads: 1 });
    const part = await onePagePdf();
    const finished: string[] = [];
    const task = (name: string, background: boolean) =>
      pool!.run({ kind: 'merge', parts: [part], title: name }, { background }).then(() => finished.push(name));
    await Promise.all([task('background 1', true), task('background 2', true), task('background 3', true), task('request', false)]);
    expect(finished).toEqual(['background 1', 'request', 'background 2', 'background 3']);
  });

  it('fails the task of a document it cannot render, and keeps serving the next ones', async () => {
    pool = new PdfRenderPool({ threads: 1 });
    await expect(
      pool.run({ kind: 'render', moduleUrl: new URL('./pdf-component.ts', import.meta.url).href, exportName: 'missing', props: {} }),
    ).rejects.toThrow(/PDF render failed/);
    const part = await onePagePdf();
    expect((await pool.run({ kind: 'merge', parts: [part], title: 'After' })).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
