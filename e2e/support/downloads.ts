import type { Page } from 'playwright-core';
import { renderPdfPages } from '../../apps/server/src/testing/pdf-tools';

/** Clicks what starts a download and answers the file the browser received: its suggested name and bytes. */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<{ filename: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { filename: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** Downloads a PDF and renders it with pdftoppm (a real, readable PDF has at least one page). */
export async function downloadedPdf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ filename: string; head: string; renderedPages: number }> {
  const { filename, bytes } = await downloaded(page, click);
  return { filename, head: bytes.subarray(0, 5).toString('latin1'), renderedPages: renderPdfPages(bytes).length };
}
