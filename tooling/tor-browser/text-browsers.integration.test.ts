import { beforeAll, describe, expect, it } from 'vitest';
import { CARDS } from '../../client/src/features/how-it-works/content/cards.js';
import { REVIEWS } from '../../client/src/features/how-it-works/content/reviews.js';
import { STEPS } from '../../client/src/features/how-it-works/content/steps.js';
import { ROUTE_COPY } from '../../client/src/features/how-it-works/content/route-copy.js';
import {
  createOrder,
  quotedOrder,
  VALID_ETH_ADDRESS,
} from '../../server/test-support/order-requests.js';
import {
  useSiteOverChangenow,
  useSiteOverSandbox,
} from '../../server/test-support/site-over-sandbox.js';
import { WHOLE_CATALOGUES } from '../../client/src/lib/i18n/test-support/whole-catalogues.js';
import { STAKE_PLANS } from '../../client/src/lib/ui-constants.js';
import { formatMessage, type MessageValues } from '../../shared/i18n/message-format.js';
import { lynxDump, lynxNumbered, occurrences, w3mDump } from './test-support/text-browsers.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const { en, es, fa } = WHOLE_CATALOGUES;

// the English words of a message (these are plain text: no placeholders)
const english = (id: keyof typeof en) => en[id];

// Text browsers read no script and no CSS: what the server's HTML holds is what they show. Each
// step, card and review is there once, no control that does nothing, and each value whole, once.

const site = useSiteOverSandbox(() => ({ rendered: true }));
// one provider (ChangeNOW's protocol): every swap is that exchange's (privacyRoute 'direct')
const oneProvider = useSiteOverChangenow(() => ({ rendered: true }));

/** An order placed on a fresh quote under this Idempotency-Key: its id. */
async function placeOrder(key: string): Promise<string> {
  const created = await createOrder(site.app.url, await quotedOrder(site.app.url), key);
  return ((await created.json()) as { orderId: string }).orderId;
}

describe.each([
  ['lynx', lynxDump],
  ['w3m', w3mDump],
] as const)('%s', (_name, dump) => {
  it('shows each How-it-works step, card and review once, and no button', async () => {
    const text = await dump(`${site.app.url}/How-it-works`);
    for (const step of STEPS) expect(occurrences(text, english(step.head)), step.head).toBe(1);
    for (const card of CARDS) expect(occurrences(text, english(card.desc)), card.title).toBe(1);
    for (const review of REVIEWS) {
      for (const para of review.para) expect(occurrences(text, english(para)), para).toBe(1);
    }
    expect(text).not.toMatch(/\(BUTTON\)|\[button\]/i);
  });

  it('shows the words of one provider’s swap on How it works, once, and no second exchange', async () => {
    const text = await dump(`${oneProvider.app.url}/How-it-works`);
    const { cards, reviews } = ROUTE_COPY.direct;
    expect(occurrences(text, english('hiw.step2DescDirect'))).toBe(1);
    for (const card of cards) expect(occurrences(text, english(card.desc)), card.title).toBe(1);
    for (const review of reviews) {
      for (const para of review.para) expect(occurrences(text, english(para)), para).toBe(1);
    }
    expect(text).not.toMatch(/Monero|XMR|second exchange|two separate exchanges/);
  });

  it('starts the home page with the page itself, and lists no menu to close', async () => {
    const text = await dump(`${site.app.url}/`);
    // ten 'alternate' links (the hreflang tags) came first, 'Close menu' last
    expect(text).not.toContain('alternate');
    expect(text.trimStart().split('\n')[0]).toContain('Skip to content');
    expect(text).not.toContain('Close menu');
  });

  it('offers no button that does nothing on the home page, and one order lookup box', async () => {
    const text = await dump(`${site.app.url}/`);
    // the lookup's label is hidden from sight, not from a text browser
    expect(occurrences(text, 'Houdini ID of your order')).toBe(1);
    // lynx marks a <button> '(BUTTON)'; w3m shows a nameless one as '[button]'
    expect(text).not.toMatch(/\(BUTTON\)|\[button\]/i);
  });

  it('keeps every link apart from the text before it, on every page, in English and Persian', async () => {
    const orderId = await placeOrder(`links-apart-${_name}`);
    const pages = ['/', '/How-it-works', '/stake', '/verify', `/order/${orderId}`, '/no-such-page'];
    for (const lang of ['', '/fa']) {
      for (const path of pages) {
        const url = `${site.app.url}${lang}${path}`;
        // lynx numbers each link: '[2]Without a Trace[3]Menu' is two links run together (a
        // link may open a bracket: '([19]signature)')
        const numbered = await lynxNumbered(url);
        expect(numbered.match(/[^\s(]\[\d+\]/g) ?? [], `${lang}${path} in lynx`).toEqual([]);
        // w3m numbers none: the site's name and the menu link, a space apart
        const brand = lang ? fa['layout.brand'] : en['layout.brand'];
        const menu = lang ? fa['layout.menu'] : en['layout.menu'];
        expect(await w3mDump(url), `${lang}${path} in w3m`).toContain(`${brand} ${menu}`);
      }
    }
  }, 60_000);

  it('shows no stray glyph of a decorative picture, and no two controls run together', async () => {
    const home = await dump(`${site.app.url}/`);
    // w3m drew an <img alt=""> (the pickers' icons, the logo) as '●'
    expect(home).not.toContain('●');
    expect(home).not.toContain('Get quoteSWAP NOW');
    // lynx names a button's value before it: '(quote) Get quote (swap) SWAP NOW'
    expect(home.replace(/\s+/g, ' ')).toMatch(/Get quote (?:\(swap\) )?SWAP NOW/);
    const problem = await dump(`${site.app.url}/order/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(problem).toContain('Order not found');
    expect(problem).not.toContain('Contact supportStart a new swap');
    expect(problem).not.toContain('●');
  });

  it('shows the message for support whole: every line of it, nothing cut', async () => {
    const orderId = await placeOrder(`support-box-${_name}`);
    const text = await dump(`${site.app.url}/order/${orderId}`);
    // the box was cut to 20 columns in w3m and 60 in lynx
    for (const line of [
      'Hello, I need help with this swap.',
      `Order id: ${orderId}`,
      "Guarantee (signed, names the provider's order id):",
      `/order/${orderId}/guarantee.txt`,
    ]) {
      expect(text, line).toContain(line);
    }
    expect(text).toMatch(/Status: Waiting for the deposit \(order created [0-9-]+ [0-9:]+ UTC\)/);
  });

  it('shows each order value whole and once, with a copy hint that fits', async () => {
    const orderId = await placeOrder('text-browser');
    const text = await dump(`${site.app.url}/order/${orderId}`);
    expect(text).not.toContain('…');
    expect(occurrences(text, VALID_ETH_ADDRESS)).toBe(1);
    expect(occurrences(text, `Houdini ID ${orderId}`)).toBe(1);
    expect(text).toContain('Select the address to copy it.');
    expect(text).not.toContain('Click the address');
    // the send and receive cards name their coins with no picture's placeholder glued on
    // (w3m showed an <img alt=""> as '[bnb]BNB')
    expect(text).not.toMatch(/\[(?:bnb|eth)\]/i);
    expect(text).not.toContain('●');
  });
});

// Every page in English, Spanish and Persian, as lynx and w3m show it: labels apart from their
// values, no text that CSS hides read out, no file name for a decorative picture. The audit
// found '(*) 5% APYLocked for 14 daysSelected' on /stake (every plan 'Selected'), 'ApproveStake',
// '13 Dec 2026example:', '[card-s]' and '[avata]' on How it works, and labels glued to boxes.
describe('every page in en, es and fa', () => {
  const LANGS = { en: ['', en], es: ['/es', es], fa: ['/fa', fa] } as const;
  let orderId: string;
  beforeAll(async () => {
    orderId = await placeOrder('every-page-dump');
  });

  describe.each([
    ['lynx', lynxDump],
    ['w3m', w3mDump],
  ] as const)('%s', (name, dump) => {
    it.each(Object.keys(LANGS) as (keyof typeof LANGS)[])(
      'reads every %s page with labels apart, nothing hidden, no picture file names',
      async (lang) => {
        const [prefix, t] = LANGS[lang];
        const say = (id: keyof typeof en, values?: MessageValues) =>
          formatMessage(t[id], lang, values);
        const pages = ['/', '/How-it-works', '/stake', '/verify', `/order/${orderId}`];
        for (const path of pages) {
          const text = await dump(`${site.app.url}${prefix}${path}`);
          const where = `${name} ${prefix}${path}`;
          // w3m printed an <img alt="">'s file name ('[card-s]', '[avata]', '[step-pair-…]')
          expect(text.match(/\[[a-z][\w-]*\]/g) ?? [], where).toEqual([]);
          expect(text, where).not.toContain('●');
          // a box glued to what comes before it: 'address[    ]', '[   ][BNB (BEP-20)  ]'
          if (name === 'w3m') expect(text.match(/\S\[[^\]]*\]/g) ?? [], where).toEqual([]);
          // the footer names the site in the page's language, as the header does
          expect(text.replace(/\s+/g, ' '), where).toContain(say('layout.copyright'));
          if (lang !== 'en') expect(text, where).not.toContain('Swap Without a Trace');
        }

        const stake = (await dump(`${site.app.url}${prefix}/stake`)).replace(/\s+/g, ' ');
        expect(occurrences(stake, say('stake.selected'))).toBe(0);
        for (const plan of STAKE_PLANS) {
          const apy = say('stake.apy', { percent: plan.apyPercent });
          expect(stake).toContain(`${apy} ${say('stake.locked', { days: plan.days })}`);
        }
        // lynx names each button: '(BUTTON) Approve (BUTTON) Stake'; w3m ran them together
        expect(stake).toMatch(
          new RegExp(
            `${escapeRegExp(say('stake.approve'))} (?:\\(BUTTON\\) )?${escapeRegExp(say('stake.stake'))}`,
          ),
        );
        expect(stake).toMatch(
          new RegExp(`\\S ${escapeRegExp(say('stake.example', { days: STAKE_PLANS[0].days }))}`),
        );
      },
      60_000,
    );
  });
});
