import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

interface VisibilityToggleAdornmentProps {
  visible: boolean;
  onToggle: () => void;
  /** What the button reveals, in its accessible name: "Show {secretName}" / "Hide {secretName}". */
  secretName: string;
  /** Whether the button also reports its state with aria-pressed. */
  pressed?: boolean;
}

/** The eye button at the end of a hidden input that shows or hides what was typed. */
export function VisibilityToggleAdornment({ visible, onToggle, secretName, pressed = true }: VisibilityToggleAdornmentProps) {
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={visible ? `Hide ${secretName}` : `Show ${secretName}`}
        aria-pressed={pressed ? visible : undefined}
        onClick={onToggle}
        edge="end"
        size="small"
      >
        {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
}
