import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PriceQuote } from '../../shared/contract/api.js';
import { PROTOCOLS, type UpstreamProtocol } from '../../shared/contract/protocols.js';
import { shortenMiddle } from '../../shared/order-id.js';
import { firstMail } from '../alerts/alert-mail.js';
import { createMetrics, type AppMetrics } from '../metrics/metrics.js';
import { depositAddressFor } from '../sandbox/deposit-address.js';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import {
  DIALECT_FIELDS,
  withValueAt,
  type FieldPath,
  type OrderField,
} from '../test-support/lie-matrix.js';
import { startLyingProxy, type Lie, type ProxiedRequest } from '../test-support/lying-proxy.js';
import { createOrder, orderView, VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { parsePrometheusText, sampleValue } from '../test-support/prometheus-text.js';
import { keyedProvider, providersEnv } from '../test-support/providers-env.js';
import { recordingAlerts } from '../test-support/recording-alerts.js';
import { control, listedOrders } from '../test-support/sandbox-control.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';

// The lie matrix (lie-matrix.integration.test.ts) over a private route's legs (decision 030): a
// site with two providers of one sandbox, "liar" behind the lying proxy and "honest" of another
// dialect, so that liar is leg one of route liar+honest and leg two of honest+liar. Every
// protocol lies as each leg, with a representative lie per path. What the site must do (decisions
// 020 and 030): a lying quote drops that route only; a lying leg two creation is a 502 with no
// leg one made; a lying leg one creation is a 502, no order shown, support told of leg two's id
// (shortened in the mail, in no log); a lying status of either leg withholds the deposit of the
// whole order and says not to send; past the deposit, figures far off warn on the whole order.
// Support and the operator's count blame the leg that lied.

const sandbox = useTestSandbox();
const AMOUNT = '0.5';
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const OTHER_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const OTHER_ETH = `0x${'ab'.repeat(20)}`;
const OTHER_XMR = depositAddressFor('XMR');
const XMR_REFUND = depositAddressFor('XMR');

const ALL = Object.keys(PROTOCOLS) as UpstreamProtocol[];
/** The honest leg beside each liar: the next protocol, so every dialect also meets another. */
const partnerOf = (protocol: UpstreamProtocol) => ALL[(ALL.indexOf(protocol) + 1) % ALL.length]!;

type Leg = 'one' | 'two';
/** A quote of leg one (the visitor's ETH to XMR) or of leg two (XMR to BTC), by what was asked. */
const legAsked = (leg: Leg, { path, sent }: ProxiedRequest) => {
  const asked = `${path} ${sent}`;
  return /xmr/i.test(asked) && (leg === 'one' ? /eth/i : /btc/i).test(asked);
};

const times100 = (old: unknown) =>
  typeof old === 'number' ? old * 100 : typeof old === 'string' ? String(Number(old) * 100) : old;

/** Where each dialect's order replies (creation and status alike) name the coins: [send, receive]. */
const COIN_PLACES: Record<UpstreamProtocol, [FieldPath, FieldPath][]> = {
  'price-service': [
    [
      ['orderInfo', 'tokenA_symbol'],
      ['orderInfo', 'tokenB_symbol'],
    ],
  ],
  changenow: [
    [['fromCurrency'], ['toCurrency']],
    [['fromNetwork'], ['toNetwork']],
  ],
  stealthex: [
    [
      ['deposit', 'symbol'],
      ['withdrawal', 'symbol'],
    ],
    [
      ['deposit', 'network'],
      ['withdrawal', 'network'],
    ],
  ],
  letsexchange: [
    [['coin_from'], ['coin_to']],
    [['coin_from_network'], ['coin_to_network']],
  ],
};
const valueAt = (body: unknown, at: FieldPath): unknown =>
  at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], body);

interface FieldLie {
  what: string;
  field: OrderField | 'coin';
  change: (old: unknown) => unknown;
}
const to = (value: string) => () => value;
const fieldLie = (
  what: string,
  field: FieldLie['field'],
  change = (old: unknown) => old,
): FieldLie => ({
  what,
  field,
  change,
});
const QUOTE_LIES = [
  // the gate refuses it: a refused quote of that provider, support told
  { what: 'a NaN estimate', change: to('NaN'), alerted: true },
  // each leg passes the gate; the two together pay more than the market allows
  { what: '100 times the estimate', change: times100, alerted: false },
];
const MONERO_ELSEWHERE = fieldLie(
  'paying the Monero elsewhere than leg two',
  'payout',
  to(OTHER_XMR),
);
const VISITOR_ELSEWHERE = fieldLie('paying the visitor’s coin elsewhere', 'payout', to(OTHER_BTC));
/** the receiving coin said to be the sending one (the coin places: COIN_PLACES) */
const OTHER_COIN = fieldLie('paying out another coin', 'coin');
const CREATE_LIES: Record<Leg, FieldLie[]> = {
  two: [
    VISITOR_ELSEWHERE,
    fieldLie('naming a deposit of another chain', 'deposit', to(OTHER_ETH)),
    OTHER_COIN,
  ],
  one: [
    MONERO_ELSEWHERE,
    fieldLie('refunding to another address', 'refund', to(OTHER_ETH)),
    fieldLie('naming a deposit of another chain', 'deposit', to(OTHER_BTC)),
  ],
};
const STATUS_LIES: Record<Leg, FieldLie[]> = {
  one: [
    MONERO_ELSEWHERE,
    fieldLie('naming another deposit', 'deposit', to(OTHER_ETH)),
    fieldLie('asking 100 times the amount', 'sendAmount', times100),
  ],
  two: [
    VISITOR_ELSEWHERE,
    fieldLie('naming another deposit than leg one pays', 'deposit', to(OTHER_XMR)),
    fieldLie('asking 100 times the Monero', 'sendAmount', times100),
    OTHER_COIN,
  ],
};

/** The proxy's rewrite of a create or status reply; null: the protocol does not say it there. */
function replyLie(protocol: UpstreamProtocol, step: 'create' | 'status', lie: FieldLie) {
  const fields = DIALECT_FIELDS[protocol];
  // a creation naming the id alone is held as its first status reply is (gate.ts)
  const replies =
    step === 'create' && fields.create !== 'first-status' ? fields.create : fields.status;
  const matches = fields.calls[replies === fields.status ? 'status' : 'create'];
  let rewrite: (body: unknown) => unknown;
  if (lie.field === 'coin') {
    rewrite = (body) =>
      COIN_PLACES[protocol].reduce(
        (next, [send, receive]) => withValueAt(next, receive, () => valueAt(body, send)),
        body,
      );
  } else {
    const spot = replies[lie.field];
    if (!('said' in spot)) return null;
    rewrite = (body) => spot.said.reduce((next, at) => withValueAt(next, at, lie.change), body);
  }
  return ((asked, body) => (matches(asked) ? rewrite(body) : body)) satisfies Lie;
}

const listed = () => listedOrders(sandbox);

for (const protocol of ALL) {
  const partner = partnerOf(protocol);
  const takesRefund = (name: 'liar' | 'honest') =>
    PROTOCOLS[name === 'liar' ? protocol : partner].capabilities.takesRefundAndMemo;

  describe(`${protocol} lying as either leg, beside an honest ${partner}`, () => {
    let proxy: Awaited<ReturnType<typeof startLyingProxy>>;
    let site: TestApp;
    let metrics: AppMetrics;
    const alerts = recordingAlerts();
    const kinds = () => alerts.raised.map(({ kind }) => kind);

    beforeAll(async () => {
      proxy = await startLyingProxy(`${sandbox.url}/${PROTOCOLS[protocol].sandboxPath}`);
      metrics = createMetrics();
      site = await startTestApp('', {
        alerts,
        metrics,
        // every case fails calls on purpose: a breaker opening would fail the cases after it
        tuning: { breaker: { volume: 1_000_000 } },
        env: {
          ...providersEnv({
            liar: keyedProvider(protocol, `${proxy.url}/`, 'Liar Exchange'),
            honest: keyedProvider(
              partner,
              `${sandbox.url}/${PROTOCOLS[partner].sandboxPath}`,
              'Honest Swap',
            ),
          }),
          REFERENCE_PRICES_URL: sandbox.url,
        },
      });
    });
    afterAll(async () => {
      await site?.close();
      await proxy?.close();
    });
    beforeEach(() => {
      proxy.lie((_call, body) => body);
      alerts.raised.length = 0;
    });

    const quote = async () => {
      const res = await fetch(`${site.url}/api/price?from=ETH&to=BTC&amount=${AMOUNT}`);
      expect(res.status).toBe(200);
      return (await res.json()) as PriceQuote;
    };
    const routeEstimate = async (route: string) =>
      (await quote()).privateOffers!.find((offer) => offer.provider === route)!.estimate;
    const order = (route: string, estimate: number, key?: string) => {
      const [first, second] = route.split('+') as ['liar' | 'honest', 'liar' | 'honest'];
      const body = { from: 'ETH', to: 'BTC', amount: AMOUNT, address: BTC_ADDRESS };
      return createOrder(
        site.url,
        {
          ...body,
          ...(takesRefund(first) ? { refundAddress: VALID_ETH_ADDRESS } : {}),
          ...(takesRefund(second) ? { xmrRefundAddress: XMR_REFUND } : {}),
          estimate: String(estimate),
          provider: route,
        },
        key,
      );
    };
    const view = (orderId: string) => orderView(site.url, orderId);
    const page = async (orderId: string) => (await fetch(`${site.url}/order/${orderId}`)).text();
    const refusedAtCreate = async () => {
      const samples = parsePrometheusText(await metrics.registry.metrics());
      return (name: string) =>
        sampleValue(samples, 'swap_provider_replies_refused_total', {
          provider: name,
          call: 'create',
        }) ?? 0;
    };

    for (const leg of ['one', 'two'] as const) {
      const route = leg === 'one' ? 'liar+honest' : 'honest+liar';
      const otherRoute = leg === 'one' ? 'honest+liar' : 'liar+honest';

      describe(`as leg ${leg} (${route})`, () => {
        for (const lie of QUOTE_LIES) {
          it(`quoting leg ${leg} with ${lie.what}: that route is not shown, nor ordered; the others are`, async () => {
            const honestEstimate = await routeEstimate(route);
            const estimate = DIALECT_FIELDS[protocol].quote.estimate;
            const matches = DIALECT_FIELDS[protocol].calls.quote;
            proxy.lie((asked, body) =>
              matches(asked) && legAsked(leg, asked)
                ? withValueAt(body, estimate, lie.change)
                : body,
            );
            const lied = await quote();
            expect(lied.privateOffers?.map((offer) => offer.provider) ?? []).toEqual([otherRoute]);
            // the direct offers are both providers' own, unlied
            expect(lied.offers!.map((offer) => offer.provider).sort()).toEqual(['honest', 'liar']);
            const before = (await listed()).length;
            const res = await order(route, honestEstimate);
            expect(res.status).not.toBe(201);
            expect((await listed()).length).toBe(before);
            expect(kinds().includes('provider-quote-refused:liar')).toBe(lie.alerted);
          });
        }

        for (const lie of CREATE_LIES[leg]) {
          const rewrite = replyLie(protocol, 'create', lie);
          const says = rewrite
            ? leg === 'two'
              ? '502, no leg one made, nothing to send to'
              : '502, no order shown, support told of leg two by a shortened id only'
            : 'not a field this protocol says there: the order made, its legs linked';
          it(`leg ${leg}'s creation ${lie.what}: ${says}`, async () => {
            const estimate = await routeEstimate(route);
            const before = (await listed()).length;
            const blamed = await refusedAtCreate();
            const wasRefused = { liar: blamed('liar'), honest: blamed('honest') };
            if (rewrite) proxy.lie(rewrite);
            const key = `private-lie-${randomBytes(8).toString('hex')}`;
            const res = await order(route, estimate, key);
            const body = (await res.json()) as { orderId?: string; error?: { code: string } };
            proxy.lie((_call, reply) => reply);
            // the key keeps its answer: a retry, the provider honest again, makes no other order
            const again = await order(route, estimate, key);
            expect(again.status).toBe(res.status);
            const made = (await listed()).slice(before);
            if (!rewrite) {
              expect(res.status).toBe(201);
              expect(made[1]!.receive.address).toBe(made[0]!.send.address);
              expect((await view(body.orderId!)).providerMismatch).toBeUndefined();
              return;
            }
            expect(res.status).toBe(502);
            expect(body.error?.code).toBe('PROVIDER_MISMATCH');
            expect(body.orderId).toBeUndefined();
            const told = alerts.raised.find(({ kind }) => kind === 'provider-mismatch:create');
            expect(told?.summary).toMatch(/^Provider liar:/);
            // the operator's count names the provider that lied, not the other leg's
            const counted = await refusedAtCreate();
            expect(counted('liar')).toBe(wasRefused.liar + 1);
            expect(counted('honest')).toBe(wasRefused.honest);
            if (leg === 'two') {
              // leg two was asked first and lied: leg one was never asked, nothing can be paid
              expect(made.map((each) => each.send.symbol)).toEqual(['XMR']);
              expect(kinds()).not.toContain('private-route:leg-one-failed');
              return;
            }
            const [legTwo, legOne] = made;
            expect(made.map((each) => each.send.symbol)).toEqual(['XMR', 'ETH']);
            const stranded = alerts.raised.find(
              (alert) => alert.kind === 'private-route:leg-one-failed',
            );
            expect(stranded?.orders?.provider).toBe(legTwo!.providerId);
            const mail = firstMail(stranded!, new Date()).text;
            expect(mail).toContain(shortenMiddle(legTwo!.providerId, 4, 4));
            const secrets = [
              legTwo!.send.address,
              legOne!.send.address,
              BTC_ADDRESS,
              VALID_ETH_ADDRESS,
              OTHER_BTC,
              OTHER_XMR,
            ];
            if (legTwo!.providerId.length > 9) secrets.push(legTwo!.providerId);
            for (const secret of secrets) {
              expect(mail).not.toContain(secret);
              expect(site.logs.join('\n')).not.toContain(secret);
            }
          });
        }

        for (const lie of STATUS_LIES[leg]) {
          it(`leg ${leg}'s status ${lie.what}: the whole order a mismatch, its deposit withheld`, async () => {
            const res = await order(route, await routeEstimate(route));
            expect(res.status).toBe(201);
            const { orderId } = (await res.json()) as { orderId: string };
            const honest = await view(orderId);
            expect(honest.providerMismatch).toBeUndefined();
            const deposit = honest.send.address;
            expect(deposit).not.toBe('');
            const guarantee = await (
              await fetch(`${site.url}/order/${orderId}/guarantee.txt`)
            ).text();

            proxy.lie(replyLie(protocol, 'status', lie)!);
            const lied = await view(orderId);
            expect(lied.providerMismatch?.length).toBeGreaterThan(0);
            expect(lied.send.address).toBe('');
            expect(lied.legs).toBeUndefined();
            const html = await page(orderId);
            expect(html).toContain('Do not send anything to this order');
            expect(html).not.toContain(deposit);
            expect(html).not.toContain('class="qr-code');
            const mismatch = alerts.raised.find(({ kind }) => kind === 'provider-mismatch:status');
            expect(mismatch?.summary).toMatch(/^Provider liar:/);
            // nothing new is signed
            expect(await (await fetch(`${site.url}/order/${orderId}/guarantee.txt`)).text()).toBe(
              guarantee,
            );
            expect((await fetch(`${site.url}/order/${orderId}/receipt.txt`)).status).not.toBe(200);
          });
        }

        // past a deposit, figures far off the terms are facts to warn of, never hidden (020)
        it(`leg ${leg}'s status past its deposit reporting 100 times it: the whole order warns`, async () => {
          const res = await order(route, await routeEstimate(route));
          const { orderId } = (await res.json()) as { orderId: string };
          const legOne = (await listed()).at(-1)!;
          await control(sandbox, 'POST', `/orders/${legOne.providerId}/deposit`);
          // leg two's deposit is leg one's payout: it arrives once leg one has paid out
          if (leg === 'two') {
            await control(sandbox, 'POST', `/orders/${legOne.providerId}/status`, {
              status: 'finished',
            });
          }
          expect((await view(orderId)).amountWarnings).toBeUndefined();
          proxy.lie(replyLie(protocol, 'status', fieldLie('far', 'sendAmount', times100))!);
          const lied = await view(orderId);
          expect(lied.providerMismatch).toBeUndefined();
          expect(lied.amountWarnings).toEqual(['deposit-high']);
          const told = alerts.raised.find(({ kind }) => kind === 'provider-figures:status');
          expect(told?.summary).toMatch(/^Provider liar:/);
        });
      });
    }
  });
}
