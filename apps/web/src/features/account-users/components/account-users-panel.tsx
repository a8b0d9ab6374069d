import Typography from '@mui/material/Typography';

/** Placeholder until the screen is built (issue 7); replaced by the owning feature's work. */
export default function AccountUsersPanel() {
  return <Typography color="text.secondary">Users</Typography>;
}
