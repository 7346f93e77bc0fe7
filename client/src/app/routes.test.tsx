import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../lib/api/store.js';
import { RuntimeConfigContext } from '../lib/runtime-config-context.js';
import { TEST_RUNTIME_CONFIG } from '../test/render-with-providers.js';
import { pageHandle, routes } from './routes.js';

vi.mock('../features/fluid/fluid-background.js', () => ({ FluidBackground: () => null }));

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={makeStore(null)}>
      <RuntimeConfigContext value={TEST_RUNTIME_CONFIG}>
        <RouterProvider router={router} />
      </RuntimeConfigContext>
    </Provider>,
  );
  return router;
}

/** The pages of a table, below its frame. */
const pagesOf = (table: RouteObject[]): RouteObject[] =>
  table.flatMap((route) => (route.children ? pagesOf(route.children) : [route]));

describe('routes', () => {
  it('shows the swap screen at /', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Swap Without a Trace' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Swap' })).toBeInTheDocument();
    expect(screen.getAllByRole('searchbox', { name: 'Houdini ID of your order' })).toHaveLength(2);
  });

  it('sends /how-it-works to /How-it-works in place of the visited entry', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/how-it-works'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/How-it-works'), {
      timeout: 5000,
    });
    // the lower-case entry is replaced, so Back goes to the page before it
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a not-found page inside the header and footer for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('names each page in the tab’s title, and follows a move', async () => {
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Swap Without a Trace' });
    await vi.waitFor(() => expect(document.title).toBe('Swap Without a Trace'));
    await act(() => router.navigate('/stake'));
    await screen.findByRole('heading', { level: 1, name: /Stake/ });
    await vi.waitFor(() => expect(document.title).toBe('Stake – Swap Without a Trace'));
    await act(() => router.navigate('/nope'));
    await vi.waitFor(() => expect(document.title).toBe('Page not found – Swap Without a Trace'));
  });

  it('names the module each on-demand page loads, for the server to link its CSS and chunks', async () => {
    const lazyRoutes = pagesOf(routes).filter((route) => typeof route.lazy === 'function');
    expect(lazyRoutes).not.toHaveLength(0);
    for (const route of lazyRoutes) {
      const { Component } = await (route.lazy as () => Promise<RouteObject>)();
      const module = pageHandle(route).module ?? '(none)';
      // a manifest key is relative to client/, and this file sits in client/src/app/
      const exports = (await import(
        /* @vite-ignore */ `../${module.replace(/^src\//, '')}`
      )) as Record<string, unknown>;
      expect(Object.values(exports), route.path).toContain(Component);
    }
  });
});
