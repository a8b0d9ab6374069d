import type { CompanyProfile } from '@app/shared/company/company-profile';
import { isBlankAnswer } from '@app/shared/disclosures/conditions';
import { allQuestions, type AddressValue, type FormDefinition, type Question } from '@app/shared/disclosures/question-model';
import type { CurrentUser } from '@app/shared/users/current-user';
import type { DisclosureAnswers } from './use-disclosure-form';

/** What the account knows that forms often ask again (company profile and the signed-in user). */
export interface AccountFacts {
  legalName: string | null;
  dbaName: string | null;
  phone: string | null;
  officeAddress: AddressValue | null;
  mailingAddress: AddressValue | null;
  /** The signed-in user's full name: the person who signs. */
  signerName: string | null;
}

type Fact = keyof AccountFacts;

type ProfileAddress = CompanyProfile['officeAddress'];

function toAnswerAddress(address: ProfileAddress | null): AddressValue | null {
  if (!address?.addrLine1.trim()) return null;
  return {
    street1: address.addrLine1,
    street2: address.addrLine2 ?? '',
    city: address.city,
    state: address.state,
    postalCode: address.zip,
    country: address.country || 'US',
  };
}

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ') || null;

/** The facts a form may ask again, from the company profile (when it could be read) and the signed-in user. */
export function accountFacts(profile: CompanyProfile | null, user: Pick<CurrentUser, 'firstName' | 'lastName'> | null): AccountFacts {
  const office = toAnswerAddress(profile?.officeAddress ?? null);
  return {
    // A sole proprietor's legal name is their own when no business name is on file.
    legalName: profile?.businessName?.trim() || (profile?.soleProprietor ? fullName(profile.firstName, profile.lastName) : null),
    dbaName: profile?.dbaName?.trim() || null,
    phone: profile?.phoneNumber?.trim() || null,
    officeAddress: office,
    mailingAddress: profile?.mailingAddressSameAsDesignated ? office : toAnswerAddress(profile?.mailingAddress ?? null),
    signerName: fullName(user?.firstName, user?.lastName),
  };
}

/**
 * How a question that asks for a fact is recognised: by its programmatic name (dataPointId, as the
 * sample questionnaire and the clients' forms name them) or by its exact label, and only with the
 * answer shape that fact has. Anything less certain stays empty: a wrong prefill is worse than none.
 */
const MATCHERS: { fact: Fact; fits: (question: Question) => boolean; ids: RegExp; labels: RegExp }[] = [
  {
    fact: 'legalName',
    fits: (q) => q.displayType === 'TEXT' && q.dataType === 'STRING',
    ids: /^(legal(business)?name|businessname|companyname|vendorname|legalentityname)$/,
    labels: /^(legal (business |company |entity )?name|business name|company name|vendor name)$/,
  },
  {
    fact: 'dbaName',
    fits: (q) => q.displayType === 'TEXT' && q.dataType === 'STRING',
    ids: /^(dba|dbaname|doingbusinessas)$/,
    labels: /^(dba( name)?|doing business as( \(dba\))?)(, if different)?$/,
  },
  {
    fact: 'phone',
    fits: (q) => q.displayType === 'TEXT' && q.dataType === 'PHONE',
    ids: /^(company|business|main|office)?phone(number)?$/,
    labels: /^((main|business|company|office) )?phone( number)?$/,
  },
  {
    fact: 'officeAddress',
    fits: (q) => q.displayType === 'ADDRESS',
    ids: /^(hq|headquarters|office|business|company|designated|designatedoffice|physical)address$/,
    labels: /^(headquarters|office|business|company|designated( office)?|physical) address$/,
  },
  {
    fact: 'mailingAddress',
    fits: (q) => q.displayType === 'ADDRESS',
    ids: /^mailingaddress$/,
    labels: /^mailing address$/,
  },
  {
    fact: 'signerName',
    fits: (q) => q.displayType === 'TEXT' && q.dataType === 'STRING',
    ids: /^(signer|signatory|signedby|printed)(full)?name$/,
    labels: /^(name of (the )?(person|individual) signing|signer('s)? name|signatory name|printed name|print name)$/,
  },
];

/** The date a form is signed on: a DATE question named so, or labelled so. */
const SIGNATURE_DATE_IDS = /^(signed|signature|sign|signing)date$|^date(signed|ofsignature)$/;
const SIGNATURE_DATE_LABELS = /^(date signed|signature date|date of signature|signing date)$/;

const idOf = (question: Question) => question.dataPointId.replace(/[^a-z0-9]/gi, '').toLowerCase();
const labelOf = (question: Question) =>
  question.labelText
    .trim()
    .toLowerCase()
    .replace(/[:*]+$/, '')
    .trim();

/** Which fact a question asks for, when that is clear. */
export function factAskedBy(question: Question): Fact | null {
  const id = idOf(question);
  const label = labelOf(question);
  const match = MATCHERS.find((matcher) => matcher.fits(question) && (matcher.ids.test(id) || matcher.labels.test(label)));
  return match?.fact ?? null;
}

/** Whether a question asks for the date the form is signed. */
export function isSignatureDate(question: Question): boolean {
  return question.displayType === 'DATE' && (SIGNATURE_DATE_IDS.test(idOf(question)) || SIGNATURE_DATE_LABELS.test(labelOf(question)));
}

/**
 * The answers to put into a form before the person starts (only the changes): each empty answer whose
 * question clearly asks for something the account knows, and an empty signature date set to today. A
 * revision (a form answered before, sent back or re-opened) starts with today's signature date even
 * when the old one is there: the new answers are signed today. A text longer than the question allows
 * is left out rather than cut.
 */
export function prefillAnswers(
  definition: FormDefinition,
  answers: DisclosureAnswers,
  facts: AccountFacts | null,
  options: { revision: boolean; today: string },
): DisclosureAnswers {
  const patch: DisclosureAnswers = {};
  for (const question of allQuestions(definition)) {
    const empty = isBlankAnswer(question, answers[question.dataPointId]);
    if (isSignatureDate(question)) {
      if (empty || options.revision) patch[question.dataPointId] = options.today;
      continue;
    }
    const fact = facts && empty ? factAskedBy(question) : null;
    const value = fact ? facts![fact] : null;
    if (value === null || value === '') continue;
    if (typeof value === 'string' && question.characterLimit && value.length > question.characterLimit) continue;
    patch[question.dataPointId] = value;
  }
  if (options.revision) {
    // Only a date that changes is a change: a revision signed today already has nothing to do.
    for (const id of Object.keys(patch)) if (answers[id] === patch[id]) delete patch[id];
  }
  return patch;
}

/** A form answered before and now changed again (sent back for changes, or complete and re-opened) is a revision. */
export const isRevision = (status: 'NOT_STARTED' | 'INCOMPLETE' | 'REVISION_NEEDED' | 'COMPLETE') =>
  status === 'REVISION_NEEDED' || status === 'COMPLETE';
