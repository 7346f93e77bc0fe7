import { SANDBOX_PRESETS } from '../config/config.js';
import { startSandbox, type RunningSandbox } from './sandbox.js';

/**
 * A sandbox for tests and benchmarks: a free loopback port, nothing kept on disk, orders moving
 * on the fast preset and no deposit unless one is asked for; with `apiKey`, taking that key only.
 */
export function startThrowawaySandbox(
  marketMovePercent = 0,
  { apiKey }: { apiKey?: string } = {},
): Promise<RunningSandbox> {
  return startSandbox({
    host: '127.0.0.1',
    port: 0,
    dataFile: null,
    lifecycle: SANDBOX_PRESETS.fast,
    autoDepositAfterS: 0,
    marketMovePercent,
    ...(apiKey === undefined ? {} : { apiKey }),
  });
}
