import { createContext, useContext, type ComponentType } from 'react';
import type { RouterLocation } from './history.js';
import type { NavigateOptions, Router, RouterState } from './router.js';

export interface RouterContextValue {
  state: RouterState;
  navigate: Router['navigate'];
  /** shown in place of a page that failed to load or render */
  ErrorPage: ComponentType | undefined;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

/** Why the page could not be shown, inside the error page. */
export const RouteErrorContext = createContext<unknown>(undefined);

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A route hook was used outside RouterProvider.');
  return router;
}

export const useLocation = (): RouterLocation => useRouter().state.location;

export const useParams = (): Readonly<Record<string, string | undefined>> =>
  useRouter().state.match?.params ?? {};

export function useNavigate(): (to: string, options?: NavigateOptions) => Promise<void> {
  return useRouter().navigate;
}

export const useRouteError = (): unknown => useContext(RouteErrorContext);
