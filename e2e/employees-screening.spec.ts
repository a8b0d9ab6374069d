import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { renderPdfPages } from '../apps/server/src/testing/pdf-tools';
import { describe, expect, it } from 'vitest';
import { appUrl, baseUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser } from './support/browser';

const browser = useBrowser();

const LEIE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/screening/data/leie');

/** Cells of one CSV line (quoted fields may hold commas). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/**
 * A LEIE DOB as an ISO date: newer files print YYYYMMDD, older supplements MM/DD/YY, whose century is
 * the one that makes the person an adult at the exclusion date.
 */
function isoDob(dob: string, exclusionDate: string): string | undefined {
  if (/^\d{8}$/.test(dob)) return `${dob.slice(0, 4)}-${dob.slice(4, 6)}-${dob.slice(6, 8)}`;
  const short = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(dob);
  if (!short) return undefined;
  const yy = Number(short[3]);
  const year = 2000 + yy <= Number(exclusionDate.slice(0, 4)) - 18 ? 2000 + yy : 1900 + yy;
  return `${year}-${short[1]}-${short[2]}`;
}

const titleCase = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/**
 * An excluded individual with a date of birth from the bundled LEIE supplement, never reinstated in a
 * later file. The demo seed plants the first few such people, so this takes one further down the file.
 */
function leiePerson(): { firstName: string; lastName: string; dob: string } {
  const reinstated = new Set<string>();
  for (const file of fs.readdirSync(LEIE_DIR).filter((name) => /rein/i.test(name))) {
    const [header, ...lines] = fs.readFileSync(path.join(LEIE_DIR, file), 'utf8').split(/\r?\n/);
    const columns = csvCells(header!);
    for (const line of lines) {
      const cells = csvCells(line);
      reinstated.add(`${cells[columns.indexOf('LASTNAME')]}|${cells[columns.indexOf('FIRSTNAME')]}`);
    }
  }
  const [header, ...lines] = fs.readFileSync(path.join(LEIE_DIR, '1601EXCL.csv'), 'utf8').split(/\r?\n/);
  const columns = csvCells(header!);
  const at = (cells: string[], name: string) => (cells[columns.indexOf(name)] ?? '').trim();
  const people = lines
    .map(csvCells)
    .filter((cells) => at(cells, 'LASTNAME') && at(cells, 'FIRSTNAME') && isoDob(at(cells, 'DOB'), at(cells, 'EXCLDATE')))
    .filter((cells) => !reinstated.has(`${at(cells, 'LASTNAME')}|${at(cells, 'FIRSTNAME')}`))
    .filter((cells) => /^[A-Z]+$/.test(at(cells, 'LASTNAME')) && /^[A-Z]+$/.test(at(cells, 'FIRSTNAME')));
  expect(people.length, 'individuals with a DOB in the LEIE file').toBeGreaterThan(10);
  const cells = people[10]!;
  return {
    firstName: titleCase(at(cells, 'FIRSTNAME')),
    lastName: titleCase(at(cells, 'LASTNAME')),
    dob: isoDob(at(cells, 'DOB'), at(cells, 'EXCLDATE'))!,
  };
}

async function createEmployee(page: Page, employee: Record<string, string>): Promise<{ employeeId: number }> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const ssn = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const response = await page.request.post(`${baseUrl()}/services/employees`, {
    data: { ssn, ...employee },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { employeeId: number };
}

describe('an employee found on an exclusion list', () => {
  it('turns non-compliant after screening and shows why it matched', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const person = leiePerson();
    const { employeeId } = await createEmployee(page, person);

    // Screening runs in the worker: reload the detail page until the status and the match show.
    await page.goto(appUrl(`/employees/${employeeId}/detail`));
    const heading = page.getByRole('heading', { level: 1, name: `Employee: ${person.firstName} ${person.lastName}` });
    const panel = page.getByRole('complementary', { name: 'Compliance Status' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await heading.waitFor();
          await panel.getByRole('heading', { name: 'Exclusion Lists' }).waitFor();
          await panel.getByRole('progressbar').waitFor({ state: 'detached' });
          return {
            compliant: await panel.getByText('Compliant', { exact: true }).count(),
            matches: await panel.getByRole('button', { name: /^Match 1/ }).count(),
          };
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toEqual({ compliant: 0, matches: 1 });
    await panel
      .getByText(/exclusion/i)
      .first()
      .waitFor();
    await scanA11y(page);

    await panel.getByRole('button', { name: /^Match 1/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Verification Information' }).waitFor();
    await dialog.getByRole('heading', { name: 'Entity Information' }).waitFor();
    const verification = dialog.getByRole('table', { name: 'Verification Information' });
    await verification.getByRole('rowheader', { name: 'Why It Matched' }).waitFor();
    await verification.getByRole('rowheader', { name: 'Match Score' }).waitFor();
    await scanA11y(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The roster shows the same status.
    await page.goto(appUrl('/employees'));
    await page.getByRole('textbox', { name: 'Search employees' }).fill(person.lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: person.firstName });
    await row.getByText(/exclusion/i).waitFor();
  });

  it('downloads the Individual Audit Report as a PDF for a chosen date', async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const { employeeId } = await createEmployee(page, { firstName: 'Rosalind', lastName: 'Auditworth', dob: '1971-09-30' });
    await page.goto(appUrl(`/employees/${employeeId}/detail`));
    await page.getByRole('heading', { level: 1, name: 'Employee: Rosalind Auditworth' }).waitFor();

    await page.getByRole('button', { name: 'Individual Audit Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Individual Audit Report' });
    await dialog.waitFor();
    const download = dialog.getByRole('button', { name: 'Download Report' });
    expect(await download.isDisabled()).toBe(true);
    const dateInput = dialog.getByLabel('Report Date');
    const today = await dateInput.getAttribute('max');
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dateInput.fill(today!);
    await scanA11y(page);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/i);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(renderPdfPages(Buffer.concat(chunks)).length).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'detached' });
  });
});
