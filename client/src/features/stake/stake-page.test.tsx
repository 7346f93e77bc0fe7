import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAKE_PLANS, STAKE_POOL_PARTICIPATION } from '../../lib/ui-constants.js';
import { Toaster } from '../../components/toaster.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { StakePage } from './stake-page.js';

const renderPage = () =>
  renderWithProviders(
    <>
      <StakePage />
      <Toaster />
    </>,
  );

beforeEach(() => {
  // Only the clock's date is fixed; the toasts keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('StakePage', () => {
  it('says plainly that staking is coming soon', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Stake\s*Coming soon/);
    expect(screen.getByText(/Staking is not live yet/)).toBeInTheDocument();
  });

  it('offers the three plans with the first one selected', () => {
    renderPage();
    const radios = within(screen.getByRole('radiogroup', { name: 'Choose a plan' })).getAllByRole(
      'radio',
    );
    // 'Selected' is drawn by CSS on the checked card only: no text under every plan
    expect(radios.map((radio) => radio.closest('label')?.textContent?.trim())).toEqual(
      STAKE_PLANS.map((plan) => `${plan.apyPercent}% APY Locked for ${plan.days} days`),
    );
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('selects another plan and updates the plan, estimate and example redemption date', () => {
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: /20% APY/ }));
    expect(screen.getByRole('radio', { name: /20% APY/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^5% APY/ })).not.toBeChecked();
    expect(screen.getByText('Plan').nextElementSibling).toHaveTextContent('20% APY, 70 days');
    expect(screen.getByText(/Estimated yearly earnings/)).toHaveTextContent(
      'Estimated yearly earnings: 0.00 at 20% APY',
    );
    // 1 March 2026 + 70 days
    expect(screen.getByText('Redeemable from').nextElementSibling).toHaveTextContent(
      /^10 May 2026 example: a 70-day plan started today$/,
    );
  });

  it('shows placeholder zero values and the pool participation', () => {
    renderPage();
    for (const label of ['Wallet balance', 'Amount to stake', 'Staked', 'Rewards earned']) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent('0.00');
    }
    expect(screen.getByText('Pool participation').nextElementSibling).toHaveTextContent(
      String(STAKE_POOL_PARTICIPATION),
    );
  });

  it.each(['Approve', 'Stake', 'Redeem'])(
    'answers %s with a coming-soon toast instead of acting',
    async (action) => {
      renderPage();
      fireEvent.click(screen.getByRole('button', { name: action }));
      const toast = await screen.findByText(new RegExp(`^${action} is coming soon`));
      expect(toast).toHaveTextContent('nothing was sent or signed');
      expect(screen.getAllByText('Coming soon').length).toBeGreaterThan(1);
    },
  );
});
