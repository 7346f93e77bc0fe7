/** Where the router is: a URL path and the history entry it belongs to. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /**
   * The history entry's own key: 'default' for the entry a page was loaded on, a fresh one for
   * every entry the app adds (kept in history.state, so a reload keeps it).
   */
  key: string;
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** What the router needs of a history: the browser's, or one in memory for tests. */
export interface RouterHistory {
  read(): RouterLocation;
  write(location: RouterLocation, action: 'PUSH' | 'REPLACE'): void;
  /** Back and Forward; answers a function that stops listening */
  listen(onPop: () => void): () => void;
}

const FIRST_ENTRY_KEY = 'default';

const newEntryKey = (): string => Math.random().toString(36).slice(2, 10);

export const hrefOf = (location: Omit<RouterLocation, 'key'>): string =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * A link target read against the current location (so `?a=1` or `#x` stay on its path); a path
 * is a path even when it starts with `//` (not a host, as a URL reference would read it).
 */
export function resolveTarget(to: string, from: RouterLocation): RouterLocation {
  const url = to.startsWith('/')
    ? new URL(`http://localhost${to}`)
    : new URL(to, `http://localhost${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, key: newEntryKey() };
}

const entryKeyOf = (state: unknown): string => {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : FIRST_ENTRY_KEY;
};

export function browserHistory(): RouterHistory {
  return {
    read: () => ({
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      key: entryKeyOf(window.history.state),
    }),
    write(location, action) {
      const state = { key: location.key };
      if (action === 'PUSH') window.history.pushState(state, '', hrefOf(location));
      else window.history.replaceState(state, '', hrefOf(location));
    },
    listen(onPop) {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** A history kept in memory, starting at `path`: a server render's, and the tests'. */
export function memoryHistory(path: string): RouterHistory {
  const first = resolveTarget(path, { pathname: '/', search: '', hash: '', key: '' });
  const entries: RouterLocation[] = [{ ...first, key: FIRST_ENTRY_KEY }];
  let index = 0;
  return {
    read: () => entries[index]!,
    write(location, action) {
      if (action === 'PUSH') {
        index += 1;
        entries.splice(index, entries.length, location);
      } else {
        entries[index] = location;
      }
    },
    listen: () => () => undefined,
  };
}
