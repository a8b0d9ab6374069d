import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';
import { useScrollRegion } from '../lib/use-scroll-region';

interface TableScrollRegionProps {
  /** What the table holds, e.g. "Alerts": while it scrolls the region is named "Alerts, scrollable". */
  label: string;
  /** Drawn as an outlined paper (the look of the admin panels and reports). */
  outlined?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The box a table scrolls in: while the table does not fit (a wide table on a phone, a long one past the
 * box's maxHeight) the keyboard can focus the box and scroll it (`useScrollRegion`). Every table uses it
 * (an ESLint rule keeps TableContainer to this file).
 */
export function TableScrollRegion({ label, outlined = false, sx, children }: TableScrollRegionProps) {
  const { ref, regionProps } = useScrollRegion(label);
  const paper = outlined ? { component: Paper, variant: 'outlined' as const } : {};
  return (
    <TableContainer ref={ref} sx={sx} {...paper} {...regionProps}>
      {children}
    </TableContainer>
  );
}
