import { MARKET_IDS, SIMPLE_PRICE_PATH } from '../../shared/market-ids.js';
import type { ProbeOutcome } from '../upstream/upstream-port.js';

// The market reference's probe, apart from market/market-reference.ts (which fetches the table
// quotes use): one coin's price, the cheapest call a CoinGecko-compatible API answers.

/** The URL a probe of the reference at `base` asks: Bitcoin's price alone. */
function referenceProbeUrl(base: string): URL {
  const url = new URL(SIMPLE_PRICE_PATH.slice(1), base.replace(/\/?$/, '/'));
  url.searchParams.set('ids', MARKET_IDS.BTC);
  url.searchParams.set('vs_currencies', 'usd');
  return url;
}

/** The name a reference goes by in logs, metrics and /readyz: never its URL (it may be an IP). */
export const referenceName = (index: number) =>
  index === 0 ? 'market-reference' : `market-reference-${index + 1}`;

/**
 * Asks the reference at `base` for one price: it answers when the reply is a 2xx with that
 * price in it; otherwise the kind says how it failed.
 */
export async function probeReference(
  base: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<ProbeOutcome> {
  let reply: Response;
  try {
    reply = await fetchImpl(referenceProbeUrl(base), { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { answering: false, kind: timedOut ? 'timeout' : 'network' };
  }
  if (!reply.ok) {
    await reply.body?.cancel();
    return { answering: false, kind: 'http-status' };
  }
  const body = (await reply.json().catch(() => null)) as Record<string, { usd?: unknown }> | null;
  const usd = body?.[MARKET_IDS.BTC]?.usd;
  return typeof usd === 'number' && usd > 0
    ? { answering: true }
    : { answering: false, kind: 'bad-reply' };
}
