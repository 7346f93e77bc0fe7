import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, TEST_RUNTIME_CONFIG } from '../../test/render-with-providers.js';
import { PRIVACY_ROUTES } from '../../../../shared/contract/names.js';
import { makeStore } from '../../lib/api/store.js';
import { RuntimeConfigContext } from '../../lib/runtime-config-context.js';
import { translate } from '../../lib/i18n/i18n.js';
import { CARDS } from './content/cards.js';
import { REVIEWS } from './content/reviews.js';
import { HowItWorksPage } from './how-it-works-page.js';
import { Testimonials } from './testimonials.js';
import { stubMatchMedia } from '../../test-support/browser-stubs.js';
import { MOBILE_QUERY } from './sliders/slider-breakpoints.js';

// Swiper fills in a window.matchMedia that returns {} when jsdom lacks one; give it a real shape.
beforeEach(() => {
  stubMatchMedia([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HowItWorksPage', () => {
  it('has one page heading and the guide, under-the-hood, why and testimonials sections', () => {
    renderWithProviders(<HowItWorksPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'How it works' })).toBeInTheDocument();
    for (const name of [
      'Swap in six steps',
      'What happens under the hood',
      'Why this works',
      'Why we built this',
      'Testimonials',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('lays the four cards out as one list on wide screens', () => {
    renderWithProviders(<HowItWorksPage />);
    const section = screen.getByRole('region', { name: 'What happens under the hood' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      CARDS.map((card) => translate('en', card.title)),
    );
    expect(within(section).queryByRole('region', { name: 'How a swap travels' })).toBeNull();
  });

  it('puts the cards in a slider with page dots on phones', () => {
    stubMatchMedia([MOBILE_QUERY]);
    renderWithProviders(<HowItWorksPage />);
    const slider = screen.getByRole('region', { name: 'How a swap travels' });
    const dots = within(slider).getAllByRole('button', { name: /^Show stage/ });
    expect(dots).toHaveLength(CARDS.length);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    for (const card of CARDS)
      expect(within(slider).getAllByText(translate('en', card.title)).length).toBeGreaterThan(0);
  });

  it('shows every review from the content module with its name and an accessible 5-star rating', () => {
    renderWithProviders(<HowItWorksPage />);
    const slider = screen.getByRole('region', { name: 'Reviews' });
    for (const review of REVIEWS) {
      expect(within(slider).getAllByText(review.name).length).toBeGreaterThan(0);
      expect(within(slider).getAllByText(translate('en', review.para[0]!)).length).toBeGreaterThan(
        0,
      );
    }
    // the rating in words, not only in an aria-label: Safest level draws no SVG stars
    const ratings = slider.querySelectorAll('.star-rating');
    expect(ratings.length).toBeGreaterThanOrEqual(REVIEWS.length);
    for (const rating of ratings) expect(rating).toHaveTextContent('Rated 5 out of 5');
    expect(within(slider).getByRole('button', { name: 'Previous review' })).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Next review' })).toBeInTheDocument();
    expect(within(slider).getAllByRole('button', { name: /^Show review/ })).toHaveLength(
      REVIEWS.length,
    );
  });

  it('says the reviews are samples while any of them is marked so, and not once all are real', () => {
    const real = REVIEWS.map((review) => ({ ...review, sample: false }));
    const { unmount } = renderWithProviders(
      <Testimonials reviews={[...real.slice(1), { ...real[0]!, sample: true }]} />,
    );
    expect(screen.getByText(/^Sample reviews/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<Testimonials reviews={real} />);
    expect(screen.getByRole('heading', { name: 'Testimonials' })).toBeInTheDocument();
    expect(screen.queryByText(/^Sample reviews/)).toBeNull();
  });
});

describe('HowItWorksPage per deployment (runtime config privacyRoute)', () => {
  const headings = (region: HTMLElement) =>
    within(region)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  it('lists the stages of one exchange’s swap, and what it hides, with one provider', () => {
    renderWithProviders(<HowItWorksPage />, { config: { privacyRoute: 'direct' } });
    const section = screen.getByRole('region', { name: 'What happens under the hood' });
    expect(headings(section)).toEqual(['Swap', 'Check', 'Receive', 'Keep in mind']);
    expect(section).toHaveTextContent('the exchange sees both your deposit and your payout');
    expect(
      screen.getByRole('region', { name: 'What a direct swap hides, and what it does not' }),
    ).toHaveTextContent('It does not break the trail between your wallets.');
    expect(screen.queryByRole('region', { name: 'Why this works' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Reviews' })).not.toHaveTextContent(/Monero/);
  });

  it('says the route section describes the private route with several providers', () => {
    renderWithProviders(<HowItWorksPage />, { config: { privacyRoute: 'private' } });
    const section = screen.getByRole('region', { name: 'What happens on the private route' });
    expect(headings(section)).toEqual(['Swap', 'Anonymize', 'Poof', 'Secure']);
    expect(screen.getByRole('region', { name: 'Why this works' })).toHaveTextContent(
      'A direct offer is one exchange’s swap, and that exchange sees both ends.',
    );
  });

  it('keeps the price service’s route section and why-it-works', () => {
    renderWithProviders(<HowItWorksPage />, { config: { privacyRoute: 'service' } });
    const section = screen.getByRole('region', { name: 'What happens under the hood' });
    expect(headings(section)).toEqual(CARDS.map((card) => translate('en', card.title)));
    expect(screen.getByRole('region', { name: 'Why this works' })).toHaveTextContent(
      'Your swap uses that.',
    );
  });

  it.each(PRIVACY_ROUTES)('%s: the browser draws what the server sent', (privacyRoute) => {
    const page = () => (
      <Provider store={makeStore(null)}>
        <RuntimeConfigContext value={{ ...TEST_RUNTIME_CONFIG, privacyRoute }}>
          <RouterProvider
            router={createMemoryRouter([{ path: '*', element: <HowItWorksPage /> }])}
          />
        </RuntimeConfigContext>
      </Provider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page());
    const mismatches: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page(), {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});
