import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** Controls inside a row that do their own thing: a click on them is not a click on the row. */
const OWN_ACTION = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"]';

/** Props that make a row or a card open its item. */
export interface RowLinkProps {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  sx: { cursor: 'pointer' };
}

/**
 * The whole row (or card) opens its item (issue 33): a click or tap anywhere on it follows the row's own
 * link, not only the 40 px chevron that a phone scrolls out of sight. The row keeps that link (or a named
 * button) as its keyboard stop, so there is one tab stop per row and table semantics stay intact; a click
 * on another control in the row, or a text selection, is left alone.
 */
export function useRowLink(): (to: string, state?: unknown) => RowLinkProps {
  const navigate = useNavigate();
  return (to, state) => ({
    onClick: (event) => {
      if (event.defaultPrevented || (event.target as HTMLElement).closest(OWN_ACTION)) return;
      if (window.getSelection()?.toString()) return;
      void navigate(to, { state });
    },
    sx: { cursor: 'pointer' },
  });
}
