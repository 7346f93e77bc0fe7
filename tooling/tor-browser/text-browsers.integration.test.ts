import { describe, expect, it } from 'vitest';
import { CARDS } from '../../client/src/features/how-it-works/content/cards.js';
import { REVIEWS } from '../../client/src/features/how-it-works/content/reviews.js';
import { STEPS } from '../../client/src/features/how-it-works/content/steps.js';
import {
  createOrder,
  quotedOrder,
  VALID_ETH_ADDRESS,
} from '../../server/test-support/order-requests.js';
import { useSiteOverSandbox } from '../../server/test-support/site-over-sandbox.js';
import en from '../../client/src/lib/i18n/catalogues/en.js';
import fa from '../../client/src/lib/i18n/catalogues/fa.js';
import { lynxDump, lynxNumbered, occurrences, w3mDump } from './test-support/text-browsers.js';

// the English words of a message (these are plain text: no placeholders)
const english = (id: keyof typeof en) => en[id];

// Text browsers read no script and no CSS: what the server's HTML holds is what they show. Each
// step, card and review is there once, no control that does nothing, and each value whole, once.

const site = useSiteOverSandbox(() => ({ rendered: true }));

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
