import Typography from '@mui/material/Typography';

/** Placeholder until the screen is built (issue 7); replaced by the owning feature's work. */
export default function W9Panel() {
  return <Typography color="text.secondary">W-9</Typography>;
}
