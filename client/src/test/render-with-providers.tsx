import { setupListeners } from '@reduxjs/toolkit/query/react';
import { render, type RenderOptions } from '@testing-library/react';
import { useEffect, type ComponentType, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { RuntimeConfig } from '../../../shared/contract/api.js';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { PageData } from '../../../shared/contract/render.js';
import { makeStore, type AppStore } from '../lib/api/store.js';
import { PageDataContext } from '../lib/page-data.js';
import { RuntimeConfigContext } from '../lib/runtime-config-context.js';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  supportUrl: 'https://support.example/bot',
  socialUrl: 'https://social.example/swap',
  sandbox: false,
  sentryDsn: null,
  refundAndMemo: false,
  privacyRoute: 'service',
};

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  config?: Partial<RuntimeConfig>;
  /** the path the memory router starts at */
  path?: string;
  /** extra routes next to '*' -> ui, e.g. the page the form navigates to */
  routes?: RouteObject[];
  /** the frame the pages render in (AppLayout); the page alone without it */
  Layout?: ComponentType;
  /** what the server rendered the page with: the store is seeded with it, as in the browser */
  pageData?: PageData | null;
  /** the store of an earlier render, as when the visitor comes back to a page; a fresh one else */
  store?: AppStore;
}

/** RTK Query hears the tab hidden and shown while the page is up, as main.tsx sets it. */
function TabListeners({ store }: { store: AppStore }) {
  useEffect(() => setupListeners(store.dispatch), [store]);
  return null;
}

/** Renders with a fresh store, the runtime config, the page data and a memory router. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { config, path = '/', routes = [], Layout, pageData = null, ...rest } = options;
  const { store = makeStore(pageData), ...renderOptions } = rest;
  const pages = [...routes, { path: '*', element: ui }];
  const router = createMemoryRouter(Layout ? [{ Component: Layout, children: pages }] : pages, {
    initialEntries: [path],
  });
  const result = render(
    <Provider store={store}>
      <TabListeners store={store} />
      <RuntimeConfigContext value={{ ...TEST_RUNTIME_CONFIG, ...config }}>
        <PageDataContext value={pageData}>
          <RouterProvider router={router} />
        </PageDataContext>
      </RuntimeConfigContext>
    </Provider>,
    renderOptions,
  );
  return { router, store, ...result };
}
