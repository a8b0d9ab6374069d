import type { ClientImportKind } from '@app/shared/client-imports/client-imports';
import type { AppDeps } from '../../platform/context';
import { applyClientImport } from './apply-import';
import { checkImportFile, importClient } from './check-import-file';

/**
 * Imports a stored file at once, without the job queue: checks it, records the import (valid rows only,
 * as "save the valid rows" does) and applies it in the caller's process. For the demo seed and the
 * benchmark, which have no worker; `deps.db` may be a transaction.
 */
export async function importFileNow(
  deps: Pick<AppDeps, 'db' | 'files' | 'encryption'>,
  input: { clientId: number; kind: ClientImportKind; fileId: number; username: string },
): Promise<number> {
  const file = await deps.db
    .selectFrom('files')
    .select(['id', 'filename', 'storage_key'])
    .where('id', '=', input.fileId)
    .executeTakeFirstOrThrow();
  const counts = await checkImportFile(deps.files.read(file.storage_key), input.kind, await importClient(deps.db, input.clientId), {
    onValid: () => {},
    onProblem: () => {},
  });
  const created = await deps.db
    .insertInto('client_imports')
    .values({
      client_id: input.clientId,
      kind: input.kind,
      file_id: file.id,
      filename: file.filename,
      username: input.username,
      rows_total: counts.valid + counts.invalid,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await applyClientImport(deps, { id: created.id, clientId: input.clientId, kind: input.kind, storageKey: file.storage_key });
  return created.id;
}
