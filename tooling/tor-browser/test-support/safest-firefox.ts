import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Debian's Firefox ESR, the engine Tor Browser is built on (never a downloaded browser). */
const FIREFOX = '/usr/bin/firefox-esr';

/**
 * Tor Browser's Safest security level, as preferences: no script, no SVG, no WebGL, no web
 * fonts. The driver still reads the page (WebDriver BiDi evaluates outside the page's scripts).
 */
const SAFEST_PREFS = {
  'javascript.enabled': false,
  'svg.disabled': true,
  'webgl.disabled': true,
  'gfx.downloadable_fonts.enabled': false,
};

export function launchSafestFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: SAFEST_PREFS,
  });
}

/** Images on screen (a box, not display:none) that did not load: none on a working page. */
export function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.getClientRects().length > 0)
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.currentSrc.slice(0, 80) || image.outerHTML.slice(0, 80)),
  );
}

/**
 * Links and buttons on screen whose visible text is empty: the visitor sees an empty box. Text
 * for screen readers only (a 1 px clipped box, .visually-hidden) does not count as visible.
 */
export function controlsWithoutText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input[type=submit]')]
      .filter((control) => control.getClientRects().length > 0)
      .filter((control) => getComputedStyle(control).visibility !== 'hidden')
      // the contents of a closed <details> (the language menu) are not on screen
      .filter((control) => control.tagName === 'SUMMARY' || !control.closest('details:not([open])'))
      .filter((control) => {
        if (control instanceof HTMLInputElement) return control.value.trim() === '';
        // words that no-js.css writes in (the menu's Close link keeps them out of text browsers)
        const before = getComputedStyle(control, '::before').content;
        if (before.startsWith('"') && before.length > 2) return false;
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const box = node.parentElement?.getBoundingClientRect();
          if (node.textContent?.trim() && box && box.width > 2 && box.height > 2) return false;
        }
        return true;
      })
      .map((control) => control.outerHTML.slice(0, 120)),
  );
}

/** How far the page scrolls sideways, in CSS pixels: 0 when it fits the window. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
