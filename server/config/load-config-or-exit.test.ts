import { describe, expect, it } from 'vitest';
import { loadConfigOrExit } from './load-config-or-exit.js';

class Exited extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

interface Outcome {
  config?: ReturnType<typeof loadConfigOrExit>;
  code?: number;
  printed: string[];
}

function run(env: Record<string, string>): Outcome {
  const printed: string[] = [];
  const exit = (code: number): never => {
    throw new Exited(code);
  };
  try {
    const config = loadConfigOrExit(env, { printError: (text) => printed.push(text), exit });
    return { config, printed };
  } catch (error) {
    if (error instanceof Exited) return { code: error.code, printed };
    throw error;
  }
}

describe('loadConfigOrExit', () => {
  it('gives the config of a good environment and prints nothing', () => {
    const result = run({ PORT: '9000' });
    expect(result.config?.port).toBe(9000);
    expect(result.printed).toEqual([]);
  });

  it('lists every problem and exits with 1 on a bad environment', () => {
    const result = run({ PORT: 'eighty', RATE_LIMIT_ORDERS: 'lots' });
    expect(result.code).toBe(1);
    expect(result.printed).toHaveLength(1);
    expect(result.printed[0]).toMatch(/^Invalid configuration:/);
    expect(result.printed[0]).toContain('PORT');
    expect(result.printed[0]).toContain('RATE_LIMIT_ORDERS');
  });
});
