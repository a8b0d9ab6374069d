import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import type { SignupData } from '@app/shared/signup/signup-data';
import { isApiError } from '../../../api/api-error';
import { getCustomerChecklist, useCustomerChecklist } from '../../../api/get-customer-checklist';
import { queryKeys } from '../../../api/query-keys';
import { FormSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { WizardProgress } from '../../../components/wizard-progress';
import { useNotify } from '../../../components/notifications/notification-context';
import { GENERIC_STEP_INVALID_REASON, StepSaveHandled, type WizardStepComponent, type WizardStepProps } from '../../../lib/wizard-step';
import { getSignup, useSignup } from '../api/get-signup';
import { signupKeys } from '../api/signup-query-keys';
import { FistBumpStep } from '../components/fist-bump-step';
import { WizardNavBar } from '../components/wizard-nav-bar';
import { DEFAULT_STEP_COUNT, nextStepAfter, signupSteps, stepIndexOf, type SignupStep } from '../utils/signup-steps';
import { SIGNUP_TEXTS, USED_CODE_REDIRECT_MS } from '../utils/signup-texts';

/** The screens of other features that are signup steps, handed over by the app's route table. */
export interface SignupStepComponents {
  business: WizardStepComponent;
  owners: WizardStepComponent;
  w9: WizardStepComponent;
  payment: WizardStepComponent;
  marketplace: WizardStepComponent;
  form: ComponentType<WizardStepProps & { checklistItemId: number }>;
}

/** A payment made in this signup is remembered for the browser session, so a reload keeps its done step. */
const paidKey = (code: string) => `signup-paid:${code}`;
function paidInThisSignup(code: string): boolean {
  try {
    return sessionStorage.getItem(paidKey(code)) === 'true';
  } catch {
    return false;
  }
}
function rememberPaid(code: string): void {
  try {
    sessionStorage.setItem(paidKey(code), 'true');
  } catch {
    // Storage refused (private mode): the done step lasts until the page is reloaded.
  }
}

const stepPath = (code: string, slug: string) => `/vendor-signup/signupCode/${encodeURIComponent(code)}/${slug}`;

function UsedCode() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/dashboard'), USED_CODE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <Alert severity="warning">{SIGNUP_TEXTS.codeUsed}</Alert>;
}

/** The Payment step once paid in this signup: it stays in the stepper, done, and Next only moves on. */
function PaidStep({ onValidityChange }: Pick<WizardStepProps, 'onValidityChange'>) {
  useEffect(() => onValidityChange(null), [onValidityChange]);
  return <Alert severity="success">{SIGNUP_TEXTS.paid}</Alert>;
}

function StepBody({
  step,
  code,
  components,
  stepProps,
  formItemIds,
  onSettled,
}: {
  step: SignupStep;
  code: string;
  components: SignupStepComponents;
  stepProps: WizardStepProps;
  formItemIds: readonly number[];
  onSettled: (outcome: 'done' | 'failed') => void;
}) {
  switch (step.kind) {
    case 'business':
      return <components.business {...stepProps} />;
    case 'owners':
      return <components.owners {...stepProps} />;
    case 'evd':
      return <components.form {...stepProps} checklistItemId={step.checklistItemId} />;
    case 'w9':
      return <components.w9 {...stepProps} />;
    case 'payment':
      return step.paid ? <PaidStep onValidityChange={stepProps.onValidityChange} /> : <components.payment {...stepProps} />;
    case 'marketplace':
      return <components.marketplace {...stepProps} />;
    case 'finish':
      return <FistBumpStep code={code} formItemIds={formItemIds} onSettled={onSettled} />;
  }
}

function Wizard({ code, signup, components }: { code: string; signup: SignupData; components: SignupStepComponents }) {
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotify();
  const checklist = useCustomerChecklist(signup.client.id);
  const [paidHere, setPaidHere] = useState(() => paidInThisSignup(code));
  const steps = useMemo(
    () => (checklist.data ? signupSteps(signup, checklist.data, { paidHere }) : null),
    [signup, checklist.data, paidHere],
  );
  const [blocked, setBlocked] = useState<Record<string, string | null>>({});
  const [nextLabels, setNextLabels] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);
  const [finishOutcome, setFinishOutcome] = useState<'done' | 'failed' | null>(null);
  // The final step completes the enrolment, so it is only reached with Next (or when it is the only step).
  const [finishReached, setFinishReached] = useState(false);
  const save = useRef<(() => Promise<void>) | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const named = steps ? stepIndexOf(steps, params.stepName) : 0;
  const skipsToFinish = steps !== null && steps[named]?.kind === 'finish' && steps.length > 1 && !finishReached;
  const index = steps && skipsToFinish ? steps.length - 2 : named;
  const step = steps?.[index];

  // Next's fresh answers go into the cache once the address names the new step: a render with the new
  // steps (a form step added or removed) and the old address would otherwise snap back to the first step.
  const arriving = useRef<{ slug: string; signup: SignupData; checklist: ChecklistItemSummary[] } | null>(null);
  useEffect(() => {
    const pending = arriving.current;
    if (!pending || params.stepName !== pending.slug) return;
    arriving.current = null;
    queryClient.setQueryData(signupKeys.data(code), pending.signup);
    queryClient.setQueryData(queryKeys.customerChecklist(signup.client.id), pending.checklist);
  }, [params.stepName, code, queryClient, signup.client.id]);

  // The step's name is written into the address (spec 001 §2), also when the address named none.
  useEffect(() => {
    if (step && params.stepName !== step.slug) void navigate(stepPath(code, step.slug), { replace: true });
  }, [step, params.stepName, code, navigate]);

  // A new step moves focus to its heading, so keyboard and screen reader users know where they are.
  const slug = step?.slug;
  const firstStep = useRef(true);
  useEffect(() => {
    if (!slug) return;
    if (firstStep.current) firstStep.current = false;
    else heading.current?.focus();
  }, [slug]);

  const onValidityChange = useCallback(
    (reason: string | null) => {
      if (slug) setBlocked((current) => (current[slug] === reason ? current : { ...current, [slug]: reason }));
    },
    [slug],
  );
  const onNextLabelChange = useCallback(
    (label: string | null) => {
      if (slug) setNextLabels((current) => (current[slug] === label ? current : { ...current, [slug]: label }));
    },
    [slug],
  );
  const registerSave = useCallback((fn: (() => Promise<void>) | null) => {
    save.current = fn;
  }, []);
  const onSettled = useCallback((outcome: 'done' | 'failed') => setFinishOutcome(outcome), []);

  if (checklist.isError) return <Alert severity="error">{SIGNUP_TEXTS.loadFailed}</Alert>;
  if (!steps || !step) {
    return (
      <>
        <WizardProgress
          steps={Array.from({ length: DEFAULT_STEP_COUNT }, (_, position) => ({ key: String(position), title: `Step ${position + 1}` }))}
          activeIndex={0}
          label="Signup progress"
          alternativeLabel
        />
        <LinearProgress aria-label="Loading signup steps" sx={{ mt: 3 }} />
      </>
    );
  }

  const isLast = index === steps.length - 1;
  // A step that has not reported yet counts as not ready; the final step is ready once signup is done.
  const blockedReason = isLast
    ? finishOutcome
      ? null
      : 'Please wait until your signup is complete'
    : blocked[step.slug] === undefined
      ? GENERIC_STEP_INVALID_REASON
      : blocked[step.slug]!;

  const back = () => {
    setFinishOutcome(null);
    const previous = steps[index - 1];
    if (previous) void navigate(stepPath(code, previous.slug));
  };

  const next = async () => {
    if (isLast) {
      await navigate('/dashboard');
      return;
    }
    setBusy(true);
    try {
      await save.current?.();
    } catch (error) {
      setBusy(false);
      if (!(error instanceof StepSaveHandled)) notify({ text: SIGNUP_TEXTS.stepSaveFailed, mode: 'error' });
      return;
    }
    try {
      // Saving can add or remove forms (and paying drops the payment step): merge before moving on.
      // The answers go into the cache only after the move, so no render sees the new steps with the old address.
      const [freshSignup, freshChecklist] = await Promise.all([getSignup(code), getCustomerChecklist(signup.client.id)]);
      // A payment just made keeps its step (done) instead of renumbering the steps under the vendor; a
      // waiver request instead of a payment drops it (nothing was paid).
      const paidNow = paidHere || (step.kind === 'payment' && !freshSignup.paymentRequired && !freshSignup.paymentWaived);
      if (paidNow && !paidHere) {
        rememberPaid(code);
        setPaidHere(true);
      }
      const target = nextStepAfter(steps, step, signupSteps(freshSignup, freshChecklist, { paidHere: paidNow }));
      if (target.kind === 'finish') setFinishReached(true);
      arriving.current = { slug: target.slug, signup: freshSignup, checklist: freshChecklist };
      await navigate(stepPath(code, target.slug));
    } catch (error) {
      // Someone else used the code meanwhile: re-reading it shows the used-code message and its redirect.
      if (isApiError(error) && error.status === 410) void queryClient.invalidateQueries({ queryKey: signupKeys.data(code) });
      else notify({ text: SIGNUP_TEXTS.stepSaveFailed, mode: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const formItemIds = steps.flatMap((item) => (item.kind === 'evd' ? [item.checklistItemId] : []));
  const stepProps: WizardStepProps = {
    clientId: String(signup.client.id),
    clientName: signup.client.name,
    onValidityChange,
    registerSave,
    onNextLabelChange,
  };
  return (
    <>
      <WizardProgress
        steps={steps.map((item) => ({ key: item.slug, title: item.title, completed: item.kind === 'payment' && item.paid === true }))}
        activeIndex={index}
        label="Signup progress"
        alternativeLabel
      />
      <Typography variant="h2" component="h2" sx={{ mb: 2, '&:focus': { outline: 'none' } }} ref={heading} tabIndex={-1}>
        {step.title}
      </Typography>
      <Box key={step.slug}>
        <Suspense fallback={<LinearProgress aria-label={`Loading ${step.title}`} />}>
          <StepBody step={step} code={code} components={components} stepProps={stepProps} formItemIds={formItemIds} onSettled={onSettled} />
        </Suspense>
      </Box>
      <WizardNavBar
        canGoBack={index > 0 && (!isLast || finishOutcome === 'failed')}
        onBack={back}
        onNext={() => void next()}
        blockedReason={blockedReason}
        busy={busy}
        isLast={isLast}
        nextLabel={nextLabels[step.slug] ?? null}
      />
    </>
  );
}

/**
 * /vendor-signup/signupCode/:signupCode/:stepName? (spec 001 §2, §4): the multi-step signup for the
 * client of a signup code. Each Next saves the step, refetches the checklist and moves on; the final
 * step completes the signup. A used code (410) says so and goes to the dashboard after 10 seconds.
 */
export default function VendorSignupPage({ title = 'Vendor Signup', steps }: { title?: string; steps: SignupStepComponents }) {
  const { signupCode = '' } = useParams();
  const signup = useSignup(signupCode);
  const used = isApiError(signup.error) && signup.error.status === 410;
  return (
    <>
      <PageHeader title={title} subtitle={signup.data ? `Signing up with ${signup.data.client.name}` : undefined} />
      {signup.isPending && <FormSkeleton label="Loading signup" intro fields={6} />}
      {used && <UsedCode />}
      {signup.isError && !used && <Alert severity="error">{SIGNUP_TEXTS.loadFailed}</Alert>}
      {signup.data && !used && <Wizard key={signupCode} code={signupCode} signup={signup.data} components={steps} />}
    </>
  );
}
