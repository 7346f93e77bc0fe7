import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../../shared/contract/api.js';
import type { PageData } from '../../../../shared/contract/render.js';
import { setDocumentHidden } from '../../test-support/browser-stubs.js';
import { STATUS_POLL_MS } from '../../../../shared/constants.js';
import type { AppStore } from '../../lib/api/store.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { makeOrder, NOW_S, ORDER_ID, servedOrder } from './test-support/order-fixtures.js';
import { failure, ok, scriptApi, type Reply } from './test-support/scripted-api.js';
import {
  advance,
  expectAskedAtOnceWhenShown,
  expectNextAskAfterOnePoll,
  setUpOrderPageTests,
} from './test-support/order-page-harness.js';
import { useOrderTracking, type OrderTracking } from './use-order-tracking.js';

// The order page's status polling on its own: what each render shows, and every request it makes,
// on the fake clock (each request here is answered at once).

setUpOrderPageTests();

const OTHER_ID = 'ZzYyXxWwVvUuTtSsRrQqPp';

const served = servedOrder;

/**
 * Follows `orderId` as the order page does; `renders` holds what each render showed. With page
 * data the render hydrates what the server sent (the probe renders no markup, so an empty
 * container is that HTML); `hydrate: false` with the `store` of an earlier render mounts it
 * later, as on going back to that page.
 */
function follow(
  orderId = ORDER_ID,
  pageData: PageData | null = null,
  { hydrate = pageData !== null, store }: { hydrate?: boolean; store?: AppStore } = {},
) {
  const renders: OrderTracking[] = [];
  function Probe() {
    renders.push(useOrderTracking(orderId));
    return null;
  }
  const container = document.body.appendChild(document.createElement('div'));
  const view = renderWithProviders(<Probe />, {
    container,
    hydrate,
    pageData,
    ...(store ? { store } : {}),
  });
  return { renders, shown: () => renders.at(-1)!, unmount: view.unmount, store: view.store };
}

const ready = (order: OrderView, stale = false): OrderTracking => ({ kind: 'ready', order, stale });

/** A fetch that never answers until aborted; the signal of each request it was given. */
function fetchUntilAborted(): AbortSignal[] {
  const signals: AbortSignal[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (request: Request) =>
        new Promise<Response>((_resolve, reject) => {
          const { signal } = request;
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ),
  );
  return signals;
}

describe('following an order without a server-rendered copy', () => {
  it('asks at once, then 5 s after each reply', async () => {
    const urls = scriptApi([ok(makeOrder())]);
    const { shown } = follow();
    expect(shown()).toEqual({ kind: 'loading', slow: false });
    await advance();
    expect(urls).toHaveLength(1);
    expect(new URL(urls[0]!).pathname).toBe(`/api/orders/${ORDER_ID}`);
    expect(shown()).toEqual(ready(makeOrder()));
    await expectNextAskAfterOnePoll(urls, 1);
    await advance(10_000);
    expect(urls).toHaveLength(4);
  });

  it.each([4, 5, 6])('stops asking once the status is final (%i)', async (status) => {
    const final = makeOrder({ status, firstReceivedAt: NOW_S });
    const urls = scriptApi((call) => ok(call < 2 ? makeOrder() : final));
    const { shown } = follow();
    await advance(60_000);
    expect(urls).toHaveLength(3);
    expect(shown()).toEqual(ready(final));
  });

  it('never sends an id that is not an order id', async () => {
    const urls = scriptApi([ok(makeOrder())]);
    const { shown } = follow('AbCdEf/../../price');
    await advance(30_000);
    expect(urls).toEqual([]);
    expect(shown()).toEqual({ kind: 'invalid-id' });
  });

  it('renders again only when a reply changes what it knows', async () => {
    scriptApi((call) => ok(makeOrder(call < 3 ? {} : { status: 1, firstReceivedAt: NOW_S })));
    const { renders } = follow();
    await advance();
    const afterFirst = renders.length;
    await advance(10_000);
    expect(renders).toHaveLength(afterFirst);
    await advance(5000);
    expect(renders.length).toBeGreaterThan(afterFirst);
    expect(renders.at(-1)).toEqual(ready(makeOrder({ status: 1, firstReceivedAt: NOW_S })));
  });
});

describe('following an order the server rendered', () => {
  it('shows it from the first render and asks only one poll later', async () => {
    const order = makeOrder();
    const urls = scriptApi([ok(makeOrder({ status: 1, firstReceivedAt: NOW_S }))]);
    const { renders, shown } = follow(ORDER_ID, served({ kind: 'ready', order }));
    expect(renders[0]).toEqual(ready(order));
    await expectNextAskAfterOnePoll(urls, 0);
    expect(shown()).toEqual(ready(makeOrder({ status: 1, firstReceivedAt: NOW_S })));
  });

  it('never asks for an order the server rendered as final', async () => {
    const urls = scriptApi([ok(makeOrder())]);
    const order = makeOrder({ status: 4, firstReceivedAt: NOW_S - 600 });
    const { shown } = follow(ORDER_ID, served({ kind: 'ready', order }));
    await advance(60_000);
    expect(urls).toEqual([]);
    expect(shown()).toEqual(ready(order));
  });

  it.each(['not-found', 'unavailable'] as const)(
    "shows the server's '%s' until its own first reply, asked for at once",
    async (kind) => {
      const urls = scriptApi([ok(makeOrder())]);
      const { renders, shown } = follow(ORDER_ID, served({ kind }));
      expect(renders[0]).toEqual({ kind });
      await advance();
      expect(urls).toHaveLength(1);
      expect(shown()).toEqual(ready(makeOrder()));
    },
  );

  it('shows no served status when the page is opened again later, and asks at once', async () => {
    // back in history to the entry the server rendered: its order may have moved on since
    const urls = scriptApi([ok(makeOrder({ status: 4, firstReceivedAt: NOW_S }))]);
    const page = served({ kind: 'ready', order: makeOrder() });
    const first = follow(ORDER_ID, page);
    first.unmount();
    await advance(STATUS_POLL_MS);
    const { renders, shown } = follow(ORDER_ID, page, { hydrate: false, store: first.store });
    expect(renders[0]).toEqual({ kind: 'loading', slow: false });
    await advance();
    expect(urls).toHaveLength(1);
    expect(shown()).toEqual(ready(makeOrder({ status: 4, firstReceivedAt: NOW_S })));
  });

  it('asks at once when the server rendered another order', async () => {
    const urls = scriptApi([ok(makeOrder())]);
    const order = makeOrder({ orderId: OTHER_ID });
    const { renders } = follow(ORDER_ID, served({ kind: 'ready', order }, OTHER_ID));
    expect(renders[0]).toEqual({ kind: 'loading', slow: false });
    await advance();
    expect(urls).toHaveLength(1);
  });
});

describe('following an order in a hidden tab', () => {
  it('pauses while the tab is hidden and asks at once when it is shown again', async () => {
    // hidden before the served order's first poll was due: shown again, it asks at once anyway
    const urls = scriptApi([ok(makeOrder())]);
    follow(ORDER_ID, served({ kind: 'ready', order: makeOrder() }));
    await advance(1000);
    setDocumentHidden(true);
    await advance(60_000);
    expect(urls).toEqual([]);
    await expectAskedAtOnceWhenShown(urls);
  });

  it('asks at once when the window is focused again, then a poll after that reply', async () => {
    const urls = scriptApi([ok(makeOrder())]);
    follow();
    await advance(2000);
    expect(urls).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await advance();
    await expectNextAskAfterOnePoll(urls, 2);
  });

  it('lets the request under way answer while hidden, and asks nothing more until shown', async () => {
    const later = makeOrder({ status: 1, firstReceivedAt: NOW_S });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const urls = scriptApi((call) =>
      call === 1 ? { later: answered, reply: ok(later) } : ok(makeOrder()),
    );
    const { shown } = follow();
    await advance(STATUS_POLL_MS);
    expect(urls).toHaveLength(2);
    setDocumentHidden(true);
    answer();
    await advance(60_000);
    expect(urls).toHaveLength(2);
    expect(shown()).toEqual(ready(later));
    await expectAskedAtOnceWhenShown(urls);
  });
});

describe('poll replies that are not an order', () => {
  it.each<[string, Reply]>([
    ['a 502 (the price service unreachable)', failure(502, 'UPSTREAM_FAILED')],
    ['a 504', failure(504, 'UPSTREAM_TIMEOUT')],
    ['no reply at all', 'network-error'],
    ['a body that is not an order', { status: 200, body: { status: 'nope' } }],
    ['an empty body', { status: 200, body: undefined }],
  ])('keep the last good order, marked stale, after %s', async (_name, reply) => {
    const later = makeOrder({ status: 1, firstReceivedAt: NOW_S });
    const urls = scriptApi([ok(makeOrder()), reply, reply, ok(later)]);
    const { shown } = follow();
    await advance();
    await advance(10_000);
    expect(urls).toHaveLength(3);
    expect(shown()).toEqual(ready(makeOrder(), true));
    await advance(5000);
    expect(shown()).toEqual(ready(later));
  });

  it.each<[string, Reply]>([
    ['a 429', failure(429, 'RATE_LIMITED')],
    ["a 404 (the upstream's non-'success' reply)", failure(404, 'ORDER_NOT_FOUND')],
  ])('ignore %s once an order is shown, and keep asking', async (_name, reply) => {
    const urls = scriptApi([ok(makeOrder()), reply]);
    const { shown } = follow();
    await advance();
    await advance(15_000);
    expect(urls).toHaveLength(4);
    expect(shown()).toEqual(ready(makeOrder()));
  });

  it('give up on a reply that takes over 30 s: the order is marked stale and the next poll follows', async () => {
    const signals = fetchUntilAborted();
    const { shown } = follow(ORDER_ID, served({ kind: 'ready', order: makeOrder() }));
    await advance(5000);
    expect(signals).toHaveLength(1);
    await advance(29_000);
    expect(signals[0]!.aborted).toBe(false);
    expect(shown()).toEqual(ready(makeOrder()));
    await advance(1000);
    expect(signals[0]!.aborted).toBe(true);
    expect(shown()).toEqual(ready(makeOrder(), true));
    await advance(5000);
    expect(signals).toHaveLength(2);
  });

  it('clear the stale mark on a definite answer such as a 429', async () => {
    scriptApi([ok(makeOrder()), 'network-error', failure(429, 'RATE_LIMITED')]);
    const { shown } = follow();
    await advance();
    await advance(5000);
    expect(shown()).toEqual(ready(makeOrder(), true));
    await advance(5000);
    expect(shown()).toEqual(ready(makeOrder()));
  });
});

describe('replies before any order', () => {
  it.each<[string, Reply, OrderTracking['kind']]>([
    ['a 404 means not found', failure(404, 'ORDER_NOT_FOUND'), 'not-found'],
    ['a 400 means an invalid id', failure(400, 'BAD_REQUEST'), 'invalid-id'],
  ])('%s, and nothing more is asked', async (_name, reply, kind) => {
    const urls = scriptApi([reply, ok(makeOrder())]);
    const { shown } = follow();
    await advance(60_000);
    expect(urls).toHaveLength(1);
    expect(shown()).toEqual({ kind });
  });

  it.each<[string, Reply]>([
    ['a 502', failure(502, 'UPSTREAM_FAILED')],
    ['a 429', failure(429, 'RATE_LIMITED')],
    ['no reply', 'network-error'],
  ])('%s reads as unavailable, and it keeps trying', async (_name, reply) => {
    const urls = scriptApi([reply, ok(makeOrder())]);
    const { shown } = follow();
    await advance();
    expect(shown()).toEqual({ kind: 'unavailable' });
    await advance(5000);
    expect(urls).toHaveLength(2);
    expect(shown()).toEqual(ready(makeOrder()));
  });
});

// The store forgets the order a poll after the page goes (RTK Query's keepUnusedDataFor), and
// drops its request under way then: 30 s later (the longest wait for a reply) nothing of the page
// is left running.
describe('leaving the page', () => {
  it('drops the request under way a poll later and leaves nothing running', async () => {
    const signals = fetchUntilAborted();
    const { unmount } = follow();
    await advance();
    expect(signals).toHaveLength(1);
    unmount();
    await advance(STATUS_POLL_MS - 1);
    expect(signals[0]!.aborted).toBe(false);
    await advance(1);
    expect(signals[0]!.aborted).toBe(true);
    await advance(30_000);
    expect(signals).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks nothing more once left while waiting for the next poll', async () => {
    const urls = scriptApi([ok(makeOrder())]);
    const { unmount } = follow();
    await advance(2000);
    unmount();
    await advance(30_000);
    expect(urls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks nothing once left before the served order’s first poll was due', async () => {
    const urls = scriptApi([ok(makeOrder())]);
    const { unmount } = follow(ORDER_ID, served({ kind: 'ready', order: makeOrder() }));
    await advance(1000);
    unmount();
    await advance(30_000);
    expect(urls).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
