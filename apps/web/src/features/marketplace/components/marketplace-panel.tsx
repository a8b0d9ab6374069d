import Typography from '@mui/material/Typography';

/** Placeholder until the screen is built (issue 7); replaced by the owning feature's work. */
export default function MarketplacePanel() {
  return <Typography color="text.secondary">Marketplace</Typography>;
}
