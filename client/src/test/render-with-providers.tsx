import { render, type RenderOptions } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import type { RuntimeConfig } from '../../../shared/contract/api.js';
import type { Route } from '../lib/router/route.js';
import { createMemoryRouter } from '../lib/router/router.js';
import { RouterProvider } from '../lib/router/router-provider.js';
import { RuntimeConfigContext } from '../lib/runtime-config-context.js';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  supportUrl: 'https://support.example/bot',
  socialUrl: 'https://social.example/swap',
  sandbox: false,
  sentryDsn: null,
  refundAndMemo: false,
};

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  config?: Partial<RuntimeConfig>;
  /** the path the memory router starts at */
  path?: string;
  /** extra routes next to '*' -> ui, e.g. the page the form navigates to */
  routes?: Route[];
  /** the frame the pages render in (AppLayout); the page alone without it */
  Layout?: ComponentType;
}

/** Renders with the runtime config and a memory router. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { config, path = '/', routes = [], Layout, ...renderOptions } = options;
  const router = createMemoryRouter([...routes, { path: '*', element: ui }], path);
  const result = render(
    <RuntimeConfigContext value={{ ...TEST_RUNTIME_CONFIG, ...config }}>
      <RouterProvider router={router} {...(Layout ? { Layout } : {})} />
    </RuntimeConfigContext>,
    renderOptions,
  );
  return { router, ...result };
}
