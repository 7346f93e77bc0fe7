import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './link.js';
import type { Route } from './route.js';
import { useLocation, useParams, useRouteError } from './router-context.js';
import { createBrowserRouter, createMemoryRouter, type Router } from './router.js';
import { Outlet, RouterProvider } from './router-provider.js';

function Frame() {
  return (
    <>
      <nav aria-label="Main">
        <NavLink to="/" end>
          Home
        </NavLink>{' '}
        <NavLink to="/guide">Guide</NavLink> <Link to="/order/first">First order</Link>{' '}
        <Link to="/slow">Slow page</Link> <Link to="/broken">Broken page</Link>{' '}
        <Link to="/old-guide">Old guide</Link>{' '}
        <Link to="/guide" target="_blank">
          Guide in a new tab
        </Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function OrderShown() {
  const { orderId } = useParams();
  return <h1>Order {orderId}</h1>;
}

function ErrorShown() {
  const error = useRouteError();
  return <h1>Failed: {error instanceof Error ? error.message : String(error)}</h1>;
}

function EntryKey() {
  return <p data-testid="entry">{useLocation().key}</p>;
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

let slowPage: Deferred<() => React.JSX.Element>;

const table = (): Route[] => [
  { path: '/', element: <h1>Home</h1> },
  { path: '/guide', caseSensitive: true, element: <h1>Guide</h1> },
  { path: '/order/:orderId', Component: OrderShown },
  { path: '/slow', lazy: () => slowPage.promise },
  { path: '/broken', lazy: () => Promise.reject(new Error('chunk missing')) },
  { path: '/old-guide', redirect: '/guide' },
  {
    path: '*',
    Component: () => (
      <>
        <h1>Not found</h1>
        <EntryKey />
      </>
    ),
  },
];

function show(router: Router) {
  render(<RouterProvider router={router} Layout={Frame} ErrorPage={ErrorShown} />);
  return router;
}

const heading = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => {
  slowPage = deferred();
  window.history.replaceState(null, '', '/');
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('moving between pages in the browser', () => {
  it('follows a plain click inside the page, adds a history entry, and goes back on Back', async () => {
    const user = userEvent.setup();
    const router = show(createBrowserRouter(table()));
    const before = window.history.length;
    await user.click(screen.getByRole('link', { name: 'First order' }));
    expect(heading()).toHaveTextContent('Order first');
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
    const link = screen.getByRole('link', { name: 'First order' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Guide in a new tab' }).dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(heading()).toHaveTextContent('Home');
    expect(window.location.pathname).toBe('/');
    router.dispose();
  });

  it('keeps the entry key in history.state, so a reload knows the entry it is on', async () => {
    const user = userEvent.setup();
    const first = show(createBrowserRouter(table()));
    expect(first.state.location.key).toBe('default');
    await user.click(screen.getByRole('link', { name: 'Broken page' }));
    await user.click(screen.getByRole('link', { name: 'Old guide' }));
    const key = first.state.location.key;
    expect(key).not.toBe('default');
    expect((window.history.state as { key: string }).key).toBe(key);
    first.dispose();
    // the page loads again on the same entry
    expect(createBrowserRouter(table()).state.location.key).toBe(key);
  });

  it('stops following Back once disposed', async () => {
    const user = userEvent.setup();
    const router = show(createBrowserRouter(table()));
    await user.click(screen.getByRole('link', { name: 'First order' }));
    router.dispose();
    await act(async () => {
      window.history.back();
      await vi.waitFor(() => expect(window.location.pathname).toBe('/'));
    });
    expect(router.state.location.pathname).toBe('/order/first');
  });
});

describe('what a navigation shows', () => {
  it('keeps the page shown until the next page’s module is in', async () => {
    const user = userEvent.setup();
    const router = show(createMemoryRouter(table()));
    await user.click(screen.getByRole('link', { name: 'Slow page' }));
    expect(heading()).toHaveTextContent('Home');
    expect(router.state.location.pathname).toBe('/');
    await act(() => {
      slowPage.resolve(() => <h1>Slow page</h1>);
      return slowPage.promise;
    });
    expect(heading()).toHaveTextContent('Slow page');
    expect(router.state.location.pathname).toBe('/slow');
  });

  it('lets a later click win over a page still loading', async () => {
    const user = userEvent.setup();
    const router = show(createMemoryRouter(table()));
    await user.click(screen.getByRole('link', { name: 'Slow page' }));
    await user.click(screen.getByRole('link', { name: 'First order' }));
    expect(heading()).toHaveTextContent('Order first');
    await act(() => {
      slowPage.resolve(() => <h1>Slow page</h1>);
      return slowPage.promise;
    });
    expect(heading()).toHaveTextContent('Order first');
    expect(router.state.location.pathname).toBe('/order/first');
  });

  it('shows the error page inside the frame when a page’s module fails, and clears it on the next page', async () => {
    const user = userEvent.setup();
    show(createMemoryRouter(table()));
    await user.click(screen.getByRole('link', { name: 'Broken page' }));
    expect(heading()).toHaveTextContent('Failed: chunk missing');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'First order' }));
    expect(heading()).toHaveTextContent('Order first');
  });

  it('shows the error page when a page throws while it renders', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Throws = () => {
      throw new Error('render failed');
    };
    show(createMemoryRouter([{ path: '*', Component: Throws }]));
    expect(heading()).toHaveTextContent('Failed: render failed');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('replaces a redirecting entry with its target, so Back skips it', async () => {
    const user = userEvent.setup();
    const router = show(createMemoryRouter(table()));
    await user.click(screen.getByRole('link', { name: 'Old guide' }));
    expect(heading()).toHaveTextContent('Guide');
    expect(router.state.location.pathname).toBe('/guide');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('replaces the entry when a link leads to the page already shown', async () => {
    const user = userEvent.setup();
    const router = show(createMemoryRouter(table(), '/guide'));
    await user.click(screen.getByRole('link', { name: 'Guide', current: 'page' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('loads a first page that loads on demand without being asked', async () => {
    show(createMemoryRouter(table(), '/slow'));
    await act(() => {
      slowPage.resolve(() => <h1>Slow page</h1>);
      return slowPage.promise;
    });
    expect(heading()).toHaveTextContent('Slow page');
  });

  it('finds paths in any case and with a trailing slash, unless a route is case-sensitive', () => {
    const router = show(createMemoryRouter(table(), '/ORDER/Ab/'));
    expect(heading()).toHaveTextContent('Order Ab');
    expect(router.state.match?.route.path).toBe('/order/:orderId');
    expect(createMemoryRouter(table(), '/GUIDE').state.match?.route.path).toBe('*');
  });

  it('reads a path that starts with // as a path, never as a host', () => {
    const router = show(createMemoryRouter(table(), '//order/first'));
    expect(router.state.location.pathname).toBe('//order/first');
    expect(heading()).toHaveTextContent('Not found');
  });
});

describe('navigation links', () => {
  it('marks the link of the page shown, and the home link only at home', () => {
    show(createMemoryRouter(table(), '/guide'));
    expect(screen.getByRole('link', { name: 'Guide', current: 'page' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('render as plain links on the server, the current one marked', () => {
    const html = renderToString(
      <RouterProvider router={createMemoryRouter(table(), '/')} Layout={Frame} />,
    );
    expect(html).toContain('<a href="/" class="active" aria-current="page">Home</a>');
    expect(html).toContain('<a href="/order/first">First order</a>');
  });
});
