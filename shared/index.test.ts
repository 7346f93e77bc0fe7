import { expect, it } from 'vitest';
import * as shared from './index.js';

it('exports the domain core and both contracts from the barrel', () => {
  for (const name of [
    'COINS',
    'acceptAmountInput',
    'isOrderId',
    'progressSteps',
    'routeSchema',
    'priceQuerySchema',
    'tokenExchangeReplySchema',
    'DEPOSIT_WINDOW_S',
  ]) {
    expect(shared).toHaveProperty(name);
  }
});

it('leaves the address check out of the barrel so the client can load it lazily', () => {
  expect(shared).not.toHaveProperty('isValidAddress');
});
