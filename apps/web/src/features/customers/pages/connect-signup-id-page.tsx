import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { SignedInUserCard } from '../../../widgets/signed-in-user-card';
import { ConnectSignupIdCard } from '../components/connect-signup-id-form';

/**
 * /vendor/connect-signup-id: Connect a SignupID on its own page (the first page after account
 * creation, or My Customers' Connect New SignupID). Cancel goes back where `state.backTo` says, else to
 * the dashboard; a valid code goes to the signup wizard.
 */
export default function ConnectSignupIdPage({ title = 'Connect a SignupID' }: { title?: string }) {
  const navigate = useNavigate();
  const titleId = useId();
  const backTo = (useLocation().state as { backTo?: string } | null)?.backTo ?? '/dashboard';
  return (
    <>
      <PageHeader title={title} />
      <Typography id={titleId} sx={{ mb: 2 }}>
        A SignupID is the 8-character code a customer sends you to start your enrollment with them.
      </Typography>
      <ConnectSignupIdCard titleId={titleId} onCancel={() => void navigate(backTo)} />
      <Box sx={{ mt: 3 }}>
        <SignedInUserCard />
      </Box>
    </>
  );
}
