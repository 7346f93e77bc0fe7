import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '../../lib/site-links.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { AppLayout } from './app-layout.js';

function renderLayout(config: { sandbox?: boolean } = {}) {
  const routes = [
    { path: '/', element: <Link to="/How-it-works">Read the guide</Link> },
    { path: '/How-it-works', element: <h1>Guide</h1> },
  ];
  return {
    user: userEvent.setup(),
    ...renderWithProviders(<p>Not found</p>, { routes, config, Layout: AppLayout }),
  };
}

/** Where the page is scrolled to, as the layout reads it (jsdom lays nothing out). */
function stubScrollY(): { y: number } {
  const page = { y: 0 };
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => page.y });
  return page;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'scrollY');
});

describe('AppLayout', () => {
  it('shows the header links and the greyed token menu', async () => {
    const { user } = renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Swap' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '/How-it-works',
    );
    const token = within(nav).getByRole('button', { name: /Token/ });
    expect(token).toHaveTextContent('coming soon');
    await user.click(token);
    expect(token).toHaveAttribute('aria-expanded', 'true');
    const items = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'Buy (coming soon)',
        'Stake (coming soon)',
        'About the Coin (coming soon)',
      ]),
    );
    expect(within(nav).queryByRole('link', { name: /Buy|Stake|About/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(token).toHaveAttribute('aria-expanded', 'false');
    expect(token).toHaveFocus();
  });

  it('opens and closes the menu with the hamburger and closes it on navigation', async () => {
    const { user } = renderLayout();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('is-open');
    await user.click(close);
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toHaveClass('is-open');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'How it works',
      }),
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toHaveClass('is-open');
  });

  it('links the footer to the pages and to the social and support addresses it is given', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'News on the microblog' })).toHaveAttribute(
      'href',
      'https://social.example/swap',
    );
    const support = within(footer).getByRole('link', { name: 'Support bot' });
    expect(support).toHaveAttribute('href', 'https://support.example/bot');
    expect(support).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '/How-it-works',
    );
    for (const item of ['Buy', 'Stake', 'About the coin', 'Whitepaper']) {
      expect(within(footer).getByText(item, { exact: false })).not.toHaveAttribute('href');
    }
    expect(footer).toHaveTextContent('© 2022');
  });

  it('says SANDBOX on every page only when the site runs on the sandbox', () => {
    renderLayout({ sandbox: true });
    expect(screen.getByRole('note')).toHaveTextContent('SANDBOX');
  });

  it('shows no sandbox banner in production', () => {
    renderLayout({ sandbox: false });
    expect(screen.queryByText('SANDBOX')).not.toBeInTheDocument();
  });

  it('scrolls to the top when the route changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderLayout();
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Read the guide' }));
    await screen.findByText('Guide');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('returns to where the visitor was on Back and Forward, by history entry', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const page = stubScrollY();
    const { user, router } = renderLayout();
    page.y = 640;
    await user.click(screen.getByRole('link', { name: 'Read the guide' }));
    await screen.findByText('Guide');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    page.y = 90;
    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: 'Read the guide' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(() => router.navigate(1));
    await screen.findByText('Guide');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 90);
  });

  it("moves focus to the new page's heading, or to the main region without one", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, router } = renderLayout();
    // the page loaded first keeps the browser's focus
    expect(screen.getByRole('main')).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Read the guide' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Guide' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: 'Read the guide' });
    await vi.waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('links the languages of a path that starts with // to that path, never to a host', () => {
    renderWithProviders(<p>Not found</p>, { path: '//stake', Layout: AppLayout });
    const english = screen.getAllByRole('link', { name: 'English' });
    expect(english.length).toBeGreaterThan(0);
    for (const link of english) expect(link).toHaveAttribute('href', '/.//stake');
    for (const link of screen.getAllByRole('link', { name: 'Deutsch' }))
      expect(link).toHaveAttribute('href', '/de//stake');
  });
});
