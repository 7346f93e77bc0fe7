import type { RunningSandbox } from '../sandbox/sandbox.js';

// The sandbox's control API as the tests drive it: faults to queue, scenarios and state to set.

/** Calls the sandbox's control API (its own port; the site never proxies it). */
export async function control(
  sandbox: RunningSandbox,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${sandbox.url}/control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`control ${method} ${path}: ${response.status} ${await response.text()}`);
  return await response.json();
}

export const queueFault = (sandbox: RunningSandbox, endpoint: string, fault: string, count = 1) =>
  control(sandbox, 'POST', '/faults', { endpoint, fault, count });

/** One order as the control API lists it (GET /control/orders): oldest first. */
export interface ListedOrder {
  providerId: string;
  status: number;
  createdAt: number;
  send: { symbol: string; amount: number; address: string; memo: string | null };
  receive: { symbol: string; amount: number; address: string; memo: string | null };
  refundAddress: string | null;
}

/** Every order the sandbox holds, oldest first. */
export const listedOrders = async (sandbox: RunningSandbox): Promise<ListedOrder[]> =>
  ((await control(sandbox, 'GET', '/orders')) as { list: ListedOrder[] }).list;
