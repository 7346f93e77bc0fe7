import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_ETH_ADDRESS } from '../../server/test-support/order-requests.js';
import { useSiteOverSandbox } from '../../server/test-support/site-over-sandbox.js';
import { decodeQrPng } from '../../server/render/test-support/decode-qr-png.js';
import {
  brokenImages,
  controlsWithoutText,
  launchSafestFirefox,
  sidewaysOverflow,
} from './test-support/safest-firefox.js';

// Tor Browser at its Safest level, as near as a test gets: Debian's Firefox ESR with the level's
// preferences (no script, no SVG, no WebGL, no web fonts), driven over WebDriver BiDi. A visitor
// there sees every picture, reads every control and completes a swap with plain forms.

const site = useSiteOverSandbox(() => ({ rendered: true }));
let browser: Browser;

beforeAll(async () => {
  browser = await launchSafestFirefox();
}, 90_000);

afterAll(async () => {
  await browser?.close();
});

async function openAt(width: number, path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 900 });
  await page.goto(`${site.app.url}${path}`);
  return page;
}

async function submitWith(page: Page, buttonText: string): Promise<void> {
  const button = await page.$(`xpath/.//form//button[normalize-space()="${buttonText}"]`);
  if (!button) throw new Error(`no '${buttonText}' button`);
  // marks the document, to know when the server's answer has replaced it
  await page.evaluate(() => document.documentElement.setAttribute('data-submitted-from', ''));
  // focus and Enter, as a keyboard visitor would (a driver's click on a submit button with the
  // page's script off loses Firefox's BiDi session, and its navigation wait never ends)
  await button.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(
      () =>
        page
          .evaluate(
            () =>
              document.readyState === 'complete' &&
              !document.documentElement.hasAttribute('data-submitted-from'),
          )
          .catch(() => false),
      { timeout: 20_000 },
    )
    .toBe(true);
}

const text = (page: Page) => page.evaluate(() => document.body.innerText);

describe.each([320, 375, 1280])('Firefox ESR at the Safest level, %i px wide', (width) => {
  it.each(['/', '/How-it-works', '/stake', '/verify', '/no-such-page'])(
    'shows every image and names every control in text on %s, without sideways scroll',
    async (path) => {
      const page = await openAt(width, path);
      try {
        expect(await brokenImages(page)).toEqual([]);
        expect(await controlsWithoutText(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        // wide screens show the links in the header: there is no menu to close
        if (width >= 1000) expect(await text(page)).not.toContain('Close menu');
      } finally {
        await page.close();
      }
    },
    30_000,
  );

  it("shows each review's stars and says its rating in text on How it works (no SVG at Safest)", async () => {
    const page = await openAt(width, '/How-it-works');
    try {
      const ratings = (await text(page)).split('Rated 5 out of 5').length - 1;
      expect(ratings).toBeGreaterThanOrEqual(3);
      // the stars themselves are on screen, drawn as characters
      const stars = await page.evaluate(() =>
        [...document.querySelectorAll('.star-rating__stars')]
          .filter((shown) => shown.getClientRects().length > 0)
          .map((shown) => ({
            text: shown.textContent,
            width: shown.getBoundingClientRect().width,
          })),
      );
      expect(stars.length).toBeGreaterThanOrEqual(1);
      for (const shown of stars) {
        expect(shown.text).toBe('\u2605'.repeat(5));
        expect(shown.width).toBeGreaterThan(40);
      }
    } finally {
      await page.close();
    }
  }, 30_000);

  it("offers the order lookup box on /: the app's own stylesheet does not hide it", async () => {
    const page = await openAt(width, '/');
    try {
      const shown = await page.evaluate(
        () =>
          [...document.querySelectorAll('input[name="orderId"]')].filter(
            (input) => input.getClientRects().length > 0,
          ).length,
      );
      expect(shown).toBe(1);
    } finally {
      await page.close();
    }
  }, 30_000);

  it.skipIf(width === 320)(
    'completes a swap with plain forms: quote, order, and an order page whose QR code reads as the deposit address',
    async () => {
      const page = await openAt(width, '/');
      try {
        await page.type('#send-amount', '1');
        await page.type('#receive-address', VALID_ETH_ADDRESS);
        await submitWith(page, 'Get quote');
        // the server's answer: the estimate filled in, the visitor's values kept
        expect(
          await page.$eval('#receive-amount', (input) => (input as HTMLInputElement).value),
        ).toMatch(/^\d/);
        expect(
          await page.$eval('#receive-address', (input) => (input as HTMLInputElement).value),
        ).toBe(VALID_ETH_ADDRESS);

        await submitWith(page, 'SWAP NOW');
        expect(new URL(page.url()).pathname).toMatch(/^\/order\/[\w-]{22}$/);
        expect(await text(page)).toContain('Order Page');
        expect(await brokenImages(page)).toEqual([]);
        expect(await controlsWithoutText(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

        const address = await page.$eval('.deposit-box__address', (value) =>
          (value as HTMLElement).innerText.trim(),
        );
        expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
        const clip = await page.$eval('.deposit-box__qr', (image) => {
          image.scrollIntoView({ block: 'center' });
          const { x, y, width, height } = image.getBoundingClientRect();
          // the clip is measured from the page's top, not the scrolled viewport's
          return { x: x + window.scrollX, y: y + window.scrollY, width, height };
        });
        const shot = Buffer.from(await page.screenshot({ clip }));
        expect(decodeQrPng(shot)).toBe(address);
      } finally {
        await page.close();
      }
    },
    60_000,
  );
});

describe('Firefox ESR at the Safest level, in Spanish and Persian', () => {
  it.each(['/es', '/fa'])(
    'offers the coin pickers as selects naming their coins on %s/, and every picture and control in text',
    async (prefix) => {
      for (const path of ['/', '/stake', '/How-it-works']) {
        const page = await openAt(375, `${prefix}${path}`);
        try {
          expect(await brokenImages(page), path).toEqual([]);
          expect(await controlsWithoutText(page), path).toEqual([]);
          expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
          if (path !== '/') continue;
          const pickers = await page.evaluate(() =>
            [
              ...document.querySelectorAll<HTMLSelectElement>(
                'select[name="from"], select[name="to"]',
              ),
            ].map((select) => ({
              shown: select.getClientRects().length > 0,
              coin: select.selectedOptions[0]?.textContent,
            })),
          );
          expect(pickers).toEqual([
            { shown: true, coin: 'BNB (BEP-20)' },
            { shown: true, coin: 'ETH' },
          ]);
        } finally {
          await page.close();
        }
      }
    },
    60_000,
  );

  it('marks only the chosen stake plan Selected (drawn by CSS, not read by text browsers)', async () => {
    const page = await openAt(1280, '/es/stake');
    try {
      const badges = await page.evaluate(() =>
        [...document.querySelectorAll('.stake-plan__selected')].map((mark) => ({
          visible: getComputedStyle(mark).visibility === 'visible',
          words: mark.getAttribute('data-label'),
          // the words take room: the ::before drew them (Firefox reports its content unresolved)
          wide: mark.getBoundingClientRect().width > 40,
        })),
      );
      expect(badges.filter((badge) => badge.visible)).toEqual([
        { visible: true, words: 'Seleccionado', wide: true },
      ]);
    } finally {
      await page.close();
    }
  }, 30_000);
});
