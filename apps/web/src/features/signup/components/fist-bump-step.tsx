import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { FinishedSignup } from '@app/shared/signup/signup-data';
import { isApiError } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { finishSignup } from '../api/finish-signup';
import { FistBumpIllustration } from './fist-bump-illustration';
import { signupKeys } from '../api/signup-query-keys';
import { finishFailure, finishedText, SIGNUP_TEXTS, USED_CODE_REDIRECT_MS } from '../utils/signup-texts';

type Outcome = { state: 'working' } | { state: 'done'; result: FinishedSignup } | { state: 'failed'; text: string } | { state: 'used' };

/**
 * The final step (spec 001 §4): one call marks every disclosure form the wizard showed complete, the
 * signup code used and the enrolment completed, all in one server transaction (the W-9 step has
 * already submitted a chosen W-9). A progress indicator shows until then; afterwards whether the vendor
 * had already signed up or has just registered. Failures say which part failed and offer Try Again; a
 * failed call has changed nothing.
 */
export function FistBumpStep({
  code,
  formItemIds,
  onSettled,
}: {
  code: string;
  /** The disclosure forms the wizard showed: only those are marked complete. */
  formItemIds: readonly number[];
  /** Called once the outcome is known: Finish may leave then, and after a failure Back may too. */
  onSettled: (outcome: 'done' | 'failed') => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notify } = useNotify();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const started = useRef(false);

  const run = useCallback(async () => {
    setOutcome({ state: 'working' });
    try {
      const result = await finishSignup(code, { shownFormItemIds: [...formItemIds] });
      // The enrolment changes the dashboard, customers, to-dos and the current user's vendor name. The
      // wizard's own data stays: re-read now it would say the signup is skipped and fold the stepper.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== signupKeys.all[0] });
      setOutcome({ state: 'done', result });
      onSettled('done');
    } catch (error) {
      onSettled('failed');
      if (isApiError(error) && error.status === 410) {
        setOutcome({ state: 'used' });
        return;
      }
      // A shown form refused, or a step the client requires missing (422, named so the vendor can go back to it).
      const failure = finishFailure(isApiError(error) && error.kind === 'http' ? error : undefined);
      notify({ text: failure.notice, mode: 'error' });
      setOutcome({ state: 'failed', text: failure.text });
    }
  }, [code, formItemIds, notify, onSettled, queryClient]);

  useEffect(() => {
    // Once per visit: a second run would only repeat what the first did.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  useEffect(() => {
    if (outcome.state !== 'used') return;
    const timer = setTimeout(() => void navigate('/dashboard'), USED_CODE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome.state, navigate]);

  if (outcome.state === 'working') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }} role="status">
        <CircularProgress size={32} aria-hidden />
        <Typography>Completing your signup…</Typography>
      </Box>
    );
  }
  if (outcome.state === 'used') return <Alert severity="warning">{SIGNUP_TEXTS.codeUsed}</Alert>;
  if (outcome.state === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void run()}>
            Try Again
          </Button>
        }
      >
        {outcome.text}
      </Alert>
    );
  }
  return (
    <Box sx={{ py: 3 }}>
      <FistBumpIllustration />
      <Alert severity="success">{finishedText(outcome.result)}</Alert>
    </Box>
  );
}
