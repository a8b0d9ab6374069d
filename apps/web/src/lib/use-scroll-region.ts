import { useLayoutEffect, useState } from 'react';

/** What makes a scrolling box a region the keyboard can reach: a tab stop and a name. */
interface ScrollRegionProps {
  tabIndex?: number;
  role?: 'region';
  'aria-label'?: string;
}

/** Whether the box's content is wider or taller than the box, kept up to date as the box or its children change size. */
function useOverflowing(element: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    // The box changes size with the window; its children as their data arrives (rows, sections): either can make it overflow.
    const resizes = new ResizeObserver(measure);
    const watch = () => {
      resizes.disconnect();
      resizes.observe(element);
      for (const child of Array.from(element.children)) resizes.observe(child);
    };
    const childrenChange = new MutationObserver(() => {
      watch();
      measure();
    });
    watch();
    childrenChange.observe(element, { childList: true });
    return () => {
      resizes.disconnect();
      childrenChange.disconnect();
      // A box that goes (a closed dialog's) must not hand its state to the next one before that is measured.
      setOverflowing(false);
    };
  }, [element]);
  return overflowing;
}

/**
 * For a box that may scroll (a wide table on a phone, a dialog's long content): while its content does
 * not fit, the box is a focusable region named "{label}, scrollable" that the arrow keys scroll. Content
 * of plain text has nothing else to focus, and a keyboard user could not reach what is hidden (WCAG
 * 2.1.1; axe's scrollable-region-focusable). A box that fits adds no tab stop. Put `ref` and
 * `regionProps` on the box; `ref` is a callback, so a box that appears later (a dialog's) is watched too.
 */
export function useScrollRegion(label: string): { ref: (box: HTMLElement | null) => void; regionProps: ScrollRegionProps } {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const overflowing = useOverflowing(box);
  return { ref: setBox, regionProps: overflowing ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrollable` } : {} };
}
