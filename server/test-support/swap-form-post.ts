import { VALID_ETH_ADDRESS } from './order-requests.js';

// The script-free swap form (POST /) as a visitor's browser sends it, for the tests that walk
// the form door: the same fields, encoding and headers everywhere.

/** What a browser adds to a form sent from our own page: the cross-site check lets it through. */
export const SAME_SITE = { 'sec-fetch-site': 'same-origin' };

/** A fresh Idempotency-Key, as each rendered form carries its own. */
export const newKey = () => `key-${Math.random().toString(36).slice(2, 14)}`;

/**
 * POSTs form fields to the site (urlencoded), leaving its redirect unfollowed to be read; a signal
 * bounds a post that may hang.
 */
export function postForm(
  appUrl: string,
  fields: Record<string, string> | [string, string][],
  headers: Record<string, string> = SAME_SITE,
  path = '/',
  signal?: AbortSignal,
) {
  return fetch(`${appUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    signal,
  });
}

/** The form's fields for BNB -> ETH to the test address, with a key of its own. */
export const swapFields = (overrides: Record<string, string> = {}) => ({
  intent: 'swap',
  from: 'BNB',
  to: 'ETH',
  amount: '1',
  address: VALID_ETH_ADDRESS,
  idempotencyKey: newKey(),
  ...overrides,
});
