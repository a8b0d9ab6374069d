import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { SignupData } from '@app/shared/signup/signup-data';
import { isApiError } from '../../../api/api-error';
import { PageHeader } from '../../../components/page-header';
import { useNotify } from '../../../components/notifications/notification-context';
import { GENERIC_STEP_INVALID_REASON, StepSaveHandled, type WizardStepComponent, type WizardStepProps } from '../../../components/wizard-step';
import { signupChecklistQuery, useSignupChecklist } from '../api/get-signup-checklist';
import { signupQuery, useSignup } from '../api/get-signup';
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

const stepPath = (code: string, slug: string) => `/vendor-signup/signupCode/${encodeURIComponent(code)}/${slug}`;

function UsedCode() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/dashboard'), USED_CODE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <Alert severity="warning">{SIGNUP_TEXTS.codeUsed}</Alert>;
}

function StepBody({ step, signup, code, components, stepProps, onFinished }: {
  step: SignupStep;
  signup: SignupData;
  code: string;
  components: SignupStepComponents;
  stepProps: WizardStepProps;
  onFinished: () => void;
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
      return <components.payment {...stepProps} />;
    case 'marketplace':
      return <components.marketplace {...stepProps} />;
    case 'finish':
      return <FistBumpStep code={code} clientId={signup.client.id} onFinished={onFinished} />;
  }
}

function Wizard({ code, signup, components }: { code: string; signup: SignupData; components: SignupStepComponents }) {
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotify();
  const checklist = useSignupChecklist(signup.client.id);
  const steps = useMemo(() => (checklist.data ? signupSteps(signup, checklist.data) : null), [signup, checklist.data]);
  const [blocked, setBlocked] = useState<Record<string, string | null>>({});
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);
  const save = useRef<(() => Promise<void>) | null>(null);

  const index = steps ? stepIndexOf(steps, params.stepName) : 0;
  const step = steps?.[index];

  // The step's name is written into the address (spec 001 §2), also when the address named none.
  useEffect(() => {
    if (step && params.stepName !== step.slug) void navigate(stepPath(code, step.slug), { replace: true });
  }, [step, params.stepName, code, navigate]);

  const slug = step?.slug;
  const onValidityChange = useCallback((reason: string | null) => {
    if (slug) setBlocked((current) => (current[slug] === reason ? current : { ...current, [slug]: reason }));
  }, [slug]);
  const registerSave = useCallback((fn: (() => Promise<void>) | null) => {
    save.current = fn;
  }, []);
  const onFinished = useCallback(() => setFinished(true), []);

  if (checklist.isError) return <Alert severity="error">{SIGNUP_TEXTS.loadFailed}</Alert>;
  if (!steps || !step) {
    return (
      <>
        <Stepper activeStep={0} alternativeLabel aria-label="Signup progress">
          {Array.from({ length: DEFAULT_STEP_COUNT }, (_, position) => (
            <Step key={position}>
              <StepLabel>{`Step ${position + 1}`}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <LinearProgress aria-label="Loading signup steps" sx={{ mt: 3 }} />
      </>
    );
  }

  const isLast = index === steps.length - 1;
  // A step that has not reported yet counts as not ready; the final step is ready once signup is done.
  const blockedReason = isLast ? (finished ? null : 'Please wait until your signup is complete') : (blocked[step.slug] === undefined ? GENERIC_STEP_INVALID_REASON : blocked[step.slug]!);

  const back = () => {
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
      const [freshSignup, freshChecklist] = await Promise.all([
        queryClient.fetchQuery({ ...signupQuery(code), staleTime: 0 }),
        queryClient.fetchQuery({ ...signupChecklistQuery(signup.client.id), staleTime: 0 }),
      ]);
      const target = nextStepAfter(steps, step, signupSteps(freshSignup, freshChecklist));
      await navigate(stepPath(code, target.slug));
    } catch (error) {
      if (!(isApiError(error) && error.status === 410)) notify({ text: SIGNUP_TEXTS.stepSaveFailed, mode: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const stepProps: WizardStepProps = { clientId: String(signup.client.id), clientName: signup.client.name, onValidityChange, registerSave };
  return (
    <>
      <Stepper activeStep={index} alternativeLabel aria-label="Signup progress" sx={{ mb: 3, overflowX: 'auto', pb: 1 }}>
        {steps.map((item) => (
          <Step key={item.slug}>
            <StepLabel>{item.title}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {step.title}
      </Typography>
      <Box key={step.slug}>
        <Suspense fallback={<LinearProgress aria-label={`Loading ${step.title}`} />}>
          <StepBody step={step} signup={signup} code={code} components={components} stepProps={stepProps} onFinished={onFinished} />
        </Suspense>
      </Box>
      <WizardNavBar canGoBack={index > 0 && !isLast} onBack={back} onNext={() => void next()} blockedReason={blockedReason} busy={busy} isLast={isLast} />
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
      {signup.isPending && <LinearProgress aria-label="Loading signup" />}
      {used && <UsedCode />}
      {signup.isError && !used && <Alert severity="error">{SIGNUP_TEXTS.loadFailed}</Alert>}
      {signup.data && <Wizard key={signupCode} code={signupCode} signup={signup.data} components={steps} />}
    </>
  );
}
