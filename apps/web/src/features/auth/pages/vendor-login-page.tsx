import { useState } from 'react';
import type { LoginRequest } from '@app/shared/auth/login';
import { AuthCard } from '../components/auth-card';
import { ExpiredPasswordForm } from '../components/expired-password-form';
import { LoginForm } from '../components/login-form';
import { useFinishLogin } from '../components/use-finish-login';

/** Vendor login (spec 001 §2): username and password, switching to a new-password form when expired. */
export default function VendorLoginPage({ title = 'Log In' }: { title?: string }) {
  const finishLogin = useFinishLogin();
  const [expired, setExpired] = useState<LoginRequest | null>(null);
  if (expired) {
    return (
      <AuthCard title="Set a New Password">
        <ExpiredPasswordForm credentials={expired} onAuthenticated={finishLogin} onCancel={() => setExpired(null)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} subtitle="Welcome to VendorProof. Log in to continue.">
      <LoginForm onAuthenticated={finishLogin} onExpired={setExpired} />
    </AuthCard>
  );
}
