import { useId, useRef } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { ATTESTATION_COLUMNS, type AttestationColumn } from '@app/shared/clients/attestations';
import type { ColumnVisibility } from '../utils/attestation-cells';

/** The column show/hide menu; its open state belongs to the page (Export waits while it is open). */
export function ColumnMenu({
  open,
  onOpenChange,
  visibility,
  onToggle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  visibility: ColumnVisibility;
  onToggle: (column: AttestationColumn) => void;
}) {
  const anchor = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        startIcon={<ViewColumn />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        Columns
      </Button>
      <Menu id={menuId} anchorEl={anchor.current} open={open} onClose={() => onOpenChange(false)}>
        {ATTESTATION_COLUMNS.map((column) => (
          <MenuItem
            key={column.value}
            role="menuitemcheckbox"
            aria-checked={visibility[column.value]}
            onClick={() => onToggle(column.value)}
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                size="small"
                checked={visibility[column.value]}
                tabIndex={-1}
                disableRipple
                slotProps={{ input: { 'aria-hidden': true } }}
              />
            </ListItemIcon>
            <ListItemText>{column.text}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
