import { parseArgs } from 'node:util';
import { z } from 'zod';
import { MAX_MARKET_MOVE_PERCENT } from './market.js';

/**
 * A standalone sandbox's own arguments. Only a demo sets them (a second sandbox as a rival
 * provider), so they are not settings of the site (decision 018): `--market-percent=N` starts the
 * market moved by N percent, as `POST /control/market` moves it later.
 */
const argsSchema = z.object({
  'market-percent': z
    .string()
    .regex(/^-?\d+(?:\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().min(-MAX_MARKET_MOVE_PERCENT).max(MAX_MARKET_MOVE_PERCENT))
    .default(0),
});

export interface SandboxArgs {
  marketMovePercent: number;
}

/** The arguments, or the one line that says what is wrong with them. */
export function readSandboxArgs(argv: string[]): SandboxArgs | { problem: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { 'market-percent': { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    return { problem: `${(error as Error).message}; the sandbox takes --market-percent=N` };
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    return {
      problem: `--market-percent: a number from -${MAX_MARKET_MOVE_PERCENT} to ${MAX_MARKET_MOVE_PERCENT}`,
    };
  }
  return { marketMovePercent: parsed.data['market-percent'] };
}
