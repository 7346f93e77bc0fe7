import { isTerminal, ORDER_STATUS } from './order-status.js';

/** Without script an order page under way reloads itself this often (seconds). */
export const NO_SCRIPT_REFRESH_S = 10;

/** The query parameter by which a visitor asks a waiting order's page to reload by itself. */
export const REFRESH_PARAM = 'refresh';

/** Whether an order still waits for its deposit: the visitor may be copying the address. */
const awaitsDeposit = (status: number, firstReceivedAt: number | null): boolean =>
  status === ORDER_STATUS.waiting && !firstReceivedAt;

/**
 * Whether the script-free order page reloads itself. Not while the order waits for its
 * deposit: a reload would wipe the visitor's selection of the address they are copying, so the
 * page offers a 'Check status' link instead, and reloads only when the visitor opted in with
 * `?refresh=10`. Once the deposit is seen the address is no longer needed, and it refreshes until
 * the order is final.
 */
export function refreshesWithoutScript(
  order: { status: number; firstReceivedAt: number | null },
  search: string,
): boolean {
  if (isTerminal(order.status)) return false;
  if (!awaitsDeposit(order.status, order.firstReceivedAt)) return true;
  return new URLSearchParams(search).get(REFRESH_PARAM) === String(NO_SCRIPT_REFRESH_S);
}
