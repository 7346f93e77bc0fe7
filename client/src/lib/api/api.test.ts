import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_REPLY_WAIT_MS } from '../ui-constants.js';
import { api } from './api.js';
import { apiFailureOf } from './api-failure.js';
import { makeStore } from './store.js';

// The API slice over fetchBaseQuery, as a page calls it: what each kind of reply, or no reply,
// comes to once read in one place (api-failure.ts). fetch is stubbed with real Responses.

const ORDER_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const INPUTS = { from: 'BNB', to: 'ETH', amount: '1.5' } as const;
const QUOTE = { estimate: 2.5, min: 0.01, max: 0, route: [[2.5, 0.01, 0, 'BNB>XMR>ETH']] };

/** A fetch that answers only by failing once the request is dropped (as fetch does then). */
const never = (request: Request) =>
  new Promise<Response>((_resolve, reject) =>
    request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
  );

const reply = (status: number, body: string, type = 'application/json') =>
  new Response(body, { status, headers: { 'content-type': type } });

/** fetch answering every request with `answer`; the requests it was given. */
function stubFetch(answer: (request: Request) => Promise<Response>): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(request);
      return answer(request);
    }),
  );
  return requests;
}

/** One price request, as the form reads its failure. */
async function askPrice() {
  const result = await makeStore(null).dispatch(api.endpoints.price.initiate(INPUTS));
  return { result, failure: apiFailureOf(result.error) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the API slice over fetchBaseQuery', () => {
  it('asks /api for JSON and keeps a quote with what it was asked for and when it came', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_800_000_000_000);
    const requests = stubFetch(() => Promise.resolve(reply(200, JSON.stringify(QUOTE))));
    const { result, failure } = await askPrice();
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/price');
    expect(Object.fromEntries(url.searchParams)).toEqual(INPUTS);
    expect(requests[0]!.headers.get('accept')).toBe('application/json');
    expect(result.data).toEqual({ ...INPUTS, quote: QUOTE, receivedAt: 1_800_000_000_000 });
    expect(failure).toBeUndefined();
  });

  it('reads a refusal in the shared error shape: its status, code and params', async () => {
    const body = {
      error: {
        code: 'RATE_LIMITED',
        message: 'an English text the page never shows',
        requestId: 'r-1',
        params: { what: 'prices', limit: 'not a number' },
      },
    };
    stubFetch(() => Promise.resolve(reply(429, JSON.stringify(body))));
    const { failure } = await askPrice();
    // a param of the wrong type is dropped
    expect(failure).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      params: { what: 'prices' },
      body,
    });
  });

  it.each([
    [
      'a page that is not JSON (a proxy in between)',
      () => reply(502, '<h1>Bad gateway</h1>', 'text/html'),
    ],
    ['a success that is not a quote', () => reply(200, JSON.stringify({ estimate: 'nope' }))],
    ['an empty success', () => reply(200, '')],
  ])('counts %s as no answer at all', async (_name, answer) => {
    stubFetch(() => Promise.resolve(answer()));
    const { failure } = await askPrice();
    expect(failure).toEqual({ status: null, code: null, params: {}, body: undefined });
  });

  it('counts a lost connection as no answer', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result, failure } = await askPrice();
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(failure?.status).toBeNull();
  });

  it('gives up on a status reply after 30 s (TIMEOUT_ERROR), dropping the request', async () => {
    vi.useFakeTimers();
    const requests = stubFetch(never);
    const asked = makeStore(null).dispatch(api.endpoints.order.initiate(ORDER_ID));
    await vi.advanceTimersByTimeAsync(STATUS_REPLY_WAIT_MS - 1);
    expect(requests[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await asked;
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(apiFailureOf(result.error)?.status).toBeNull();
  });

  it('says nothing of a request the page dropped itself', async () => {
    stubFetch(never);
    const asking = makeStore(null).dispatch(api.endpoints.price.initiate(INPUTS));
    asking.abort();
    expect(apiFailureOf((await asking).error)).toBeUndefined();
  });
});
