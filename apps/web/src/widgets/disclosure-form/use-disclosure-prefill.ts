import { useEffect, useRef } from 'react';
import { todayIso } from '@app/shared/employees/employee';
import { useCompanyProfile } from '../../api/get-company-profile';
import { useCurrentUser } from '../../api/get-current-user';
import { accountFacts, prefillAnswers } from './prefill-answers';
import type { DisclosureFormControl } from './use-disclosure-form';

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
