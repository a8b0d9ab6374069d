import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_SUMMARY_PDF_MAX_ROWS } from '@app/shared/client/reports';
import { buildClient } from '../../src/db/seed/factories';
import { pdfToText } from '../../src/testing/pdf-tools';
import type { TestClient } from '../../src/testing/http-client';
import { signedInClient } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const GROUPS = 100_000;
/** The summary's query over 100,000 groups, then hundreds of rows laid out on a render thread: minutes on a busy machine. */
const RENDER_TIMEOUT = 300_000;

/**
 * A hospital whose vendor master outgrows PostgreSQL's 65,535 bind parameters (issue 29): the summary
 * once sent the groups' ids as an IN list and answered 500.
 */
describe('the vendor compliance summary of a very large vendor master', () => {
  const t = useTestApp();
  let http: TestClient;

  // One client of 100,000 groups for both formats, each table filled by one set-based statement.
  beforeAll(async () => {
    const client = await buildClient(t.app.db, { name: 'Very Large Hospital', products: ['VendorProofEngage'] });
    await sql`INSERT INTO covgs (client_id, preferred_name)
              SELECT ${client.id}, 'Group ' || lpad(n::text, 6, '0') FROM generate_series(1, ${GROUPS}) n`.execute(t.app.db);
    await sql`INSERT INTO covs (covg_id, client_id, vendor_number, legal_name, tin_type)
              SELECT g.id, g.client_id, 'VN-' || g.id, g.preferred_name || ' LLC', 'UNKNOWN'
                FROM covgs g WHERE g.client_id = ${client.id}`.execute(t.app.db);
    http = (await signedInClient(t.app, { clientId: client.id })).http;
  }, 180_000);

  it('downloads a CSV of 100,000 vendor groups, one row each', async () => {
    const response = await http.download('/services/client/reports/vendor-compliance?format=csv');

    expect(response.status).toBe(200);
    const records = parse(response.bytes) as string[][];
    expect(records).toHaveLength(GROUPS + 1);
    expect(records[1]![0]).toBe('Group 000001');
    expect(records[1]![2]).toMatch(/^VN-\d+$/);
    expect(records[GROUPS]![0]).toBe('Group 100000');
  }, 180_000);

  it(
    'downloads a PDF that counts all 100,000 groups, lists the first 500 by name and points to the CSV for the rest',
    async () => {
      const response = await http.download('/services/client/reports/vendor-compliance?format=pdf');

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const text = pdfToText(response.bytes).replace(/\s+/g, ' ');
      expect(text).toContain('Very Large Hospital');
      expect(text).toContain('100,000 vendors, 0 compliant');
      expect(text).toContain('The first 500 vendors by name are listed here. Download the CSV for all 100,000.');
      expect(text).toContain('Group 000001');
      expect(text).toContain(`Group ${String(VENDOR_SUMMARY_PDF_MAX_ROWS).padStart(6, '0')}`);
      expect(text).not.toContain(`Group ${String(VENDOR_SUMMARY_PDF_MAX_ROWS + 1).padStart(6, '0')}`);
      const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
      expect(text).toContain(`Page ${pages} of ${pages}`);
    },
    RENDER_TIMEOUT,
  );
});
