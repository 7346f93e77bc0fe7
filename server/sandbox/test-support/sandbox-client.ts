import FormData from 'form-data';
import { request } from 'undici';
import { afterAll, beforeAll } from 'vitest';
import { SANDBOX_PRESETS } from '../../config/config.js';
import { startSandbox, type RunningSandbox, type SandboxSettings } from '../sandbox.js';

// Real HTTP against a real sandbox: multipart bodies built by `form-data`, sent by undici.

export interface HttpReply {
  status: number;
  contentType: string;
  text: string;
  /** the body parsed as JSON, undefined when it is not JSON */
  json: unknown;
}

/** A clock the test moves by hand (epoch milliseconds, whole seconds to start). */
export class TestClock {
  ms = Date.UTC(2026, 10, 21, 12, 0, 0);
  readonly now = (): number => this.ms;
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
  get seconds(): number {
    return Math.floor(this.ms / 1000);
  }
}

export interface TestSandbox {
  sandbox: RunningSandbox;
  clock: TestClock;
  url: string;
}

export async function startTestSandbox(
  overrides: Partial<SandboxSettings> = {},
): Promise<TestSandbox> {
  const clock = new TestClock();
  const sandbox = await startSandbox(
    {
      host: '127.0.0.1',
      port: 0,
      dataFile: null,
      lifecycle: SANDBOX_PRESETS.normal,
      autoDepositAfterS: 0,
      ...overrides,
    },
    { now: clock.now },
  );
  return { sandbox, clock, url: sandbox.url };
}

/**
 * For a test file: one sandbox started before its tests and closed after them. Its fields are
 * there from the first test on.
 */
export function useTestSandbox(overrides: Partial<SandboxSettings> = {}): TestSandbox {
  const handle = {} as TestSandbox;
  beforeAll(async () => {
    Object.assign(handle, await startTestSandbox(overrides));
  });
  afterAll(() => handle.sandbox?.close());
  return handle;
}

async function toReply(response: Awaited<ReturnType<typeof request>>): Promise<HttpReply> {
  const text = await response.body.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const contentType = response.headers['content-type'];
  return { status: response.statusCode, contentType: String(contentType ?? ''), text, json };
}

export type FormFields = Record<string, string | { file: Buffer; filename: string }>;

export function buildForm(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value.file, { filename: value.filename });
  }
  return form;
}

/** POSTs a real multipart/form-data body, as the BFF does. */
export async function postForm(
  url: string,
  fields: FormFields,
  options: { signal?: AbortSignal } = {},
): Promise<HttpReply> {
  const form = buildForm(fields);
  return toReply(
    await request(url, {
      method: 'POST',
      headers: form.getHeaders(),
      body: form.getBuffer(),
      signal: options.signal,
    }),
  );
}

export async function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<HttpReply> {
  return toReply(
    await request(url, {
      method: (init.method ?? 'GET') as 'GET',
      headers: init.headers,
      body: init.body,
    }),
  );
}

/** Calls the control API with a JSON body. */
export function control(
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<HttpReply> {
  return send(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const PRICE = '/api/token_price';
export const EXCHANGE = '/api/token_exchange';
export const STATUS = '/api/exchange_status';

/** A receiving address that passes the shared validator, per receive coin family. */
export const GOOD_ADDRESS = {
  ETH: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  BTC: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
} as const;

/** Creates an order through token_exchange using the route token_price gave; returns its id. */
export async function createOrder(
  url: string,
  {
    from = 'BNB',
    to = 'ETH',
    amount = '1',
    address = GOOD_ADDRESS.ETH,
  }: { from?: string; to?: string; amount?: string; address?: string } = {},
): Promise<string> {
  const price = await postForm(url + PRICE, {
    TokenA_amount: amount,
    TokenA_symbol: from,
    TokenB_symbol: to,
  });
  const route = (price.json as { exchangeFlow_list: unknown[] }).exchangeFlow_list;
  const reply = await postForm(url + EXCHANGE, {
    TokenA_amount: amount,
    TokenA_symbol: from,
    TokenB_symbol: to,
    TokenB_address: address,
    exchangeFlow_list: String(route),
  });
  const body = reply.json as { message: string; orderInfo?: string; data?: string };
  if (body.message !== 'success' || !body.orderInfo) {
    throw new Error(`order not created: ${reply.text}`);
  }
  return body.orderInfo;
}

export async function orderStatus(url: string, orderId: string): Promise<HttpReply> {
  return postForm(url + STATUS, { orderID: orderId });
}
