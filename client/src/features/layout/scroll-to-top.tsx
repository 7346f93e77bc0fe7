import { useEffect } from 'react';
import { useLocation } from '../../lib/router/router-context.js';

/** Every route change starts at the top of the page (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
