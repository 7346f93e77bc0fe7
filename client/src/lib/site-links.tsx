import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import { hrefOfPath } from '../../../shared/contract/render.js';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a path on this site */
  to: string;
}

/**
 * React Router reads `//stake` as the host `stake` (and would fold `//` into `/` when it moved
 * there itself): such a path is a plain link the browser loads, spelt so that it stays a path.
 */
const isHostLike = (to: string): boolean => hrefOfPath(to) !== to;

/**
 * A real link to a page of the site: without script, or opened in a new tab or with a modifier
 * key, the browser follows it; with script, a plain click moves inside the app (the next page's
 * module loads first). No `data-discover` attribute: the site has no route discovery.
 */
export function Link({ to, ...rest }: SiteLinkProps) {
  if (isHostLike(to)) return <a href={hrefOfPath(to)} {...rest} />;
  return <RouterLink to={to} discover="none" {...rest} />;
}

export interface SiteNavLinkProps extends SiteLinkProps {
  /** current only on this very path, not below it */
  end?: boolean;
}

/** A link in the site's navigation: `active` and aria-current="page" while its page is shown. */
export function NavLink({ to, end, ...rest }: SiteNavLinkProps) {
  if (isHostLike(to)) return <a href={hrefOfPath(to)} {...rest} />;
  return <RouterNavLink to={to} end={end} discover="none" {...rest} />;
}
