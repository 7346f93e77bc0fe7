import { readFileSync } from 'node:fs';
import { E2E } from './env.js';

// The site in changenow mode keeps the provider's order id beside its own (the order
// map file); the sandbox's control API knows orders by the provider's id.

/** The provider's id of one of the site's orders, read from the site's order map file. */
function providerIdOf(orderId: string): string {
  const lines = readFileSync(E2E.orderMapFile, 'utf8').split('\n').filter(Boolean);
  for (const line of lines) {
    const entry = JSON.parse(line) as { orderId: string; providerOrderId: string };
    if (entry.orderId === orderId) return entry.providerOrderId;
  }
  throw new Error('the order map file has no entry for this order');
}

/** Moves a provider order to one of ChangeNOW's status words ('verifying', 'refunded', ...). */
export async function setProviderStatus(orderId: string, word: string): Promise<void> {
  const id = encodeURIComponent(providerIdOf(orderId));
  const response = await fetch(`${E2E.sandboxUrl}/control/orders/${id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: word }),
  });
  if (!response.ok) {
    throw new Error(`sandbox control answered ${response.status}: ${await response.text()}`);
  }
}
