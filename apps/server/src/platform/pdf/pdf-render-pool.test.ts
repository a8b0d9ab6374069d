import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BACKGROUND_NICE, PdfRenderPool, REQUEST_NICE } from './pdf-render-pool';

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

  it("runs a request's task at once in its own lane, not behind the background tasks queued before it", async () => {
    // At normal priority here: the lanes are what is tested, and the test runs beside others on busy cores.
    pool = new PdfRenderPool({ threads: 1, backgroundNice: 0, requestNice: 0 });
    const part = await onePagePdf();
    const finished: string[] = [];
    const task = (name: string, background: boolean, parts = [part]) =>
      pool!.run({ kind: 'merge', partPaths: parts, title: name, outPath: outFile() }, { background }).then(() => finished.push(name));
    // The background lane is held by joins of many parts while the request is made.
    const many = Array.from({ length: 200 }, () => part);
    await Promise.all([
      task('background 1', true, many),
      task('background 2', true, many),
      task('background 3', true, many),
      task('request', false),
    ]);
    expect(finished.indexOf('request')).toBeLessThan(finished.indexOf('background 3'));
    expect(finished.filter((name) => name.startsWith('background'))).toEqual(['background 1', 'background 2', 'background 3']);
  });

  it.runIf(process.platform === 'linux')(
    'renders background work in one child process at the lowest CPU priority, requests on a thread of this one a little below its own',
    async () => {
      /** The nice values of this process's threads and of its child processes. */
      const nices = () => {
        const nice = (stat: string) => Number(stat.split(') ')[1]!.split(' ')[16]);
        const parentOf = (stat: string) => Number(stat.split(') ')[1]!.split(' ')[1]);
        const children = fs
          .readdirSync('/proc')
          .filter((pid) => /^\d+$/.test(pid))
          .flatMap((pid) => {
            try {
              return [fs.readFileSync(`/proc/${pid}/stat`, 'utf8')];
            } catch {
              return []; // a process that ended while the list was read
            }
          })
          .filter((stat) => parentOf(stat) === process.pid);
        const threads = fs.readdirSync('/proc/self/task').map((tid) => fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8'));
        return { children: children.map(nice), threads: threads.map(nice) };
      };
      const before = nices().children.length;
      pool = new PdfRenderPool({ threads: 1 });
      const part = await onePagePdf();
      await pool.run({ kind: 'merge', partPaths: [part], title: 'Request', outPath: outFile() });
      // The background process is forked and lowered at once; its task is not awaited, as on busy cores
      // (this test runs beside others) a process at nice 19 may wait long for the CPU: that is its purpose.
      const background = pool.run({ kind: 'merge', partPaths: [part], title: 'Background', outPath: outFile() }, { background: true });
      const after = nices();
      expect(after.children).toHaveLength(before + 1);
      expect(after.children.at(-1)).toBe(BACKGROUND_NICE);
      // The one request render thread, which rendered the first merge, is below the others, which stay at 0.
      expect(after.threads.filter((nice) => nice !== 0)).toEqual([REQUEST_NICE]);
      // Closing stops the process under its task, which then fails (the expectation listens before the close).
      const stopped = expect(background).rejects.toThrow(/PDF render process exited/);
      await pool.close();
      pool = undefined;
      await stopped;
    },
  );

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
