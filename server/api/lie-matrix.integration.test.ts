import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROTOCOLS, type UpstreamProtocol } from '../../shared/contract/protocols.js';
import type { OrderTerms } from '../proof/documents.js';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import { createMemoryOrderMap, type OrderIntent, type OrderMap } from '../stores/order-map.js';
import { CODECS } from '../upstream/codecs/registry.js';
import { createUpstreamFromCodec } from '../upstream/transport.js';
import { eventually } from '../test-support/eventually.js';
import {
  startTestApp,
  startTestSandbox,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/harness.js';
import {
  DIALECT_FIELDS,
  withValueAt,
  type DialectFields,
  type FieldPath,
  type OrderField,
  type ProxiedCall,
  type Spot,
  type Step,
} from '../test-support/lie-matrix.js';
import { startLyingProxy, type Lie as ProxyLie } from '../test-support/lying-proxy.js';
import { VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { keyedProvider, providersEnv } from '../test-support/providers-env.js';
import { recordingAlerts } from '../test-support/recording-alerts.js';
import { control } from '../test-support/sandbox-control.js';
import { testUpstreamSettings } from '../test-support/upstream-settings.js';
import { orderPrint } from './order-keys.js';
import { sweepOrphanIntents } from './orphan-intents.js';

// Issue 54's lie matrix: every lie a provider can tell, on every protocol the site speaks, on
// every path a provider value takes (quote, create, status, the partner list), over real HTTP: the
// site on a port, a lying proxy rewriting one field of the sandbox's own dialect, and the sandbox.
// Each protocol is one row (its field map lives in test-support/lie-matrix.ts); each lie names
// the field it rewrites, and the row says where that field is, or that the protocol does not say
// it (then the site must ignore it there). What the site promises (decision 020): a lie on create
// is a 502 and no order; on status the order page withholds the deposit and says not to send; a
// lying quote is no price; a transport failure is a clear failure; nothing new is signed, and no
// signed line ever carries a control, bidi or line-break character.

/** One protocol in the matrix: adding one is one line here (and its field map). */
interface MatrixRow {
  protocol: UpstreamProtocol;
  fields: DialectFields;
}
const MATRIX: MatrixRow[] = [
  { protocol: 'price-service', fields: DIALECT_FIELDS['price-service'] },
  { protocol: 'changenow', fields: DIALECT_FIELDS.changenow },
  { protocol: 'stealthex', fields: DIALECT_FIELDS.stealthex },
  { protocol: 'letsexchange', fields: DIALECT_FIELDS.letsexchange },
];

const NAMES: Record<UpstreamProtocol, string> = {
  'price-service': 'The price service',
  changenow: 'ChangeNOW',
  stealthex: 'StealthEX',
  letsexchange: 'LetsExchange',
};

/** The visitor's refund address (BNB is an EVM coin: the test's ETH address is one). */
const REFUND_ADDRESS = VALID_ETH_ADDRESS;
/** An attacker's payout address, valid for ETH. */
const ATTACKER = '0x000000000000000000000000000000000000dead';
/** Another deposit address valid for BNB, not the one the order was given. */
const OTHER_DEPOSIT = `0x${'ab'.repeat(20)}`;
/** A deposit address of another chain (Bitcoin's). */
const OTHER_CHAIN_DEPOSIT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

// ---------------------------------------------------------------------------------------------
// The lies

/** A figure rewritten as the dialect writes figures (numbers, or decimal text). */
const figure =
  (rewrite: (value: number) => number | string) =>
  (old: unknown): unknown => {
    if (old === null || old === undefined) return old;
    const value = Number(old);
    const next = rewrite(value);
    if (typeof old === 'number') return next;
    // decimal text: never an exponent, as such a provider writes it
    return typeof next === 'number'
      ? next.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 12 })
      : next;
  };

/** Text appended to what the field said (or set, where it said nothing). */
const appended =
  (text: string) =>
  (old: unknown): string =>
    `${typeof old === 'string' ? old : ''}${text}`;

const TEN_KB = 'lie-'.repeat(2560);

/** What a lie slips in, to look for where it must never appear. */
interface Marker {
  /** must not appear in any page, view or signed text */
  text: string;
}

interface FieldLie {
  kind: 'field';
  what: string;
  field: OrderField;
  change: (old: unknown, words: DialectFields['words']) => unknown;
  paths: Step[];
  markers?: Marker[];
  /** fields where the site may take the text as given, shown escaped (a hold reason in HTML) */
  harmlessIn?: OrderField[];
  /** the order has been shown past its deposit before the lie */
  afterDeposit?: boolean;
  /**
   * steps where the figure is within the bounds the site states (decision 020: a payout up to
   * twice the estimate at creation; before a deposit the receive figure is not shown at all): the
   * order goes on, told from its record
   */
  withinBoundsOn?: Step[];
  /**
   * steps where the reply is the provider's first word on the field (a deposit address in a
   * creation): nothing to hold it to, so it is pinned, signed, and never another shown after
   */
  firstWordOn?: Step[];
}

interface TransportLie {
  kind: 'transport';
  what: string;
  answer: (
    elsewhere: string,
    call: ProxiedCall,
  ) => {
    status: number;
    headers?: Record<string, string>;
    text: string;
  };
  paths: Step[];
}

type Lie = FieldLie | TransportLie;

const ORDER_PATHS: Step[] = ['create', 'status', 'list'];

const fieldLie = (lie: Omit<FieldLie, 'kind' | 'paths'> & { paths?: Step[] }): FieldLie => ({
  kind: 'field',
  paths: ORDER_PATHS,
  ...lie,
});

/** A figure lie rewrites what is sent and what is received alike; on a quote, its estimate. */
const figureLies = (
  what: string,
  rewrite: (value: number) => number | string,
  receiveWithinBoundsOn: Step[] = [],
): FieldLie[] => [
  fieldLie({ what: `${what} (amount to send)`, field: 'sendAmount', change: figure(rewrite) }),
  fieldLie({
    what: `${what} (amount to receive)`,
    field: 'receiveAmount',
    change: figure(rewrite),
    paths: ['quote', ...ORDER_PATHS],
    withinBoundsOn: receiveWithinBoundsOn,
  }),
];

/** The text lies, each in every text field a reply carries. */
const TEXTS: { what: string; text: string; marker: string }[] = [
  { what: 'a control character', text: '\u0007\u0000', marker: '\u0007' },
  { what: 'a bidi override', text: '\u202Eevil\u202C', marker: '\u202E' },
  {
    what: 'a line break',
    text: '\nRate: fixed: guaranteed',
    marker: 'Rate: fixed: guaranteed',
  },
  {
    what: 'HTML',
    text: '<img src=x onerror=alert(1)>',
    marker: '<img src=x onerror',
  },
  { what: '10 kB of text', text: TEN_KB, marker: 'lie-lie-lie-lie-lie-lie-' },
];
const TEXT_FIELDS: { field: OrderField; name: string }[] = [
  { field: 'deposit', name: 'deposit address' },
  { field: 'depositMemo', name: 'deposit memo' },
  { field: 'id', name: 'order id' },
  { field: 'holdReason', name: 'hold reason' },
  { field: 'depositHash', name: 'deposit hash' },
];

const LIES: Lie[] = [
  fieldLie({
    what: 'naming another payout address',
    field: 'payout',
    change: () => ATTACKER,
    markers: [{ text: ATTACKER }],
  }),
  fieldLie({
    what: 'naming another refund address',
    field: 'refund',
    change: () => ATTACKER,
    markers: [{ text: ATTACKER }],
  }),
  fieldLie({ what: 'adding a receiving memo', field: 'receiveMemo', change: () => '999' }),
  fieldLie({
    what: 'naming another valid deposit address',
    field: 'deposit',
    change: () => OTHER_DEPOSIT,
    markers: [{ text: OTHER_DEPOSIT }],
    firstWordOn: ['create'],
  }),
  fieldLie({
    what: 'naming a deposit address of another chain',
    field: 'deposit',
    change: () => OTHER_CHAIN_DEPOSIT,
    markers: [{ text: OTHER_CHAIN_DEPOSIT }],
  }),
  fieldLie({
    what: 'adding a deposit memo the coin takes none of',
    field: 'depositMemo',
    change: () => '12345',
  }),
  ...figureLies('doubling the amounts', (value) => value * 2, ['create', 'status']),
  ...figureLies('multiplying the amounts by 100', (value) => value * 100, ['status']),
  ...figureLies('with negative amounts', (value) => -Math.abs(value || 1)),
  ...figureLies('with NaN amounts', () => 'NaN'),
  ...figureLies('with 1e308 amounts', () => 1e308),
  fieldLie({
    what: 'with an undocumented status word',
    field: 'status',
    change: (_old, words) => words.undocumented,
  }),
  fieldLie({
    what: 'going back to waiting after the deposit',
    field: 'status',
    change: (_old, words) => words.waiting,
    paths: ['status'],
    afterDeposit: true,
  }),
  fieldLie({
    what: 'saying finished without a deposit',
    field: 'status',
    change: (_old, words) => words.finished,
  }),
  ...TEXTS.flatMap(({ what, text, marker }) =>
    TEXT_FIELDS.map(({ field, name }) =>
      fieldLie({
        what: `with ${what} in the ${name}`,
        field,
        change: appended(text),
        markers: [{ text: marker }],
        // a hold reason is one plain line of the provider's words: HTML in it is text, escaped
        ...(what === 'HTML' ? { harmlessIn: ['holdReason'] as OrderField[] } : {}),
      }),
    ),
  ),
  {
    kind: 'transport',
    what: 'answering invalid JSON',
    answer: () => ({ status: 200, text: '{"status": "waiting", "payinAddress": ' }),
    paths: ['quote', ...ORDER_PATHS],
  },
  {
    kind: 'transport',
    what: 'redirecting to another host',
    answer: (elsewhere, call) => ({
      status: 302,
      headers: { location: `${elsewhere}${call.path}` },
      text: '',
    }),
    paths: ['quote', ...ORDER_PATHS],
  },
  {
    kind: 'transport',
    what: 'answering HTTP 500',
    answer: () => ({ status: 500, text: '{"error":"internal"}' }),
    paths: ['quote', ...ORDER_PATHS],
  },
];

// ---------------------------------------------------------------------------------------------
// Where a lie lands, and what the site must do of it

/** What the site must make of a cell. */
type Outcome =
  /** the value is refused: the path's refusal (502, a withheld deposit, no price, not recorded) */
  | 'refused'
  /** the protocol does not say this field there: the site goes on as if it had not been said */
  | 'ignored'
  /** the site may show it, as text: never raw in a page, never in a signed line */
  | 'harmless'
  /** the protocol's own word for "no price" (Contract 2's negative estimate) */
  | 'no-price'
  /** a transport failure: a clear failure, nothing shown as the provider's */
  | 'fails'
  /** within the bounds the site states: the order goes on, its figures from the record */
  | 'kept-to-record'
  /** the provider's first word on it: pinned and signed, and only it shown from then on */
  | 'pinned';

/** Where a field lie lands on a path: the call it rewrites, and the spot in that reply. */
function landing(
  fields: DialectFields,
  path: Step,
  lie: FieldLie,
): { call: Step; spot: Spot; entries?: FieldPath } {
  if (path === 'quote') return { call: 'quote', spot: { said: [fields.quote.estimate] } };
  if (path === 'list') {
    return { call: 'list', spot: fields.list!.fields[lie.field], entries: fields.list!.entries };
  }
  if (path === 'status') return { call: 'status', spot: fields.status[lie.field] };
  if (lie.field === 'id') return { call: 'create', spot: { said: [fields.createId] } };
  if (fields.create === 'first-status') return { call: 'status', spot: fields.status[lie.field] };
  return { call: 'create', spot: fields.create[lie.field] };
}

function outcomeOf(fields: DialectFields, path: Step, lie: Lie): Outcome {
  if (lie.kind === 'transport') return 'fails';
  if (path === 'quote' && fields.quote.negativeIsNoPrice && lie.what.startsWith('with negative')) {
    return 'no-price';
  }
  const { spot } = landing(fields, path, lie);
  if ('unsaid' in spot) return 'ignored';
  if (lie.firstWordOn?.includes(path)) return 'pinned';
  // a creation whose reply names the id alone is held as its first status reply is
  const heldAs =
    path === 'create' && fields.create === 'first-status' && lie.field !== 'id' ? 'status' : path;
  if (lie.withinBoundsOn?.includes(heldAs)) return 'kept-to-record';
  return lie.harmlessIn?.includes(lie.field) ? 'harmless' : 'refused';
}

/** The proxy's rewrite for a field lie on a path. */
function proxyLie(fields: DialectFields, path: Step, lie: FieldLie): ProxyLie {
  const { call, spot, entries } = landing(fields, path, lie);
  // a provider whose first word was the lie keeps to it in its status replies after
  if (lie.firstWordOn?.includes(path) && call !== 'status') {
    const first = proxyLie(fields, path, { ...lie, firstWordOn: [] });
    const after = proxyLie(fields, 'status', { ...lie, firstWordOn: [] });
    return (proxied, body) => after(proxied, first(proxied, body));
  }
  const matches = fields.calls[call]!;
  const change = (old: unknown) => lie.change(old, fields.words);
  const rewrite = (body: unknown) =>
    'said' in spot
      ? spot.said.reduce((next, at) => withValueAt(next, at, change), body)
      : withValueAt(body, spot.unsaid, change);
  return (proxied, body) => {
    if (!matches(proxied)) return body;
    if (!entries) return rewrite(body);
    return withValueAt(body, entries, (list) => (list as unknown[]).map(rewrite));
  };
}

const honest: ProxyLie = (_call, body) => body;

// ---------------------------------------------------------------------------------------------
// What a visitor and support see

/** Characters no signed line may carry: controls (but the line feed), bidi, zero-width, separators. */
const isForeign = (code: number) =>
  (code < 0x20 && code !== 0x0a) ||
  (code >= 0x7f && code <= 0x9f) ||
  (code >= 0x200b && code <= 0x200f) ||
  (code >= 0x2028 && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

/** A signed text's `Name: value` line. */
const lineOf = (text: string, name: string) =>
  new RegExp(`^${name}: +(.*)$`, 'm').exec(text)?.[1] ?? null;

/** The page's deposit instruction: the amount and address it tells the visitor to send to. */
function instructionOf(page: string): { amount: string; address: string } | null {
  const found =
    /Send <strong[^>]*>([^<]*)<\/strong> in one single transaction to this address:<\/p><span[^>]*><span[^>]*>([^<]*)<\/span>/.exec(
      page,
    );
  if (found) return { amount: found[1]!, address: found[2]! };
  // an instruction in a shape the parser does not know is no instruction it can vouch for
  expect(page).not.toContain('in one single transaction');
  return null;
}

/** The page tells the visitor only what the signed guarantee says (or nothing). */
function expectInstructionAsGuaranteed(page: string, guarantee: string) {
  const instruction = instructionOf(page);
  if (instruction === null) return;
  expect(instruction).toEqual({
    amount: lineOf(guarantee, 'Amount to send'),
    address: lineOf(guarantee, 'Deposit address'),
  });
}

/** Before a deposit, the amounts shown are the record's: the visitor's and the estimate signed. */
function expectToldFromRecord(view: OrderView, guarantee: string) {
  if (view.status !== 0) return;
  expect(`${view.send.amount} ${view.send.symbol}`).toBe(lineOf(guarantee, 'Amount to send'));
  const estimate = lineOf(guarantee, 'Estimate shown')!.split(' ')[0];
  expect(view.receive.amount).toBe(Number(estimate));
}

function expectSignedClean(text: string) {
  const foreign = [...text].filter((char) => isForeign(char.codePointAt(0)!));
  expect(foreign).toEqual([]);
}

function expectNoMarkers(lie: Lie, ...texts: string[]) {
  if (lie.kind !== 'field') return;
  for (const { text } of lie.markers ?? []) {
    for (const seen of texts) expect(seen).not.toContain(text);
  }
}

interface OrderView {
  status: number;
  send: { symbol: string; address: string; amount: number; memo: string | null };
  receive: { address: string; amount: number };
  refundAddress: string | null;
  providerMismatch?: string[];
}

// ---------------------------------------------------------------------------------------------
// The matrix

for (const row of MATRIX) {
  const { protocol, fields } = row;
  const name = NAMES[protocol];
  const descriptor = PROTOCOLS[protocol];
  const takesRefund = descriptor.capabilities.takesRefundAndMemo;

  describe(`${name}`, () => {
    let sandbox: RunningSandbox;
    let proxy: Awaited<ReturnType<typeof startLyingProxy>>;
    /** another host a redirect points at: the site must never ask it */
    let elsewhere: Awaited<ReturnType<typeof startLyingProxy>>;
    let site: TestApp;
    let orderMap: OrderMap;
    const alerts = recordingAlerts();
    const { raised } = alerts;
    /** the provider's name in alerts: the one upstream's, or the one provider's */
    const provider = protocol === 'price-service' ? 'upstream' : protocol;

    beforeAll(async () => {
      sandbox = await startTestSandbox();
      const dialect = `${sandbox.url}/${descriptor.sandboxPath}`;
      proxy = await startLyingProxy(dialect);
      elsewhere = await startLyingProxy(dialect);
      orderMap = createMemoryOrderMap();
      const options = {
        alerts,
        orderMap,
        // every cell fails calls on purpose: a breaker opening would fail the cells after it
        tuning: { breaker: { volume: 1_000_000 } },
      };
      site =
        protocol === 'price-service'
          ? await startTestApp(proxy.url, {
              ...options,
              env: { REFERENCE_PRICES_URL: sandbox.url },
            })
          : await startTestApp('', {
              ...options,
              env: {
                ...providersEnv({ [provider]: keyedProvider(protocol, `${proxy.url}/`) }),
                REFERENCE_PRICES_URL: sandbox.url,
              },
            });
    });
    afterAll(async () => {
      await site?.close();
      await proxy?.close();
      await elsewhere?.close();
      await sandbox?.close();
    });
    beforeEach(() => {
      proxy.lie(honest);
      proxy.fail(() => null);
      raised.length = 0;
    });

    const get = (path: string) => fetch(`${site.url}${path}`);
    const quoteNow = () => get('/api/price?from=BNB&to=ETH&amount=1');
    const orderBody = (quote: Record<string, unknown>) => ({
      from: 'BNB',
      to: 'ETH',
      amount: '1',
      address: VALID_ETH_ADDRESS,
      ...(takesRefund ? { refundAddress: REFUND_ADDRESS } : {}),
      estimate: String(quote.estimate),
      route: quote.route,
      rateId: quote.rateId,
      validUntil: quote.validUntil,
    });
    const postOrder = (body: object) =>
      fetch(`${site.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const sandboxOrders = async () =>
      ((await control(sandbox, 'GET', '/orders')) as { orders: number }).orders;
    const kinds = () => raised.map(({ kind }) => kind);

    /** An honest quote, and an order on it: its id. */
    async function placeOrder(): Promise<string> {
      const quote = await quoteNow();
      expect(quote.status).toBe(200);
      const created = await postOrder(orderBody((await quote.json()) as Record<string, unknown>));
      expect(created.status).toBe(201);
      return ((await created.json()) as { orderId: string }).orderId;
    }

    /** The order's view, page, guarantee and receipt, as a visitor fetches them. */
    async function seen(orderId: string) {
      const api = await get(`/api/orders/${orderId}`);
      const apiText = await api.text();
      const page = await get(`/order/${orderId}`);
      const guarantee = await get(`/order/${orderId}/guarantee.txt`);
      const receipt = await get(`/order/${orderId}/receipt.txt`);
      return {
        api: { status: api.status, text: apiText },
        page: { status: page.status, text: await page.text() },
        guarantee: { status: guarantee.status, text: await guarantee.text() },
        receipt: { status: receipt.status, text: await receipt.text() },
      };
    }

    const transportFor = (lie: TransportLie, step: Step) => {
      const matches = fields.calls[step]!;
      proxy.fail((call) => (matches(call) ? lie.answer(elsewhere.url, call) : null));
    };

    // ------------------------------------------------------------------ quote
    describe('quote', () => {
      it(`${name} quote, told truly: an estimate, offered on the form and ordered`, async () => {
        const reply = await quoteNow();
        expect(reply.status).toBe(200);
        const quote = (await reply.json()) as { estimate: number | null };
        expect(quote.estimate).toBeGreaterThan(0);
        expect(offeredEstimate(await quoteForm())).toBe(quote.estimate);
        expect(kinds()).toEqual([]);
      });

      for (const lie of LIES.filter((each) => each.paths.includes('quote'))) {
        const outcome = outcomeOf(fields, 'quote', lie);
        it(`${name} quote ${lie.what}: ${QUOTE_SAYS[outcome]}`, async () => {
          if (lie.kind === 'transport') transportFor(lie, 'quote');
          else proxy.lie(proxyLie(fields, 'quote', lie));
          const askedElsewhere = elsewhere.calls.length;
          const ordersBefore = await sandboxOrders();

          const reply = await quoteNow();
          const text = await reply.text();
          if (reply.status === 200) {
            expect((JSON.parse(text) as { estimate: number | null }).estimate).toBeNull();
          } else {
            expect(reply.status).toBeGreaterThanOrEqual(500);
            expect(reply.status).toBeLessThan(600);
          }
          // the script-free form offers nothing to order either
          expect(offeredEstimate(await quoteForm())).toBeNull();
          // nor can an order be placed on it: the provider is never asked to make one
          const created = await postOrder({
            from: 'BNB',
            to: 'ETH',
            amount: '1',
            address: VALID_ETH_ADDRESS,
            estimate: '0.19',
          });
          expect(created.status).not.toBe(201);
          expect(await sandboxOrders()).toBe(ordersBefore);
          expect(elsewhere.calls.length).toBe(askedElsewhere);
          if (outcome === 'refused') {
            expect(kinds()).toContain(`provider-quote-refused:${provider}`);
          }
        });
      }

      /** The estimate the script-free form would order on; null: none. */
      const offeredEstimate = (page: string): number | null => {
        const value = /name="estimate" value="([^"]*)"/.exec(page)?.[1] ?? '';
        return value === '' ? null : Number(value);
      };

      async function quoteForm(): Promise<string> {
        const page = await fetch(`${site.url}/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'same-origin',
          },
          body: new URLSearchParams({ intent: 'quote', from: 'BNB', to: 'ETH', amount: '1' }),
        });
        return page.text();
      }
    });

    // ------------------------------------------------------------------ create
    describe('create', () => {
      it(`${name} create reply, told truly: the order, its guarantee, its deposit shown as signed`, async () => {
        const orderId = await placeOrder();
        const after = await seen(orderId);
        expect(after.guarantee.status).toBe(200);
        expectInstructionAsGuaranteed(after.page.text, after.guarantee.text);
        expect(instructionOf(after.page.text)).not.toBeNull();
        expect(kinds()).toEqual([]);
      });

      for (const lie of LIES.filter((each) => each.paths.includes('create'))) {
        const outcome = outcomeOf(fields, 'create', lie);
        it(`${name} create reply ${lie.what}: ${CREATE_SAYS[outcome]}`, async () => {
          const quote = await quoteNow();
          expect(quote.status).toBe(200);
          const body = orderBody((await quote.json()) as Record<string, unknown>);
          if (lie.kind === 'transport') transportFor(lie, 'create');
          else proxy.lie(proxyLie(fields, 'create', lie));
          const askedElsewhere = elsewhere.calls.length;

          const created = await postOrder(body);
          const reply = (await created.json()) as {
            orderId?: string;
            error?: { code: string };
          };
          expect(elsewhere.calls.length).toBe(askedElsewhere);
          if (outcome === 'ignored' || outcome === 'kept-to-record' || outcome === 'pinned') {
            expect(created.status).toBe(201);
            // the provider goes on saying what it said at creation
            const after = await seen(reply.orderId!);
            const view = JSON.parse(after.api.text) as OrderView;
            expect(view.providerMismatch).toBeUndefined();
            expect(view.send.address).toBe(lineOf(after.guarantee.text, 'Deposit address'));
            expectInstructionAsGuaranteed(after.page.text, after.guarantee.text);
            expect(instructionOf(after.page.text)).not.toBeNull();
            expectSignedClean(after.guarantee.text);
            expectToldFromRecord(view, after.guarantee.text);
            if (outcome === 'pinned') {
              expect(lineOf(after.guarantee.text, 'Deposit address')).toBe(
                lie.kind === 'field' ? lie.change(null, fields.words) : null,
              );
              return;
            }
            expectNoMarkers(lie, after.api.text, after.page.text, after.guarantee.text);
            return;
          }
          expect(reply.orderId).toBeUndefined();
          if (outcome === 'fails') {
            expect(created.status).toBeGreaterThanOrEqual(500);
            expect(created.status).toBeLessThan(600);
            expect(kinds().some((kind) => kind.startsWith('create-exchange:'))).toBe(true);
            return;
          }
          expect(created.status).toBe(502);
          expect(reply.error?.code).toBe('PROVIDER_MISMATCH');
          expect(kinds()).toContain('provider-mismatch:create');
        });
      }
    });

    // ------------------------------------------------------------------ status
    describe('status', () => {
      it(`${name} status reply, told truly: the deposit shown as signed, nothing withheld`, async () => {
        const orderId = await placeOrder();
        const after = await seen(orderId);
        const view = JSON.parse(after.api.text) as OrderView;
        expect(view.providerMismatch).toBeUndefined();
        expect(view.send.address).not.toBe('');
        expect(instructionOf(after.page.text)).not.toBeNull();
        expectInstructionAsGuaranteed(after.page.text, after.guarantee.text);
        expect(after.receipt.status).toBe(404);
      });

      for (const lie of LIES.filter((each) => each.paths.includes('status'))) {
        const outcome = outcomeOf(fields, 'status', lie);
        it(`${name} status reply ${lie.what}: ${STATUS_SAYS[outcome]}`, async () => {
          const orderId = await placeOrder();
          const guaranteed = await get(`/order/${orderId}/guarantee.txt`);
          expect(guaranteed.status).toBe(200);
          const guarantee = await guaranteed.text();
          const deposit = lineOf(guarantee, 'Deposit address')!;
          if (lie.kind === 'field' && lie.afterDeposit) {
            const providerId =
              (await site.services.orderView.providerOrderIdOf(orderId)) ?? orderId;
            await control(sandbox, 'POST', `/orders/${providerId}/deposit`);
            const moved = (await (await get(`/api/orders/${orderId}`)).json()) as OrderView;
            expect(moved.status).toBeGreaterThan(0);
          }
          if (lie.kind === 'transport') transportFor(lie, 'status');
          else proxy.lie(proxyLie(fields, 'status', lie));
          const askedElsewhere = elsewhere.calls.length;

          const after = await seen(orderId);
          expect(elsewhere.calls.length).toBe(askedElsewhere);
          // nothing new is signed, whatever the reply said; no foreign character in what is
          expect(after.guarantee.text).toBe(guarantee);
          expectSignedClean(after.guarantee.text);
          expect(after.receipt.status).not.toBe(200);
          expectInstructionAsGuaranteed(after.page.text, guarantee);
          // the view is JSON, not markup: a harmless text may be in it, escaped by the page
          expectNoMarkers(
            lie,
            ...(outcome === 'harmless' ? [] : [after.api.text]),
            after.page.text,
            after.receipt.text,
          );
          if (outcome === 'fails') {
            expect(after.api.status).toBeGreaterThanOrEqual(500);
            expect(after.api.status).toBeLessThan(600);
            return;
          }
          expect(after.api.status).toBe(200);
          const view = JSON.parse(after.api.text) as OrderView;
          expect(view.receive.address).toBe(VALID_ETH_ADDRESS);
          expect(view.refundAddress).toBe(takesRefund ? REFUND_ADDRESS : null);
          if (outcome === 'ignored' || outcome === 'harmless' || outcome === 'kept-to-record') {
            expect(view.providerMismatch).toBeUndefined();
            expect(view.send.address).toBe(deposit);
            // a held order (a hold reason) says why instead of asking for the deposit
            if (outcome !== 'harmless') expect(instructionOf(after.page.text)).not.toBeNull();
            expectToldFromRecord(view, guarantee);
            return;
          }
          expect(view.providerMismatch?.length).toBeGreaterThan(0);
          expect(view.send.address).toBe('');
          expect(after.page.text).toContain('Do not send anything to this order');
          expect(after.page.text).not.toContain(deposit);
          expect(after.page.text).not.toContain('class="qr-code');
          await eventually(kinds, (seenKinds) => seenKinds.includes('provider-mismatch:status'), {
            what: 'the mismatch alert',
            timeoutMs: 2000,
          });
        });
      }
    });

    // ------------------------------------------------------------------ the partner list
    if (fields.calls.list) {
      describe('partner list', () => {
        const codec = CODECS[protocol];
        let maker: ReturnType<typeof createUpstreamFromCodec>;
        beforeAll(() => {
          maker = createUpstreamFromCodec(
            codec,
            testUpstreamSettings(`${sandbox.url}/${descriptor.sandboxPath}`, {
              apiKey: TEST_API_KEY,
            }),
          );
        });
        afterAll(() => maker?.close());
        // creations the transport cells left open are no part of these cases: swept first
        beforeAll(() => sweep());

        let intents = 0;
        /** An order the provider made that the site never recorded (a stop in between): its intent. */
        async function unrecordedOrder(): Promise<OrderIntent> {
          const address = `0x${randomBytes(20).toString('hex')}`;
          const quote = await maker.quote({ from: 'BNB', to: 'ETH', amount: '1' });
          const made = await maker.create({
            from: 'BNB',
            to: 'ETH',
            amount: '1',
            address,
            route: quote.route,
            ...(quote.rateId ? { rateId: quote.rateId } : {}),
          });
          expect(made.kind).toBe('created');
          intents += 1;
          const terms: OrderTerms = {
            provider,
            providerOrderId: null,
            from: 'BNB',
            to: 'ETH',
            sendAmount: '1',
            estimateShown: null,
            providerEstimate: null,
            fixedRate: Boolean(quote.rateId),
            address,
            receiveMemo: null,
            refundAddress: null,
            createdAt: Math.floor(Date.now() / 1000),
          };
          const intent: OrderIntent = {
            orderId: `lieMatrixOrphan${String(intents).padStart(7, '0')}`,
            key: `lie-matrix-${randomBytes(6).toString('hex')}`,
            pair: 'BNB>ETH',
            amount: '1',
            at: Date.now(),
            lookup: { provider, print: orderPrint({ intent: intents }), terms },
          };
          await orderMap.intend(intent);
          return intent;
        }

        /** One sweep of the orphans, as a restarted site makes it. */
        const sweep = () =>
          sweepOrphanIntents(
            orderMap,
            alerts,
            Date.now,
            Date.now() + 1,
            site.services.recoverIntent,
          );

        it(`${name} partner list, told truly: the unrecorded order is found and recorded with its guarantee`, async () => {
          const intent = await unrecordedOrder();
          expect(await sweep()).toEqual({ recorded: 1, alerted: 0 });
          const after = await seen(intent.orderId);
          expect(after.api.status).toBe(200);
          expect(after.guarantee.status).toBe(200);
          expectInstructionAsGuaranteed(after.page.text, after.guarantee.text);
          expect(instructionOf(after.page.text)).not.toBeNull();
        });

        for (const lie of LIES.filter((each) => each.paths.includes('list'))) {
          const outcome = outcomeOf(fields, 'list', lie);
          it(`${name} partner list ${lie.what}: ${LIST_SAYS[outcome]}`, async () => {
            const intent = await unrecordedOrder();
            if (lie.kind === 'transport') transportFor(lie, 'list');
            else proxy.lie(proxyLie(fields, 'list', lie));
            const askedElsewhere = elsewhere.calls.length;

            const swept = await sweep();
            expect(elsewhere.calls.length).toBe(askedElsewhere);
            proxy.lie(honest);
            proxy.fail(() => null);
            const after = await seen(intent.orderId);
            if (outcome === 'ignored' || outcome === 'harmless' || outcome === 'kept-to-record') {
              expect(swept).toEqual({ recorded: 1, alerted: 0 });
              expect(after.guarantee.status).toBe(200);
              expectSignedClean(after.guarantee.text);
              expectInstructionAsGuaranteed(after.page.text, after.guarantee.text);
              expectNoMarkers(lie, after.api.text, after.page.text, after.guarantee.text);
              return;
            }
            // not recorded: support hears of it, and nothing is signed for it
            expect(swept).toEqual({ recorded: 0, alerted: 1 });
            expect(kinds()).toContain('order-map:orphan-intent');
            expect(after.api.status).toBe(404);
            expect(after.guarantee.status).toBe(404);
            expectNoMarkers(lie, after.page.text, after.guarantee.text);
          });
        }
      });
    }
  });
}

// what each outcome reads as in a test's title
const QUOTE_SAYS: Record<Outcome, string> = {
  refused: 'no price, nothing ordered, support alerted',
  ignored: 'ignored',
  harmless: 'shown as text',
  'no-price': 'the protocol’s own “no price”: nothing offered or ordered',
  fails: 'a clear failure, no price, nothing ordered',
  'kept-to-record': 'no price',
  pinned: 'no price',
};
const CREATE_SAYS: Record<Outcome, string> = {
  refused: '502 PROVIDER_MISMATCH, no order shown, support alerted',
  ignored: 'a field this protocol does not say there: ignored, the order made as signed',
  harmless: 'shown as text',
  'no-price': 'no price',
  fails: 'a clear 5xx, no order shown, support alerted',
  'kept-to-record': 'within the stated bounds: the order made, told from its record',
  pinned: 'the provider’s first word on it: pinned, signed and shown as signed',
};
const STATUS_SAYS: Record<Outcome, string> = {
  refused: 'the page withholds the deposit and says not to send; nothing new is signed',
  ignored: 'a field this protocol does not say there: ignored, the deposit shown as signed',
  harmless: 'shown as escaped text, the deposit as signed',
  'no-price': 'no price',
  fails: 'a clear 5xx, the deposit never shown as the provider’s, nothing new signed',
  'kept-to-record': 'not shown before the deposit: the page tells the signed figures',
  pinned: 'pinned',
};
const LIST_SAYS: Record<Outcome, string> = {
  refused: 'the order is not recorded from it, support alerted, nothing signed',
  ignored: 'a field the list does not say: ignored, the order recorded as signed',
  harmless: 'shown as text',
  'no-price': 'no price',
  fails: 'the order is not recorded, support alerted',
  'kept-to-record': 'the order recorded as signed',
  pinned: 'pinned',
};
