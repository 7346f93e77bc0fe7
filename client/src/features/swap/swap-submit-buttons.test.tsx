import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrivacyRoute } from '../../../../shared/contract/names.js';
import { renderWithProviders, TEST_RUNTIME_CONFIG } from '../../test/render-with-providers.js';
import { SwapSubmitButtons } from './swap-submit-buttons.js';

// While an order is made the button says what happens: the price service's route anonymizes;
// with providers no Monero hop is made then, and the button claims none.

const pressed = (privacyRoute: PrivacyRoute) => {
  renderWithProviders(<SwapSubmitButtons busy submitting moved={false} />, {
    config: { ...TEST_RUNTIME_CONFIG, privacyRoute },
  });
  return screen.getByRole('button', { name: /Anonymizing|Placing order/ });
};

describe('the swap button while an order is made', () => {
  it('says Anonymizing with the price service', () => {
    expect(pressed('service')).toHaveTextContent('Anonymizing');
  });

  it.each(['private', 'direct'] as const)('says Placing order with %s providers', (route) => {
    expect(pressed(route)).toHaveTextContent('Placing order');
  });
});
