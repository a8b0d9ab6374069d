/** Where a revision note is shown: next to one field or section, or above the form. */
export type RevisionNoteTarget =
  | 'businessName'
  | 'dbaName'
  | 'servicesOffered'
  | 'soleProprietor'
  | 'officeAddress'
  | 'mailingAddress'
  | 'tin'
  | 'tinType'
  | 'phoneNumber'
  | 'duns'
  | 'npi'
  | 'general';

/** The vendorData keys of spec 001 §3 Revision request note, by the form part they are about. */
const TARGET_BY_KEY: Readonly<Record<string, RevisionNoteTarget>> = {
  BUSINESS_NAME: 'businessName',
  DBA_NAME: 'dbaName',
  SERVICES_OFFERED: 'servicesOffered',
  SOLE_PROPRIETOR: 'soleProprietor',
  DESIGNATED_ADDRESS: 'officeAddress',
  MAILING_ADDRESS: 'mailingAddress',
  TIN: 'tin',
  TIN_TYPE: 'tinType',
  PHONE_NUMBER: 'phoneNumber',
  DUNS: 'duns',
  NPI: 'npi',
};

interface NoteLike {
  id: number;
  note: string;
  clientName: string;
  vendorData: string | null;
}

/** A note as the form shows it: "{client} requests a revision: {note}". */
export const revisionNoteText = (note: Pick<NoteLike, 'clientName' | 'note'>) => `${note.clientName} requests a revision: ${note.note}`;

/**
 * Groups the open notes by the field they name; notes without a key, or with one the form does not
 * have, go above the form so none is lost.
 */
export function revisionNotesByTarget<TNote extends NoteLike>(notes: readonly TNote[]): Partial<Record<RevisionNoteTarget, TNote[]>> {
  const grouped: Partial<Record<RevisionNoteTarget, TNote[]>> = {};
  for (const note of notes) {
    const target = (note.vendorData && TARGET_BY_KEY[note.vendorData]) || 'general';
    (grouped[target] ??= []).push(note);
  }
  return grouped;
}
