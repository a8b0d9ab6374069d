import type { AppDeps } from '../../../platform/context';
import type { DbTransaction } from '../../../platform/db/database';

/** Who submitted an upload, to be told its outcome. */
export interface Uploader {
  filename: string;
  email: string | null;
  first_name: string | null;
}

/** E-mails the submitting user the outcome of an upload (nothing when the user has no address). */
export async function notifyUploader(deps: Pick<AppDeps, 'mailer'>, uploader: Uploader, sentence: string, trx?: DbTransaction) {
  if (!uploader.email) return;
  await deps.mailer.send(
    {
      to: uploader.email,
      subject: 'Your VendorProof employee upload',
      text: `Hello ${uploader.first_name ?? ''},\n\n${sentence}\n\nYou can see the result on the My Employees page.\n`,
    },
    { trx },
  );
}
