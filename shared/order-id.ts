import { ORDER_ID_LENGTH } from './constants.js';

export const ORDER_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${ORDER_ID_LENGTH}}$`);

export function isOrderId(value: string): boolean {
  return ORDER_ID_PATTERN.test(value);
}

/** Keeps both ends and puts an ellipsis in the middle: 'abcdef…uvwxyz'. */
export function shortenMiddle(value: string, keepStart = 6, keepEnd = 6): string {
  if (value.length <= keepStart + keepEnd + 1) return value;
  return `${value.slice(0, keepStart)}…${value.slice(value.length - keepEnd)}`;
}

export const shortenOrderId = (orderId: string): string => shortenMiddle(orderId, 6, 6);
export const shortenAddress = (address: string): string => shortenMiddle(address, 8, 6);

/**
 * A URL or path with the query dropped and every id-like segment (an order id, an address)
 * replaced, for places that must not hold them, such as error reports: /order/:id.
 */
export function redactPath(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  return path
    .split('/')
    .map((segment) => (segment.length >= 16 || isOrderId(segment) ? ':id' : segment))
    .join('/');
}
