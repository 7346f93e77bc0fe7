import type { ComponentType } from 'react';
import {
  browserHistory,
  hrefOf,
  memoryHistory,
  resolveTarget,
  type HistoryAction,
  type RouterHistory,
  type RouterLocation,
} from './history.js';
import { matchRoute } from './match-route.js';
import type { Route, RouteMatch } from './route.js';

export interface RouterState {
  location: RouterLocation;
  historyAction: HistoryAction;
  /** the route the location found; null when the table has no catch-all and none took it */
  match: RouteMatch | null;
  /** why the route could not be shown (its module failed to load) */
  error: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface Router {
  readonly state: RouterState;
  /** Moves to `to` once its page's module is in: the page shown never goes blank in between. */
  navigate: (to: string, options?: NavigateOptions) => Promise<void>;
  subscribe: (listener: () => void) => () => void;
  /** Stops following Back and Forward. */
  dispose: () => void;
}

const loaded = new WeakMap<Route, ComponentType>();

/** What a route shows, if it can show it now (a lazy one once loaded). */
export const componentOf = (route: Route): ComponentType | undefined =>
  route.Component ?? loaded.get(route);

/** Loads an on-demand route's module, once. */
export async function loadRoute(route: Route | undefined): Promise<void> {
  if (!route?.lazy || loaded.has(route)) return;
  loaded.set(route, await route.lazy());
}

/** Loads the module of the route that takes `pathname`, so a first render can show it at once. */
export const preloadRoute = (table: readonly Route[], pathname: string): Promise<void> =>
  loadRoute(matchRoute(table, pathname)?.route);

function createRouter(table: readonly Route[], history: RouterHistory): Router {
  const listeners = new Set<() => void>();
  let latest = 0;
  const start = history.read();
  let state: RouterState = {
    location: start,
    historyAction: 'POP',
    match: matchRoute(table, start.pathname),
    error: undefined,
  };

  const commit = (next: RouterState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  /** Shows `location`, writing it to the history first unless it came from there (Back). */
  async function show(location: RouterLocation, action: HistoryAction): Promise<void> {
    const navigation = ++latest;
    const match = matchRoute(table, location.pathname);
    const redirect = match?.route.redirect;
    if (redirect !== undefined) {
      await show(resolveTarget(redirect, location), 'REPLACE');
      return;
    }
    let error: unknown;
    try {
      await loadRoute(match?.route);
    } catch (failure) {
      error = failure ?? new Error('The page could not be loaded.');
    }
    // a later navigation (a second click while this page loaded) wins
    if (navigation !== latest) return;
    if (action !== 'POP') history.write(location, action);
    commit({ location, historyAction: action, match, error });
  }

  const stopListening = history.listen(() => void show(history.read(), 'POP'));
  // a first entry that redirects (only where no server answered it) is replaced at once; one whose
  // module was not loaded ahead (see preloadRoute) shows once it is
  const first = state.match?.route;
  if (first?.redirect !== undefined) void show(state.location, 'REPLACE');
  else if (first && !componentOf(first) && !first.element) void show(state.location, 'POP');

  return {
    get state() {
      return state;
    },
    navigate: (to, options = {}) => {
      const target = resolveTarget(to, state.location);
      // a link to the page shown replaces its entry, so Back does not stay on the same page
      const same = hrefOf(target) === hrefOf(state.location);
      return show(target, options.replace || same ? 'REPLACE' : 'PUSH');
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: stopListening,
  };
}

export const createBrowserRouter = (table: readonly Route[]): Router =>
  createRouter(table, browserHistory());

/** A router in memory, starting at `path`: the server's render and tests. */
export const createMemoryRouter = (table: readonly Route[], path = '/'): Router =>
  createRouter(table, memoryHistory(path));
