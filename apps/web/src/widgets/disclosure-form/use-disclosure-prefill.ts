import { useEffect, useRef } from 'react';
import type { CompanyProfile } from '@app/shared/company/company-profile';
import type { AddressValue } from '@app/shared/disclosures/question-model';
import { todayIso } from '@app/shared/employees/employee';
import type { CurrentUser } from '@app/shared/users/current-user';
import { useCompanyProfile } from '../../api/get-company-profile';
import { useCurrentUser } from '../../api/get-current-user';
import { prefillAnswers, type AccountFacts } from './prefill-answers';
import type { DisclosureFormControl } from './use-disclosure-form';

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
 * Prefills an editable disclosure form once, as soon as what the account knows is loaded (a failed
 * read prefills from the user alone): empty answers whose questions ask for the legal name, DBA,
 * address, phone or signer, and the signature date (today; on a revision also over the old date).
 * Nothing is filled in a read-only form; making it editable again (Edit after Cancel) prefills anew.
 */
export function useDisclosurePrefill(form: DisclosureFormControl, { enabled, revision }: { enabled: boolean; revision: boolean }) {
  const profile = useCompanyProfile(undefined, { enabled });
  const user = useCurrentUser();
  const done = useRef(false);
  const settled = !profile.isPending;
  const latest = useRef(form);
  latest.current = form;

  useEffect(() => {
    if (!enabled) {
      done.current = false;
      return;
    }
    if (done.current || !settled) return;
    done.current = true;
    const current = latest.current;
    const facts = accountFacts(profile.data ?? null, user);
    const patch = prefillAnswers(current.definition, current.answers, facts, { revision, today: todayIso() });
    if (Object.keys(patch).length > 0) current.fill(patch);
  }, [enabled, settled, profile.data, user, revision]);
}
