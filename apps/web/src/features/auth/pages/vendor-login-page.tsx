import { Suspense, lazy, useState } from 'react';
import type { LoginRequest } from '@app/shared/auth/login-request';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useFinishLogin } from '../components/use-finish-login';

/** Needed only when a password has expired, so it loads then, not with the login form (issue 20). */
const ExpiredPasswordForm = lazy(() =>
  import('../components/expired-password-form').then((module) => ({ default: module.ExpiredPasswordForm })),
);

/** Vendor login (spec 001 §2): username and password, switching to a new-password form when expired. */
export default function VendorLoginPage({ title = 'Log In' }: { title?: string }) {
  const finishLogin = useFinishLogin();
  const [expired, setExpired] = useState<LoginRequest | null>(null);
  if (expired) {
    return (
      <AuthCard title="Set a New Password">
        <Suspense fallback={null}>
          <ExpiredPasswordForm credentials={expired} onAuthenticated={finishLogin} onCancel={() => setExpired(null)} />
        </Suspense>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} subtitle="Welcome to VendorProof. Log in to continue.">
      <LoginForm onAuthenticated={finishLogin} onExpired={setExpired} />
    </AuthCard>
  );
}
