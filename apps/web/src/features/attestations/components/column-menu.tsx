import { useId, useRef } from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { ATTESTATION_COLUMNS, type AttestationColumn } from '@app/shared/clients/attestations';
import type { ColumnVisibility } from '../utils/attestation-cells';

/**
 * The column show/hide menu. It does not block the page (no modal backdrop): a click elsewhere closes
 * it and still reaches its target, which is why Export waits while it is open (spec 002 §9). Its open
 * state belongs to the page for that reason.
 */
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
  const close = () => {
    onOpenChange(false);
    anchor.current?.focus();
  };
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
      <Popper open={open} anchorEl={anchor.current} placement="bottom-start" disablePortal sx={{ zIndex: (theme) => theme.zIndex.modal }}>
        <Paper elevation={8}>
          <ClickAwayListener
            onClickAway={(event) => {
              if (!anchor.current?.contains(event.target as Node)) onOpenChange(false);
            }}
          >
            <MenuList
              id={menuId}
              aria-label="Columns"
              autoFocusItem={open}
              onKeyDown={(event) => {
                if (event.key === 'Escape' || event.key === 'Tab') close();
              }}
            >
              {ATTESTATION_COLUMNS.map((column) => (
                <MenuItem
                  key={column.value}
                  role="menuitemcheckbox"
                  aria-checked={visibility[column.value]}
                  onClick={() => onToggle(column.value)}
                >
                  {/* An icon, not a checkbox: the menu item itself is the checkbox (no nested controls). */}
                  <ListItemIcon aria-hidden>
                    {visibility[column.value] ? <CheckBox color="primary" /> : <CheckBoxOutlineBlank />}
                  </ListItemIcon>
                  <ListItemText>{column.text}</ListItemText>
                </MenuItem>
              ))}
            </MenuList>
          </ClickAwayListener>
        </Paper>
      </Popper>
    </>
  );
}
