import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Checks generated PDFs the way a person would: pdftotext for the words, pdftoppm (poppler-utils) to
 * render pages to PNG. Both prove the file is a real, readable PDF.
 */
export function pdfToText(pdf: Buffer, options: { layout?: boolean } = {}): string {
  return execFileSync('pdftotext', [...(options.layout ? ['-layout'] : []), '-', '-'], { input: pdf }).toString('utf8');
}

/** Renders every page to PNG at 50 dpi and returns the files (in a fresh temporary folder). */
export function renderPdfPages(pdf: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-pdf-'));
  const input = path.join(dir, 'document.pdf');
  fs.writeFileSync(input, pdf);
  execFileSync('pdftoppm', ['-r', '50', '-png', input, path.join(dir, 'page')]);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Page size in points from pdfinfo ("Page size: 612 x 792 pts (letter)"). */
export function pdfPageSize(pdf: Buffer): { width: number; height: number } {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  const match = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  if (!match) throw new Error(`no page size in pdfinfo output: ${info}`);
  return { width: Number(match[1]), height: Number(match[2]) };
}
