import type { RouteObject } from 'react-router';

/** The client routes; the server's SPA fallback serves index.html for the same paths. */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./placeholder-home.js')).HomePage }),
  },
];
