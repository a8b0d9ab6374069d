import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

export interface PlainTab<Key extends string> {
  key: Key;
  label: string;
  /** The tab's id; its panel is labelled by it. */
  id: string;
  /** The id of the panel the tab shows. */
  controls: string;
}

interface PlainTabsProps<Key extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly PlainTab<Key>[];
  value: Key;
  onChange: (next: Key) => void;
}

const NEXT_INDEX: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A tab bar that looks like MUI's Tabs but draws its indicator with CSS instead of measuring the tabs.
 * MUI's Tabs read the selected tab's size in an effect; on a page's first commit that read forces a
 * style recalculation of the whole page (149 ms on the phone profile for the roster, decision 230).
 * No scrolling: for a few short labels that fit a phone's width. Keyboard as the WAI-ARIA tabs
 * pattern with manual activation: the arrows, Home and End move the focus, Enter or Space selects.
 */
export function PlainTabs<Key extends string>({ label, tabs, value, onChange }: PlainTabsProps<Key>) {
  const listRef = useRef<HTMLDivElement>(null);

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const next = NEXT_INDEX[event.key];
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const current = buttons.indexOf(document.activeElement as HTMLElement);
    if (!next || current < 0) return;
    event.preventDefault();
    buttons[next(current, buttons.length)]?.focus();
  }

  return (
    <Box ref={listRef} role="tablist" aria-label={label} onKeyDown={moveFocus} sx={{ display: 'flex', minHeight: 48 }}>
      {tabs.map((tab) => {
        const selected = tab.key === value;
        return (
          <ButtonBase
            key={tab.key}
            role="tab"
            id={tab.id}
            aria-controls={tab.controls}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(tab.key);
            }}
            sx={{
              typography: 'button',
              minHeight: 48,
              minWidth: 90,
              px: 2,
              py: 1.5,
              color: selected ? 'primary.main' : 'text.secondary',
              // The indicator: a 2 px line at the bottom edge, drawn without measuring anything.
              boxShadow: selected ? (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}` : 'none',
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
