import {
  Component,
  createElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { componentOf, type Router } from './router.js';
import { RouteErrorContext, RouterContext, useLocation } from './router-context.js';

interface ProviderProps {
  router: Router;
  /** the frame around every page; it places the page with <Outlet /> (the page alone without it) */
  Layout?: ComponentType;
  /** shown in place of a page (or the frame) that fails to load or render */
  ErrorPage?: ComponentType;
}

export function RouterProvider({ router, Layout = Outlet, ErrorPage }: ProviderProps) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const value = useMemo(
    () => ({ state, navigate: router.navigate, ErrorPage }),
    [state, router, ErrorPage],
  );
  return (
    <RouterContext value={value}>
      <ErrorBoundary ErrorPage={ErrorPage}>
        <Layout />
      </ErrorBoundary>
    </RouterContext>
  );
}

/** Where the frame shows the page of the current location. */
export function Outlet() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Outlet was used outside RouterProvider.');
  const { match, error } = router.state;
  if (!match) return null;
  const Page = componentOf(match.route);
  const page = Page ? createElement(Page) : (match.route.element ?? null);
  return (
    <ErrorBoundary ErrorPage={router.ErrorPage} failure={error}>
      {page}
    </ErrorBoundary>
  );
}

interface BoundaryProps {
  ErrorPage: ComponentType | undefined;
  /** a failure the router already met (the page's module did not load) */
  failure?: unknown;
  children: ReactNode;
}

/** Keys the boundary to the location, so moving on to another page clears a failure. */
function ErrorBoundary(props: BoundaryProps) {
  const { key } = useLocation();
  return <LocationBoundary {...props} locationKey={key} />;
}

interface BoundaryState {
  error: unknown;
  locationKey: string;
}

class LocationBoundary extends Component<BoundaryProps & { locationKey: string }, BoundaryState> {
  override state: BoundaryState = { error: undefined, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('The page failed to render.') };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps & { locationKey: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { error: undefined, locationKey: props.locationKey };
  }

  override render() {
    const error = this.state.error ?? this.props.failure;
    const { ErrorPage } = this.props;
    if (error === undefined) return this.props.children;
    if (!ErrorPage)
      throw error instanceof Error ? error : new Error('The page failed.', { cause: error });
    return (
      <RouteErrorContext value={error}>
        <ErrorPage />
      </RouteErrorContext>
    );
  }
}
