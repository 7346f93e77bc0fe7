import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  useParams,
  type DataRouter,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  keyServedEntry,
  PageDataContext,
  ServedEntryContext,
  useFirstPageData,
} from '../lib/page-data.js';
import { RuntimeConfigContext } from '../lib/runtime-config-context.js';
import { Link } from '../lib/site-links.js';
import { TEST_RUNTIME_CONFIG } from '../test/render-with-providers.js';
import { framed } from './routes.js';

// How the app moves between pages with React Router, in the site's frame (routes.tsx's framed):
// what the site's own router did before (decision 023) and what the visitor relies on.

function OrderShown() {
  const { orderId } = useParams();
  return <h1>Order {orderId}</h1>;
}

function Home() {
  return (
    <>
      <h1>Home</h1>
      <p>
        <Link to="/order/first">First order</Link> <Link to="/slow">Slow page</Link>{' '}
        <Link to="/broken">Broken page</Link> <Link to="/throws">Throwing page</Link>{' '}
        <Link to="/How-it-works" target="_blank">
          Guide in a new tab
        </Link>{' '}
        <Link to="//order/first">Odd path</Link>
      </p>
    </>
  );
}

/** What the served page data says on the page, if the page still uses it. */
function FirstData() {
  return <p data-testid="first-data">{useFirstPageData()?.formKey ?? 'none'}</p>;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let slowPage: Deferred<{ Component: ComponentType }>;

const table = () =>
  framed([
    {
      path: '/',
      Component: () => (
        <>
          <Home />
          <FirstData />
        </>
      ),
    },
    { path: '/How-it-works', caseSensitive: true, element: <h1>Guide</h1> },
    { path: '/order/:orderId', Component: OrderShown },
    { path: '/slow', lazy: () => slowPage.promise },
    { path: '/broken', lazy: () => Promise.reject(new Error('chunk missing')) },
    {
      path: '/throws',
      Component: () => {
        throw new Error('render failed');
      },
    },
    { path: '*', element: <h1>Not found</h1> },
  ]);

const PAGE_DATA = { renderedAt: 1, formKey: 'served-key' };

function show<R extends DataRouter>(router: R, servedEntry = 'default'): R {
  render(
    <RuntimeConfigContext value={TEST_RUNTIME_CONFIG}>
      <PageDataContext value={PAGE_DATA}>
        <ServedEntryContext value={servedEntry}>
          <RouterProvider router={router} />
        </ServedEntryContext>
      </PageDataContext>
    </RuntimeConfigContext>,
  );
  return router;
}

const memory = (path = '/') => createMemoryRouter(table(), { initialEntries: [path] });
const heading = () => within(screen.getByRole('main')).getByRole('heading', { level: 1 });
const link = (name: string) => screen.getByRole('link', { name });

beforeEach(() => {
  slowPage = deferred();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('moving between pages in the browser', () => {
  it('follows a plain click inside the page, adds a history entry, and goes back on Back', async () => {
    const user = userEvent.setup();
    const router = show(createBrowserRouter(table()));
    const before = window.history.length;
    await user.click(link('First order'));
    await vi.waitFor(() => expect(heading()).toHaveTextContent('Order first'));
    expect(window.location.pathname).toBe('/order/first');
    expect(window.history.length).toBe(before + 1);
    expect(router.state.historyAction).toBe('PUSH');

    await act(async () => {
      window.history.back();
      await vi.waitFor(() => expect(window.location.pathname).toBe('/'));
    });
    await vi.waitFor(() => expect(heading()).toHaveTextContent('Home'));
    expect(router.state.historyAction).toBe('POP');
    router.dispose();
  });

  it('leaves a click with a modifier key or a link to a new tab to the browser', () => {
    const router = show(createBrowserRouter(table()));
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      link('First order').dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('Guide in a new tab').dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(heading()).toHaveTextContent('Home');
    expect(window.location.pathname).toBe('/');
    router.dispose();
  });

  it('uses the served page data on the entry the server rendered only, also after a reload', async () => {
    const user = userEvent.setup();
    const served = keyServedEntry();
    expect((window.history.state as { key: string }).key).toBe(served);
    // a key of its own, not the 'default' every first entry shares
    expect(served).toMatch(/^[a-z0-9]+$/);
    expect(served).not.toBe('default');
    const router = show(createBrowserRouter(table()), served);
    expect(router.state.location.key).toBe(served);
    expect(screen.getByTestId('first-data')).toHaveTextContent('served-key');

    // the same page again, on a new entry: asked afresh, not drawn from the old data
    await act(() => router.navigate('/order/first'));
    await act(() => router.navigate('/'));
    await vi.waitFor(() => expect(heading()).toHaveTextContent('Home'));
    expect(router.state.location.key).not.toBe(served);
    expect(screen.getByTestId('first-data')).toHaveTextContent('none');
    await user.click(link('First order'));
    router.dispose();

    // the page loads again on this entry: the server rendered it, so its data is the page's
    window.history.back();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/'));
    const reloadedOn = (window.history.state as { key: string }).key;
    expect(keyServedEntry()).toBe(reloadedOn);
    expect(createBrowserRouter(table()).state.location.key).toBe(reloadedOn);
  });
});

describe('what a move shows', () => {
  it('keeps the page shown until the next page’s module is in', async () => {
    const user = userEvent.setup();
    const router = show(memory());
    await user.click(link('Slow page'));
    expect(heading()).toHaveTextContent('Home');
    expect(router.state.location.pathname).toBe('/');
    await act(async () => {
      slowPage.resolve({ Component: () => <h1>Slow page</h1> });
      await slowPage.promise;
    });
    await vi.waitFor(() => expect(heading()).toHaveTextContent('Slow page'));
    expect(router.state.location.pathname).toBe('/slow');
  });

  it('lets a later click win over a page still loading', async () => {
    const user = userEvent.setup();
    const router = show(memory());
    await user.click(link('Slow page'));
    await user.click(link('First order'));
    await vi.waitFor(() => expect(heading()).toHaveTextContent('Order first'));
    await act(async () => {
      slowPage.resolve({ Component: () => <h1>Slow page</h1> });
      await slowPage.promise;
    });
    expect(heading()).toHaveTextContent('Order first');
    expect(router.state.location.pathname).toBe('/order/first');
  });

  it('shows the error page inside the frame when a page’s module fails, and clears it on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const router = show(memory());
    await user.click(link('Broken page'));
    await vi.waitFor(() => expect(heading()).toHaveTextContent('This page could not be shown'));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await act(() => router.navigate('/order/first'));
    await vi.waitFor(() => expect(heading()).toHaveTextContent('Order first'));
  });

  it('shows the error page inside the frame when a page throws while it renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(memory('/throws'));
    await vi.waitFor(() => expect(heading()).toHaveTextContent('This page could not be shown'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('replaces the entry when a link leads to the page already shown', async () => {
    const user = userEvent.setup();
    const router = show(memory('/order/first'));
    const swap = () =>
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Swap' });
    await user.click(swap());
    await vi.waitFor(() => expect(heading()).toHaveTextContent('Home'));
    expect(router.state.historyAction).toBe('PUSH');
    await user.click(swap());
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('loads a first page that loads on demand without being asked', async () => {
    show(memory('/slow'));
    await act(async () => {
      slowPage.resolve({ Component: () => <h1>Slow page</h1> });
      await slowPage.promise;
    });
    await vi.waitFor(() => expect(heading()).toHaveTextContent('Slow page'));
  });

  it('finds paths in any case and with a trailing slash, unless a route is case-sensitive', async () => {
    show(memory('/ORDER/Ab/'));
    await vi.waitFor(() => expect(heading()).toHaveTextContent('Order Ab'));
    const guide = memory('/how-it-works');
    expect(guide.state.matches.at(-1)?.route.path).toBe('*');
  });

  it('reads a path that starts with // as a path, never as a host', async () => {
    const router = show(memory('//order/first'));
    expect(router.state.location.pathname).toBe('//order/first');
    await vi.waitFor(() => expect(heading()).toHaveTextContent('Not found'));
  });

  it('links to a path that starts with // as a path the browser loads', () => {
    show(memory());
    // React Router would read `//order/first` as the host `order`; `/.//` is the same path
    expect(link('Odd path')).toHaveAttribute('href', '/.//order/first');
    expect(new URL(link('Odd path').getAttribute('href')!, 'http://site.example/').href).toBe(
      'http://site.example//order/first',
    );
  });
});

describe('navigation links', () => {
  it('marks the link of the page shown, and the home link only at home', async () => {
    show(memory('/How-it-works'));
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await vi.waitFor(() =>
      expect(nav.getByRole('link', { name: 'How it works', current: 'page' })).toHaveClass(
        'active',
      ),
    );
    expect(nav.getByRole('link', { name: 'Swap' })).not.toHaveAttribute('aria-current');
  });

  it('render as plain links on the server, the current one marked', () => {
    const html = renderToString(
      <RuntimeConfigContext value={TEST_RUNTIME_CONFIG}>
        <RouterProvider router={memory()} />
      </RuntimeConfigContext>,
    );
    expect(html).toContain(
      '<a aria-current="page" class="site-nav__link active" href="/">Swap</a>',
    );
    expect(html).toContain('<a href="/order/first">First order</a>');
  });
});
