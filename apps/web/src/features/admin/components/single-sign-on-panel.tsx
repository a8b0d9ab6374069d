import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SSO_CONFIG_LOAD_FAILED,
  SSO_CONFIG_REMOVED,
  SSO_CONFIG_SAVE_FAILED,
  SSO_CONFIG_SAVED,
  type SsoConfig,
} from '@app/shared/admin/single-sign-on-config';
import { isApiError } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { SecretTextField } from '../../../components/secret-text-field';
import { formatDisplayDate } from '../../../components/format-display-date';
import { useRemoveSsoConfig, useSaveSsoConfig, useSsoConfig } from '../api/sso-config';
import { ClientSettingsPanel } from './client-settings-panel';

type FieldName = 'issuer' | 'oidcClientId' | 'clientSecret' | 'emailDomains';

/** The server's field errors by form field (a domain's error, `emailDomains.N`, shows on the domains field). */
function fieldErrorsOf(error: unknown): Partial<Record<FieldName, string>> {
  if (!isApiError(error) || !error.fieldErrors) return {};
  const errors: Partial<Record<FieldName, string>> = {};
  for (const [path, message] of Object.entries(error.fieldErrors)) errors[path.split('.')[0] as FieldName] ??= message;
  return errors;
}

/** One client's provider settings: issuer, client id, secret (write-only), e-mail domains, password login. */
function SsoConfigForm({ clientId, config }: { clientId: number; config: SsoConfig }) {
  const { notify } = useNotify();
  const save = useSaveSsoConfig(clientId);
  const remove = useRemoveSsoConfig(clientId);
  const [issuer, setIssuer] = useState(config.issuer ?? '');
  const [oidcClientId, setOidcClientId] = useState(config.oidcClientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState(config.emailDomains.join(', '));
  const [passwordLoginDisabled, setPasswordLoginDisabled] = useState(config.passwordLoginDisabled);
  const errors = fieldErrorsOf(save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        issuer,
        oidcClientId,
        ...(clientSecret ? { clientSecret } : {}),
        emailDomains: domains.split(/[\s,]+/).filter(Boolean),
        passwordLoginDisabled,
      },
      {
        onSuccess: () => {
          setClientSecret('');
          notify({ text: SSO_CONFIG_SAVED, mode: 'success' });
        },
        onError: (error) => notify({ text: isApiError(error) ? error.message : SSO_CONFIG_SAVE_FAILED, mode: 'error' }),
      },
    );
  };
  const removeSettings = () =>
    remove.mutate(undefined, {
      onSuccess: () => notify({ text: SSO_CONFIG_REMOVED, mode: 'success' }),
      onError: () => notify({ text: SSO_CONFIG_SAVE_FAILED, mode: 'error' }),
    });

  return (
    <Box component="form" onSubmit={submit} aria-labelledby="sso-config-heading" noValidate sx={{ maxWidth: 560 }}>
      <Typography id="sso-config-heading" variant="h3" component="h3" sx={{ mb: 1 }}>
        {config.clientName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {config.configured && config.updatedAt
          ? `Single sign-on is on (saved ${formatDisplayDate(config.updatedAt)}).`
          : 'Single sign-on is off: this organization’s users log in with passwords.'}
      </Typography>
      <TextField
        label="Issuer"
        required
        fullWidth
        placeholder="https://login.microsoftonline.com/{tenant}/v2.0"
        value={issuer}
        onChange={(event) => setIssuer(event.target.value)}
        error={Boolean(errors.issuer)}
        helperText={errors.issuer}
        sx={{ mb: 2 }}
      />
      <TextField
        label="Client ID"
        required
        fullWidth
        value={oidcClientId}
        onChange={(event) => setOidcClientId(event.target.value)}
        error={Boolean(errors.oidcClientId)}
        helperText={errors.oidcClientId}
        sx={{ mb: 2 }}
      />
      <SecretTextField
        label="Client Secret"
        secretName="Client Secret"
        required={!config.hasClientSecret}
        fullWidth
        autoComplete="off"
        value={clientSecret}
        onChange={(event) => setClientSecret(event.target.value)}
        error={Boolean(errors.clientSecret)}
        helperText={errors.clientSecret ?? (config.hasClientSecret ? 'A secret is stored. Leave empty to keep it.' : undefined)}
        sx={{ mb: 2 }}
      />
      <TextField
        label="E-mail Domains"
        required
        fullWidth
        placeholder="hospital.org, hospital-health.org"
        value={domains}
        onChange={(event) => setDomains(event.target.value)}
        error={Boolean(errors.emailDomains)}
        helperText={errors.emailDomains ?? 'Separate domains with commas.'}
        sx={{ mb: 1 }}
      />
      <FormControlLabel
        control={<Checkbox checked={passwordLoginDisabled} onChange={(event) => setPasswordLoginDisabled(event.target.checked)} />}
        label="Turn off password login for this organization's users"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3, flexWrap: 'wrap' }}>
        {config.configured && (
          <Button color="error" onClick={removeSettings} disabled={remove.isPending}>
            Remove Single Sign-On
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}

/** Single Sign-On (issue 35): a client organization's OpenID Connect provider, picked here. */
export default function SingleSignOnPanel() {
  return (
    <ClientSettingsPanel
      title="Single Sign-On"
      description={
        <>
          A client organization&apos;s OpenID Connect provider (Azure AD, Okta…): its users whose e-mail is in one of the domains can sign
          in there. Register{' '}
          <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
            {window.location.origin}/services/auth/sso/callback
          </Box>{' '}
          as the redirect URI at the provider.
        </>
      }
      pickerId="sso-config-client"
      what="single sign-on settings"
      loadFailed={SSO_CONFIG_LOAD_FAILED}
      skeletonHeight={320}
      useSettings={useSsoConfig}
    >
      {(client, config) => <SsoConfigForm key={`${client.id}-${config.updatedAt ?? 'none'}`} clientId={client.id} config={config} />}
    </ClientSettingsPanel>
  );
}
