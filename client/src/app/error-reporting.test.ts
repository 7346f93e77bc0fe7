import { describe, expect, it, vi } from 'vitest';
import { startErrorReporting } from './error-reporting.js';

const config = {
  supportUrl: '#',
  socialUrl: '#',
  sandbox: false,
  sentryDsn: null,
  refundAndMemo: false,
  privacyRoute: 'service' as const,
};

describe('startErrorReporting', () => {
  it('loads no SDK when the deployment sets no DSN', async () => {
    const load = vi.fn();
    expect(await startErrorReporting(config, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the SDK lazily and starts it with the DSN when one is set', async () => {
    const startSentry = vi.fn();
    const load = vi.fn(() => Promise.resolve({ startSentry }));
    expect(
      await startErrorReporting({ ...config, sentryDsn: 'https://k@sentry.example/1' }, load),
    ).toBe(true);
    expect(startSentry).toHaveBeenCalledWith('https://k@sentry.example/1');
  });
});
