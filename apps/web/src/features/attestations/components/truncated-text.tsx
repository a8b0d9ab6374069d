import Tooltip from '@mui/material/Tooltip';
import { truncate } from '../utils/attestation-cells';

/** Text cut after `max` characters; the whole text shows on hover or keyboard focus (spec 002 §9). */
export function TruncatedText({ text, max }: { text: string; max: number }) {
  const { shown, truncated } = truncate(text, max);
  if (!truncated) return <>{text}</>;
  return (
    <Tooltip title={text}>
      <span tabIndex={0} aria-label={text}>
        {shown}
      </span>
    </Tooltip>
  );
}
