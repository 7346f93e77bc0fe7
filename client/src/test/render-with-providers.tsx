import { render, type RenderOptions } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import type { RuntimeConfig } from '../../../shared/contract/api.js';
import { Providers } from '../app/providers.js';
import { makeStore, type AppStore } from '../app/store.js';
import type { Route } from '../lib/router/route.js';
import { createMemoryRouter } from '../lib/router/router.js';
import { RouterProvider } from '../lib/router/router-provider.js';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  supportUrl: 'https://support.example/bot',
  socialUrl: 'https://social.example/swap',
  sandbox: false,
  sentryDsn: null,
  refundAndMemo: false,
};

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  config?: Partial<RuntimeConfig>;
  /** the path the memory router starts at */
  path?: string;
  /** extra routes next to '*' -> ui, e.g. the page the form navigates to */
  routes?: Route[];
  /** the frame the pages render in (AppLayout); the page alone without it */
  Layout?: ComponentType;
}

/** Renders with a fresh store, the runtime config and a memory router. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const {
    store = makeStore(),
    config,
    path = '/',
    routes = [],
    Layout,
    ...renderOptions
  } = options;
  const router = createMemoryRouter([...routes, { path: '*', element: ui }], path);
  const result = render(
    <Providers store={store} config={{ ...TEST_RUNTIME_CONFIG, ...config }}>
      <RouterProvider router={router} {...(Layout ? { Layout } : {})} />
    </Providers>,
    renderOptions,
  );
  return { store, router, ...result };
}
