import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildClient } from '../../src/db/seed/factories';
import { signedInClient } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const GROUPS = 100_000;

/**
 * A hospital whose vendor master outgrows PostgreSQL's 65,535 bind parameters (issue 29): the summary
 * once sent the groups' ids as an IN list and answered 500.
 */
describe('the vendor compliance summary of a very large vendor master', () => {
  const t = useTestApp();

  it('downloads a CSV of 100,000 vendor groups, one row each', async () => {
    const client = await buildClient(t.app.db, { name: 'Very Large Hospital', products: ['VendorProofEngage'] });
    // One set-based statement per table, not 100,000 round trips.
    await sql`INSERT INTO covgs (client_id, preferred_name)
              SELECT ${client.id}, 'Group ' || lpad(n::text, 6, '0') FROM generate_series(1, ${GROUPS}) n`.execute(t.app.db);
    await sql`INSERT INTO covs (covg_id, client_id, vendor_number, legal_name, tin_type)
              SELECT g.id, g.client_id, 'VN-' || g.id, g.preferred_name || ' LLC', 'UNKNOWN'
                FROM covgs g WHERE g.client_id = ${client.id}`.execute(t.app.db);
    const { http } = await signedInClient(t.app, { clientId: client.id });

    const response = await http.download('/services/client/reports/vendor-compliance?format=csv');

    expect(response.status).toBe(200);
    const records = parse(response.bytes) as string[][];
    expect(records).toHaveLength(GROUPS + 1);
    expect(records[1]![0]).toBe('Group 000001');
    expect(records[1]![2]).toMatch(/^VN-\d+$/);
    expect(records[GROUPS]![0]).toBe('Group 100000');
  }, 180_000);
});
