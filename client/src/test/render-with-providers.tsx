import { render, type RenderOptions } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import type { RuntimeConfig } from '../../../shared/contract/api.js';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
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
  routes?: RouteObject[];
  /** the frame the pages render in (AppLayout); the page alone without it */
  Layout?: ComponentType;
}

/** Renders with the runtime config and a memory router. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { config, path = '/', routes = [], Layout, ...renderOptions } = options;
  const pages = [...routes, { path: '*', element: ui }];
  const router = createMemoryRouter(Layout ? [{ Component: Layout, children: pages }] : pages, {
    initialEntries: [path],
  });
  const result = render(
    <RuntimeConfigContext value={{ ...TEST_RUNTIME_CONFIG, ...config }}>
      <RouterProvider router={router} />
    </RuntimeConfigContext>,
    renderOptions,
  );
  return { router, ...result };
}
