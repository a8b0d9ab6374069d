import { sql } from 'kysely';
import { readableCovg } from '../../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { readFileRow, type StoredFile } from '../../files/download-file';

/**
 * A file the vendor of one of the acting client's vendor groups attached to a disclosure it submitted to
 * this client (issue 30: the client downloads it from the form review). Only such a file: the vendor's
 * other files (its employee rosters, other customers' forms) answer 404, as does another client's vendor
 * group. A file answer holds its id as a number or a text, so both are matched.
 */
export async function clientFormFile(ctx: ServiceContext, input: { covgId: number; fileId: number }): Promise<StoredFile> {
  const { covg } = await readableCovg(ctx, input.covgId);
  if (covg.vendor_id === null) throw notFound('File not found.');
  const vendorId = covg.vendor_id;
  const ids = JSON.stringify({ id: input.fileId, text: String(input.fileId) });
  const file = await ctx.db
    .selectFrom('files as f')
    .select(['f.filename', 'f.content_type', 'f.size_bytes', 'f.storage_key'])
    .where('f.id', '=', input.fileId)
    .where('f.vendor_id', '=', vendorId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('evd_submissions as s')
          .select(sql`1`.as('one'))
          .where('s.vendor_id', '=', vendorId)
          .where('s.client_id', '=', covg.client_id)
          .where(sql<boolean>`jsonb_path_exists(s.answers, '$.*[*] ? (@.id == $id || @.id == $text)', ${ids}::jsonb)`),
      ),
    )
    .executeTakeFirst();
  return readFileRow(ctx, file);
}
