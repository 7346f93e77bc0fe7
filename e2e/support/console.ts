import type { Page } from '@playwright/test';

/**
 * Collects, from now on, the page's console errors (and warnings, when asked) and its uncaught
 * exceptions, one line each: `error: <text> (<script url>)`, `warning: …`, `pageerror: <message>`.
 */
export function watchConsole(page: Page, { warnings = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && !(warnings && type === 'warning')) return;
    const { url } = message.location();
    problems.push(`${type}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
