import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../test/render-with-providers.js';
import { Providers } from './providers.js';
import { routes } from './routes.js';
import { makeStore } from './store.js';

vi.mock('../features/fluid/fluid-background.js', () => ({ FluidBackground: () => null }));

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers store={makeStore()} config={TEST_RUNTIME_CONFIG}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('routes', () => {
  it('shows the swap screen at /', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Swap Without a Trace' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Swap' })).toBeInTheDocument();
    expect(screen.getAllByRole('searchbox', { name: 'Houdini ID of your order' })).toHaveLength(2);
  });

  it('sends /how-it-works to /How-it-works', async () => {
    const router = renderAt('/how-it-works');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/How-it-works'));
  });

  it('shows a not-found page inside the header and footer for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
