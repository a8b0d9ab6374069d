import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

const LEIE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/screening/data/leie');

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
 * later file. The demo seed plants the first few such people, so journeys take ones further down the
 * file, each its own index.
 */
export function leiePerson(index: number): { firstName: string; lastName: string; dob: string } {
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
  expect(people.length, 'individuals with a DOB in the LEIE file').toBeGreaterThan(index);
  const cells = people[index]!;
  return {
    firstName: titleCase(at(cells, 'FIRSTNAME')),
    lastName: titleCase(at(cells, 'LASTNAME')),
    dob: isoDob(at(cells, 'DOB'), at(cells, 'EXCLDATE'))!,
  };
}

/** Adds an employee to the signed-in vendor's roster through the API (the worker screens it). */
export async function createEmployee(page: Page, employee: Record<string, string>): Promise<{ employeeId: number }> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const ssn = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const response = await page.request.post(`${baseUrl()}/services/employees`, {
    data: { ssn, ...employee },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { employeeId: number };
}
