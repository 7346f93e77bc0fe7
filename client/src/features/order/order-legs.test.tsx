import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderLegView, OrderView } from '../../../../shared/contract/api.js';
import { ORDER_STATUS } from '../../../../shared/order-status.js';
import en from '../../lib/i18n/catalogues/en.js';
import fa from '../../lib/i18n/catalogues/fa.js';
import { LangContext, registerCatalogue } from '../../lib/i18n/i18n.js';
import { RuntimeConfigContext } from '../../lib/runtime-config-context.js';
import { TEST_RUNTIME_CONFIG } from '../../test/render-with-providers.js';
import { OrderLegs } from './order-legs.js';
import { supportMessage } from './support-message.js';

// A private route's order (decision 030): each leg's provider, status and transactions, who holds
// what if a leg is held, and a support message naming both legs.

const VISITOR_DEPOSIT = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const LEG_TWO_DEPOSIT =
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const HASH_ONE = `0x${'1'.repeat(64)}`;

const legOne: OrderLegView = {
  provider: 'Change Sandbox',
  status: 4,
  send: { symbol: 'ETH', amount: 0.5, address: VISITOR_DEPOSIT },
  receive: { symbol: 'XMR', amount: 2.1, address: LEG_TWO_DEPOSIT },
  refundAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  depositHash: HASH_ONE,
  payoutHash: null,
};
const legTwo: OrderLegView = {
  provider: 'Stealth Sandbox',
  status: 8,
  send: { symbol: 'XMR', amount: 2.1, address: LEG_TWO_DEPOSIT },
  receive: { symbol: 'BTC', amount: 0.01, address: BTC_ADDRESS },
  refundAddress: null,
  holdReason: 'AML check: 45%',
};
const order: OrderView = {
  orderId: 'AAAAAAAAAAAAAAAAAAAAAA',
  status: 8,
  createdAt: 1_795_000_000,
  firstReceivedAt: 1_795_000_600,
  send: legOne.send,
  receive: legTwo.receive,
  provider: 'Change Sandbox + Stealth Sandbox',
  depositHash: HASH_ONE,
  holdReason: 'AML check: 45%',
  legs: [legOne, legTwo],
};

beforeAll(() => {
  registerCatalogue('en', en);
  registerCatalogue('fa', fa);
});

const inLang = (lang: 'en' | 'fa', view: OrderView) =>
  render(
    <RuntimeConfigContext value={TEST_RUNTIME_CONFIG}>
      <LangContext value={lang}>
        <OrderLegs order={view} />
      </LangContext>
    </RuntimeConfigContext>,
  );

describe('a private route’s legs on the order page', () => {
  it('names each leg’s swap and provider, its status and its transactions', () => {
    inLang('en', order);
    const [one, two] = screen.getAllByTestId('order-leg');
    expect(within(one!).getByRole('heading').textContent).toBe(
      'Leg one: ETH to XMR at Change Sandbox',
    );
    expect(one!.textContent).toContain('Order Completed');
    expect(one!.textContent).toContain(HASH_ONE);
    expect(within(two!).getByRole('heading').textContent).toBe(
      'Leg two: XMR to BTC at Stealth Sandbox',
    );
    expect(two!.textContent).toContain('On hold');
  });

  it('says who holds what if a leg is held, and where each refund goes', () => {
    inLang('en', order);
    const [one, two] = screen.getAllByTestId('order-leg');
    expect(one!.textContent).toContain(
      'Change Sandbox keeps your ETH; a refund goes to your refund address.',
    );
    // no Monero refund address given: none is promised
    expect(two!.textContent).toContain(
      'Stealth Sandbox keeps the XMR; for a refund, Stealth Sandbox asks you for a Monero address.',
    );
    expect(two!.textContent).not.toContain('your Monero refund address');
    expect(two!.querySelector('.order-legs__held')).not.toBeNull();
    expect(one!.querySelector('.order-legs__held')).toBeNull();
  });

  it('promises a refund address only where the visitor gave one', () => {
    inLang('en', {
      ...order,
      legs: [
        { ...legOne, refundAddress: null },
        { ...legTwo, refundAddress: LEG_TWO_DEPOSIT },
      ],
    });
    const [one, two] = screen.getAllByTestId('order-leg');
    expect(one!.textContent).toContain(
      'Change Sandbox keeps your ETH; for a refund, Change Sandbox asks you for an address to send it to.',
    );
    expect(one!.textContent).not.toContain('your refund address');
    expect(two!.textContent).toContain(
      'Stealth Sandbox keeps the XMR; a refund goes to your Monero refund address.',
    );
  });

  it('says it in Persian', () => {
    inLang('fa', order);
    const [one] = screen.getAllByTestId('order-leg');
    expect(within(one!).getByRole('heading').textContent).toBe(
      'مرحلهٔ اول: ETH به XMR نزد Change Sandbox',
    );
  });

  it('shows nothing for a direct order', () => {
    const { container } = inLang('en', { ...order, legs: undefined });
    expect(container).toBeEmptyDOMElement();
  });

  it('gives support a message naming both legs and their state', () => {
    const message = supportMessage(order, order.status, false);
    expect(message).toContain('Leg 1: ETH to XMR at Change Sandbox, Order Completed');
    expect(message).toContain(`Leg 1 deposit transaction:\n${HASH_ONE}`);
    expect(message).toContain('Leg 2: XMR to BTC at Stealth Sandbox, On hold');
    expect(message).toContain('Leg 2 held by the provider:\nAML check: 45%');
    expect(message).toContain("names both providers' order ids");
  });

  it('says a leg still confirming its deposit is confirming, not anonymizing, to support too', () => {
    const confirming: OrderView = {
      ...order,
      status: ORDER_STATUS.anonymizing,
      legs: [{ ...order.legs![0], status: ORDER_STATUS.anonymizing }, order.legs![1]],
    };
    const message = supportMessage(confirming, confirming.status, false);
    expect(message).toContain('Status: Received, confirming');
    expect(message).toContain('Leg 1: ETH to XMR at Change Sandbox, Received, confirming');
    expect(message).not.toMatch(/anonymiz/i);
    // the price service's own route keeps the spec's words
    expect(supportMessage(confirming, confirming.status, true)).toContain(
      'Status: Received, anonymizing',
    );
  });
});
