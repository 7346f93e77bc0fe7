import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move inside the app (a link, Back, Forward) focus goes to the new page's main heading,
 * or to the main region when it has none: a screen reader reads where the visitor is, and Tab
 * goes on from the page, not from the link left behind. Without preventing the scroll the
 * browser would bring the heading into view and undo the restored position on Back. The page
 * loaded first keeps the browser's own focus.
 */
export function FocusOnMove() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById('main');
    const heading = main?.querySelector('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    (heading ?? main)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
