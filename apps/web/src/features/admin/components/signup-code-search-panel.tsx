import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VENDOR_GROUP_TEXTS, type SignupCode } from '@app/shared/vendor-groups/vendor-groups';
import { isApiError } from '../../../api/api-error';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { useGroupSignupCodes, useSignupCode, useVendorGroup } from '../api/vendor-groups';
import { urlParam, useDraft, useUrlState } from '../../../lib/use-url-state';

/** One signup code's card: used or not, by whom and when (spec 002 §2, §3). */
function SignupCodeCard({ code, title }: { code: SignupCode; title: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={`${title} ${code.code}`}>
      <CardContent>
        <Typography variant="overline" component="p">
          {title}
        </Typography>
        <Typography variant="h4" component="h4" sx={{ fontFamily: 'monospace', mb: 1 }}>
          {code.code}
        </Typography>
        <Typography variant="body2">Used: {code.used ? 'Yes' : 'No'}</Typography>
        {code.used && (
          <>
            <Typography variant="body2">
              Used by: {code.usedUsername ?? 'unknown'}
              {code.usedUserEmail ? ` (${code.usedUserEmail})` : ''}
            </Typography>
            <Typography variant="body2">Used on: {code.usedTime ? formatLocalDateTime(code.usedTime) : 'unknown'}</Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The searched code's vendor group, the code's card and the group's other codes. */
function SearchResult({ code }: { code: SignupCode }) {
  const group = useVendorGroup(code.covgId);
  const codes = useGroupSignupCodes(code.covgId);
  const others = (codes.data ?? []).filter((other) => other.code !== code.code);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {group.isPending ? (
        <BlockSkeleton label="Loading the vendor group" variant="rounded" height={120} />
      ) : group.isError ? (
        <Alert severity="error">{VENDOR_GROUP_TEXTS.businessNamesFailed}</Alert>
      ) : (
        <Card variant="outlined" component="section" aria-label="Vendor group">
          <CardContent>
            <Typography variant="overline" component="p">
              Vendor group
            </Typography>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {group.data.preferredName}
              {group.data.trashed ? VENDOR_GROUP_TEXTS.trashedSuffix : ''}
            </Typography>
            <Typography variant="body2">COVG ID: {group.data.id}</Typography>
            <Typography variant="body2">Client: {group.data.clientName}</Typography>
            {group.data.extraNames.length > 0 && <Typography variant="body2">Extra names: {group.data.extraNames.join(', ')}</Typography>}
          </CardContent>
        </Card>
      )}
      <SignupCodeCard code={code} title="Signup code" />
      {codes.isPending ? (
        <BlockSkeleton label="Loading the other signup codes" variant="rounded" height={80} />
      ) : codes.isError ? (
        <Alert severity="error">{VENDOR_GROUP_TEXTS.otherCodesFailed}</Alert>
      ) : others.length === 0 ? (
        <Typography variant="body2" sx={{ alignSelf: 'center' }}>
          The group has no other signup codes.
        </Typography>
      ) : (
        others.map((other) => <SignupCodeCard key={other.code} code={other} title="Other signup code" />)
      )}
    </Box>
  );
}

/** The code searched, in the address so a search can be shared and Back returns to the one before. */
const SIGNUP_CODE_PARAMS = { code: urlParam.text() };

/**
 * Signup Code Search tab (spec 002 §2): a code's vendor group (preferred name, ' - Trashed', COVG ID,
 * extra names), the code's card (used, by whom, when) and the group's other codes.
 */
export default function SignupCodeSearchPanel() {
  const [{ code: searched }, setState] = useUrlState(SIGNUP_CODE_PARAMS);
  const [draft, setDraft] = useDraft(searched);
  const [problem, setProblem] = useState<string | null>(null);
  const code = useSignupCode(searched);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value) {
      setProblem(VENDOR_GROUP_TEXTS.enterSignupCode);
      return;
    }
    setProblem(null);
    setState({ code: value });
  };
  const notFound = code.isError && isApiError(code.error) && code.error.status === 404;

  return (
    <Box component="section" aria-labelledby="signup-code-search-heading">
      <Typography id="signup-code-search-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        Signup Code Search
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Signup code search"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'flex-start' }}
      >
        <TextField
          id="signup-code-search"
          size="small"
          label="Signup Code"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={problem !== null}
          helperText={problem ?? ' '}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Box>
      {searched === '' ? (
        <Typography variant="body2">Search a signup code to see its vendor group and the group&apos;s other codes.</Typography>
      ) : code.isPending ? (
        <BlockSkeleton label="Searching the signup code" variant="rounded" height={120} />
      ) : notFound ? (
        <Alert severity="warning">{VENDOR_GROUP_TEXTS.notFound}</Alert>
      ) : code.isError ? (
        <Alert severity="error">Error searching the signup code. Please try again.</Alert>
      ) : (
        <SearchResult code={code.data} />
      )}
    </Box>
  );
}
