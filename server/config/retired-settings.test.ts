import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, ConfigError, loadConfig } from './config.js';

// A setting the site no longer reads, still in an operator's env file: start-up stops with one
// line naming it and what took its place, listed with every other problem.

/** The problems start-up lists for `env`; none when it starts. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('a retired setting', () => {
  it.each([
    ['RATE_LIMIT_WINDOW_MS', '1000', 'fixed at 60000'],
    ['BREAKER_RESET_MS', '30000', 'fixed at 30000'],
    ['ORDER_MAP_FILE', '/var/lib/swap/map.jsonl', 'the site keeps it at DATA_DIR/order-map.jsonl'],
    ['ALERT_OUTBOX_DIR', 'data/outbox', 'move the file there or set DATA_DIR'],
    ['ONION_HOST', '127.0.0.1', 'the onion listener is for tor beside the site alone'],
    ['SANDBOX_HOST', '0.0.0.0', 'a standalone sandbox listens on HOST'],
    ['METRICS_HOST', '0.0.0.0', 'the metrics listener listens where the site does: HOST'],
    ['SANDBOX_MARKET_PERCENT', '3', 'a standalone sandbox takes --market-percent=N'],
  ])('%s=%s stops start-up, saying what to do instead', (name, value, instead) => {
    expect(CONFIG_KEYS).not.toContain(name);
    expect(problemsOf({ [name]: value })).toEqual([
      expect.stringMatching(
        new RegExp(`^${name}: is no longer a setting \\(.*${instead}.*\\); remove it$`),
      ),
    ]);
  });

  it('is listed with the other problems, each on its own line', () => {
    const problems = problemsOf({ REQUEST_TIMEOUT_MS: '5', SIGNING_KEY_FILE: 'k.pem', PORT: 'x' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(
      /^PORT: (.|\n)*REQUEST_TIMEOUT_MS: (.|\n)*SIGNING_KEY_FILE: /,
    );
  });

  it('left empty is not set, as every setting', () => {
    expect(problemsOf({ ORDER_MAP_FILE: '', HOST: '0.0.0.0' })).toEqual([]);
  });
});
