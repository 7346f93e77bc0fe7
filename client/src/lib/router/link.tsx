import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useContext } from 'react';
import { RouterContext, useLocation } from './router-context.js';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a path on this site */
  to: string;
}

/** A click the page may take over: a plain left click that would open the link here. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (target === null || target === '_self') &&
    !event.currentTarget.hasAttribute('download')
  );
}

/**
 * A real link to a page of the site: without script, or opened in a new tab, the browser follows
 * it; with script, a plain click moves inside the app (the next page's module loads first).
 */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const router = useContext(RouterContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!router || !isPlainClick(event)) return;
    event.preventDefault();
    void router.navigate(to);
  };
  return <a href={to} {...rest} onClick={follow} />;
}

export interface NavLinkProps extends LinkProps {
  /** current only on this very path, not below it */
  end?: boolean;
}

const withoutTrailingSlash = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/** A link in the site's navigation: `active` and aria-current="page" while its page is shown. */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const here = withoutTrailingSlash(useLocation().pathname).toLowerCase();
  const there = withoutTrailingSlash(new URL(rest.to, 'http://localhost').pathname).toLowerCase();
  const current = here === there || (!end && there !== '/' && here.startsWith(`${there}/`));
  return (
    <Link
      {...rest}
      className={current ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={current ? 'page' : undefined}
    />
  );
}
