import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long Back keeps trying to reach the saved position while the page's data arrives. */
const RESTORE_TRY_MS = 1500;

/**
 * Where the window scrolls when the route changes (issue 33): a new page (link, redirect) opens at the
 * top; Back and Forward return to where the user was on that entry. The hash router has no scroll
 * restoration of its own and the browser's would restore before the page has rendered, so positions are
 * kept here by history entry. A change of the query only (filters, pagination) keeps the position.
 */
export function useScrollOnNavigate(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const lastPathname = useRef(location.pathname);
  // The entry the window's scroll events belong to: switched in the layout effect, before the new page scrolls.
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const samePage = lastPathname.current === location.pathname;
    lastPathname.current = location.pathname;
    if (navigationType !== 'POP') {
      if (!samePage) window.scrollTo(0, 0);
      return;
    }
    const target = positions.current.get(location.key) ?? 0;
    const giveUpAt = performance.now() + RESTORE_TRY_MS;
    let frame = 0;
    // The page may still be loading: try each frame until it is tall enough or the time is up.
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < giveUpAt) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.pathname, navigationType]);
}
