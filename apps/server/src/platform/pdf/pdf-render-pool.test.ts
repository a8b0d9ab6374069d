import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PdfRenderPool } from './pdf-render-pool';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-pdf-pool-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** A one-page PDF part in a file of its own. */
async function onePagePdf(): Promise<string> {
  const document = await PDFDocument.create();
  document.addPage([612, 792]);
  const file = path.join(dir, `part-${files++}.pdf`);
  fs.writeFileSync(file, await document.save());
  return file;
}
const outFile = () => path.join(dir, `joined-${files++}.pdf`);

// Each test starts a worker thread (tsx's loader registers in it): seconds on a busy machine.
describe('PdfRenderPool', { timeout: 60_000 }, () => {
  let pool: PdfRenderPool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('joins parts on a render thread into one document with its title', async () => {
    pool = new PdfRenderPool({ threads: 1 });
    const part = await onePagePdf();
    const outPath = outFile();
    await pool.run({ kind: 'merge', partPaths: [part, part, part], title: 'Joined', outPath });
    const joined = await PDFDocument.load(fs.readFileSync(outPath));
    expect(joined.getPageCount()).toBe(3);
    expect(joined.getTitle()).toBe('Joined');
  });

  it("runs a request's task before queued background tasks, after the one already running", async () => {
    pool = new PdfRenderPool({ threads: 1 });
    const part = await onePagePdf();
    const finished: string[] = [];
    const task = (name: string, background: boolean) =>
      pool!.run({ kind: 'merge', partPaths: [part], title: name, outPath: outFile() }, { background }).then(() => finished.push(name));
    await Promise.all([task('background 1', true), task('background 2', true), task('background 3', true), task('request', false)]);
    expect(finished).toEqual(['background 1', 'request', 'background 2', 'background 3']);
  });

  it('fails the task of a document it cannot render, and keeps serving the next ones', async () => {
    pool = new PdfRenderPool({ threads: 1 });
    await expect(
      pool.run({ kind: 'render', moduleUrl: new URL('./pdf-component.ts', import.meta.url).href, exportName: 'missing', props: {} }),
    ).rejects.toThrow(/PDF render failed/);
    const part = await onePagePdf();
    const outPath = outFile();
    await pool.run({ kind: 'merge', partPaths: [part], title: 'After', outPath });
    expect(fs.readFileSync(outPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
