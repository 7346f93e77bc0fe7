import { describe, expect, it } from 'vitest';
import { makeOrder, NOW_S, ORDER_ID } from './test-support/order-fixtures.js';
import { failure, ok, scriptApi } from './test-support/scripted-api.js';
import {
  advance,
  renderOrderPage,
  setUpOrderPageTests,
} from './test-support/order-page-harness.js';

setUpOrderPageTests();

// The tab's title tells a visitor's orders apart in tabs, history and bookmarks: the start of the
// id (never the whole of it) and the state the page shows, kept up to date as the order moves.

const SITE = 'Swap Without a Trace';

describe('order page: the tab title', () => {
  it('names the order by the start of its id and the state shown, and follows the order', async () => {
    scriptApi((call) =>
      call === 0
        ? ok(makeOrder({ status: 0 }))
        : ok(makeOrder({ status: 2, firstReceivedAt: NOW_S })),
    );
    renderOrderPage();
    expect(document.title).toBe(`Order Page – ${SITE}`);
    await advance();
    expect(document.title).toBe(`Order AbCdEf… – Waiting for deposit – ${SITE}`);
    await advance(5000);
    expect(document.title).toBe(`Order AbCdEf… – Swapping – ${SITE}`);
    expect(document.title).not.toContain(ORDER_ID.slice(0, 7));
  });

  it('reads as the page does once a deposit is seen: anonymizing, then swapping 240 s on', async () => {
    scriptApi([ok(makeOrder({ status: 1, firstReceivedAt: NOW_S - 239 }))]);
    renderOrderPage();
    await advance();
    expect(document.title).toBe(`Order AbCdEf… – Anonymizing – ${SITE}`);
    await advance(1000);
    expect(document.title).toBe(`Order AbCdEf… – Swapping – ${SITE}`);
  });

  // with providers no Monero hop is made for a direct order: status 1 is one exchange confirming
  // the deposit, and nothing on the page may say it is being anonymized
  it.each(['direct', 'private'] as const)(
    'says "confirming", never "anonymizing", where the site has %s providers',
    async (privacyRoute) => {
      scriptApi([ok(makeOrder({ status: 1, firstReceivedAt: NOW_S - 10 }))]);
      const { container } = renderOrderPage(ORDER_ID, { privacyRoute });
      await advance();
      expect(document.title).toBe(`Order AbCdEf… – Confirming – ${SITE}`);
      expect(container.querySelector('.order-progress')).toHaveTextContent(
        /Confirming \(in progress\)/,
      );
      expect(container).not.toHaveTextContent(/anonymiz/i);
    },
  );

  // a mismatched order's title invited a deposit ('Waiting for deposit') the page forbids
  it('says "Do not send" for an order the provider no longer matches, and its bar invites nothing', async () => {
    scriptApi([ok(makeOrder({ status: 0, providerMismatch: ['receive-address'] }))]);
    const { container } = renderOrderPage();
    await advance();
    expect(document.title).toBe(`Order AbCdEf… – Do not send – ${SITE}`);
    const bar = container.querySelector('.order-progress');
    expect(bar).toHaveTextContent('Order Received (stopped: do not send)');
    expect(bar).not.toHaveTextContent('in progress');
  });

  it('names what went wrong when there is no order to show', async () => {
    scriptApi([failure(404, 'ORDER_NOT_FOUND')]);
    renderOrderPage();
    await advance();
    expect(document.title).toBe(`Order not found – ${SITE}`);
  });
});
