import { describe, expect, it } from 'vitest';
import { backfillSsnLastFour } from '../../src/modules/employees/backfill-ssn-last-four';
import { useTestApp } from '../support/harness';
import { employeeBody, vendorWithRoster } from './employee-fixtures';

describe('the roster search', () => {
  const t = useTestApp();

  async function rosterOf(people: Array<[string, string, string]>) {
    const roster = await vendorWithRoster(t.app);
    for (const [firstName, lastName, ssn] of people) {
      expect((await roster.client.post('/services/employees', employeeBody({ firstName, lastName, ssn }))).status).toBe(201);
    }
    const names = async (filter: string) =>
      (
        (await roster.client.get(`/services/employees?filter=${encodeURIComponent(filter)}`)).body.content as Array<{
          firstName: string;
          lastName: string;
        }>
      )
        .map((e) => `${e.firstName} ${e.lastName}`)
        .sort();
    return { ...roster, names };
  }

  it('finds a full name in either order, with or without a comma, and names of several words', async () => {
    const { names } = await rosterOf([
      ['Maria', 'Gonzalez', '111223333'],
      ['Mario', 'Gonzaga', '111224444'],
      ['Mary Ann', 'De La Cruz', '111225555'],
    ]);
    expect(await names('Maria Gonzalez')).toEqual(['Maria Gonzalez']);
    expect(await names('gonzalez maria')).toEqual(['Maria Gonzalez']);
    expect(await names('Gonzalez, Maria')).toEqual(['Maria Gonzalez']);
    expect(await names('Mari Gonza')).toEqual(['Maria Gonzalez', 'Mario Gonzaga']);
    expect(await names('Mary Ann De La Cruz')).toEqual(['Mary Ann De La Cruz']);
    expect(await names('De La Cruz Mary')).toEqual(['Mary Ann De La Cruz']);
    expect(await names('Maria Gonzaga')).toEqual([]);
    expect(await names('gonz')).toEqual(['Maria Gonzalez', 'Mario Gonzaga']);
  });

  it("finds an employee by the SSN's last four digits, never another vendor's", async () => {
    const { names } = await rosterOf([
      ['Ada', 'Lovelace', '222339876'],
      ['Alan', 'Turing', '222331234'],
    ]);
    expect(await names('9876')).toEqual(['Ada Lovelace']);
    expect(await names('0000')).toEqual([]);
    const other = await rosterOf([['Grace', 'Hopper', '333449876']]);
    expect(await other.names('9876')).toEqual(['Grace Hopper']);
  });

  it('fills the last-four index of employees stored before it existed', async () => {
    const { names, vendor } = await rosterOf([['Edsger', 'Dijkstra', '444551357']]);
    await t.app.db.updateTable('employees').set({ ssn_last4_index: null }).where('vendor_id', '=', vendor.id).execute();
    expect(await names('1357')).toEqual([]);
    expect(await backfillSsnLastFour(t.app.runtime.deps)).toBeGreaterThanOrEqual(1);
    expect(await names('1357')).toEqual(['Edsger Dijkstra']);
    expect(await backfillSsnLastFour(t.app.runtime.deps)).toBe(0);
  });
});
