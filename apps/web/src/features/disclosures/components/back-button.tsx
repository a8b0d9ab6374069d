import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';

/** Where the checklist item page was opened from: links pass `{ backTo, backLabel }` as router state. */
export interface BackTarget {
  backTo: string;
  backLabel: string;
}

/** Where back leads: the page the opening link named, otherwise the fallback (the customer's detail). */
export function useBackTarget(fallback: BackTarget): BackTarget {
  const state = useLocation().state as Partial<BackTarget> | null;
  return state?.backTo && state.backLabel ? { backTo: state.backTo, backLabel: state.backLabel } : fallback;
}

/** The back button labelled with the previous page (spec 001 §2): 'Back to {page}'. */
export function BackButton({ target }: { target: BackTarget }) {
  const navigate = useNavigate();
  return (
    <Button startIcon={<ArrowBack aria-hidden />} onClick={() => void navigate(target.backTo)} sx={{ mb: 1.5, px: 0.5 }}>
      Back to {target.backLabel}
    </Button>
  );
}
