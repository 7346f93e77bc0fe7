import { E2E } from './env.js';

// Drives the embedded sandbox's control API (its own loopback port) from the browser specs.

export type SandboxEndpoint = 'token_price' | 'token_exchange' | 'exchange_status';
export type SandboxFault =
  | 'error301'
  | 'error'
  | 'unknown-message'
  | 'no-message'
  | 'bad-json'
  | 'http500'
  | 'hang'
  | 'late';

async function control(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${E2E.sandboxUrl}/control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(
      `sandbox control ${method} ${path} answered ${response.status}: ${await response.text()}`,
    );
  }
}

/** Marks the order's deposit as received now. */
export const deposit = (orderId: string): Promise<void> =>
  control('POST', `/orders/${encodeURIComponent(orderId)}/deposit`);

/** Moves the order to a status (0-6). */
export const setStatus = (orderId: string, status: number): Promise<void> =>
  control('POST', `/orders/${encodeURIComponent(orderId)}/status`, { status });

/** Makes the next `count` replies of one upstream endpoint fail in the given way. */
export const queueFault = (
  endpoint: SandboxEndpoint,
  fault: SandboxFault,
  count = 1,
  /** for 'late': how long the true reply is held */
  delayMs?: number,
): Promise<void> => control('POST', '/faults', { endpoint, fault, count, delayMs });

export const clearFaults = (): Promise<void> => control('DELETE', '/faults');

/** Moves every sandbox rate by a percentage (2 pays 2% more), until set back to 0. */
export const moveMarket = (movePercent: number): Promise<void> =>
  control('POST', '/market', { movePercent });

/** How many queued faults of one endpoint no reply has used yet. */
export async function pendingFaults(endpoint: SandboxEndpoint): Promise<number> {
  const response = await fetch(`${E2E.sandboxUrl}/control/faults`);
  const { faults } = (await response.json()) as { faults: Record<SandboxEndpoint, unknown[]> };
  return faults[endpoint].length;
}

/** One order as the sandbox's control API lists it: the provider's id, addresses and status. */
export interface SandboxOrder {
  providerId: string;
  status: number;
  send: { symbol: string; amount: number; address: string };
  receive: { symbol: string; amount: number; address: string };
  refundAddress: string | null;
}

/** Every order the sandbox holds (each of its dialects'), oldest first. */
export async function sandboxOrders(): Promise<SandboxOrder[]> {
  const response = await fetch(`${E2E.sandboxUrl}/control/orders`);
  if (!response.ok) throw new Error(`sandbox control answered ${response.status}`);
  return ((await response.json()) as { list: SandboxOrder[] }).list;
}
