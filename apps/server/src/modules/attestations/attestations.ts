import { maskTin } from '@app/shared/company/tin-mask';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { z } from 'zod';
import {
  ATTESTATION_COLUMNS,
  FORM_STATUS_TEXT,
  type AttestationFilters,
  type AttestationPage,
  type AttestationQuery,
  type AttestationRow,
} from '@app/shared/clients/attestations';
import { readableClientScope } from '../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { safeCell } from '../../platform/csv/safe-cell';
import {
  selectAllAttestations,
  selectAttestationPage,
  selectCovs,
  type AttestationCriteria,
  type AttestationRecord,
} from './attestation-queries';
import { covTinIndex, tinDigits } from '../client/vendors/cov-tin';

async function criteriaOf(ctx: ServiceContext, filters: z.output<typeof AttestationFilters>): Promise<AttestationCriteria> {
  const { clientIds } = await readableClientScope(ctx);
  return {
    clientIds,
    tinIndex: filters.tin ? covTinIndex(ctx.encryption, tinDigits(filters.tin) ?? filters.tin) : undefined,
    status: filters.status,
    complianceStatus: filters.complianceStatus,
    nextCompletionMonth: filters.nextCompletionDate,
    formName: filters.formName || undefined,
  };
}

const distinct = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/** Rows with their vendor groups' COVs (one query for all of them). */
async function withCovs(db: Db, records: AttestationRecord[]): Promise<AttestationRow[]> {
  const covs = await selectCovs(db, [...new Set(records.map((record) => record.covg_id))]);
  const byGroup = new Map<number, typeof covs>();
  for (const cov of covs) byGroup.set(cov.covg_id, [...(byGroup.get(cov.covg_id) ?? []), cov]);
  return records.map((record) => {
    const groupCovs = byGroup.get(record.covg_id) ?? [];
    return {
      covgId: record.covg_id,
      vendorNumbers: distinct(groupCovs.map((cov) => cov.vendor_number)),
      businessNames: distinct([record.preferred_name, ...groupCovs.map((cov) => cov.legal_name)]),
      tins: distinct(groupCovs.map((cov) => (cov.tin_last_four ? maskTin(cov.tin_last_four, cov.tin_type) : null))),
      managedBy: distinct(groupCovs.map((cov) => cov.manager_name)),
      complianceStatuses: [record.compliance],
      formName: record.form_name,
      status: FORM_STATUS_TEXT[record.status],
      nextCompletionDate: record.next_completion_date,
      lastCompletionDate: record.last_completion_date,
    };
  });
}

/**
 * The acting client's attestations (spec 002 §2, §7): one row per form of each of its vendor groups,
 * filtered, a page at a time, with the total.
 */
export async function listAttestations(ctx: ServiceContext, query: z.output<typeof AttestationQuery>): Promise<AttestationPage> {
  const criteria = await criteriaOf(ctx, query);
  const { rows, total } = await selectAttestationPage(ctx.db, criteria, { offset: query.page * query.size, limit: query.size });
  return { content: await withCovs(ctx.db, rows), size: query.size, total };
}

const cellText = (row: AttestationRow, column: (typeof ATTESTATION_COLUMNS)[number]['value']): string => {
  const value = row[column];
  if (Array.isArray(value)) return value.join('; ');
  return value ?? '';
};

/**
 * Every matching attestation as CSV, streamed a chunk of rows at a time (never the whole list in
 * memory); cells that a spreadsheet would run as a formula are made inert.
 */
export async function attestationsCsv(
  ctx: ServiceContext,
  filters: z.output<typeof AttestationFilters>,
): Promise<{ filename: string; stream: Readable }> {
  const criteria = await criteriaOf(ctx, filters);
  async function* records() {
    yield ['COVG ID', ...ATTESTATION_COLUMNS.map((column) => column.text)];
    // The whole client's attestations: read from the replica (READ_DATABASE_URL) when there is one.
    for await (const chunk of selectAllAttestations(ctx.readDb, criteria)) {
      for (const row of await withCovs(ctx.readDb, chunk)) {
        yield [String(row.covgId), ...ATTESTATION_COLUMNS.map((column) => safeCell(cellText(row, column.value)))];
      }
    }
  }
  const stream = Readable.from(records()).pipe(stringify());
  return { filename: `Attestations ${new Date().toISOString().slice(0, 10)}.csv`, stream };
}
