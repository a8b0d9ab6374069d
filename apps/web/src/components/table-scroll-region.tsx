import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';

/** Whether the box's content is wider or taller than the box, kept up to date as either changes size. */
function useOverflowing(box: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    // The box changes size with the window, its content (the table) as rows arrive: either can make it overflow.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflowing;
}

interface TableScrollRegionProps {
  /** What the table holds, e.g. "Alerts": the region is named "Alerts, scrollable". */
  label: string;
  /** Drawn as an outlined paper (the look of the admin panels and reports). */
  outlined?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The box a table scrolls in. While the table does not fit (a wide table on a phone, a long one past the
 * box's maxHeight) the box is a named region the keyboard can focus and scroll with the arrow keys: a
 * table of plain text has nothing else to focus, and a keyboard user could not reach its hidden columns
 * (WCAG 2.1.1; axe's scrollable-region-focusable). A table that fits adds no tab stop. Every table uses it
 * (an ESLint rule keeps TableContainer to this file).
 */
export function TableScrollRegion({ label, outlined = false, sx, children }: TableScrollRegionProps) {
  const box = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(box);
  const scrollRegion = overflowing ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrollable` } : {};
  const paper = outlined ? { component: Paper, variant: 'outlined' as const } : {};
  return (
    <TableContainer ref={box} sx={sx} {...paper} {...scrollRegion}>
      {children}
    </TableContainer>
  );
}
