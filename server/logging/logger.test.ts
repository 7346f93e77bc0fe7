import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createLogger, isoTimeEachMs } from './logger.js';

describe('the log lines’ timestamp', () => {
  it('reads as pino’s own ISO time and moves with the clock, millisecond by millisecond', () => {
    let now = Date.UTC(2026, 10, 29, 6, 30, 0, 123);
    const time = isoTimeEachMs(() => now);
    expect(time()).toBe(',"time":"2026-11-29T06:30:00.123Z"');
    expect(time()).toBe(',"time":"2026-11-29T06:30:00.123Z"');
    now += 1;
    expect(time()).toBe(',"time":"2026-11-29T06:30:00.124Z"');
    now += 86_400_000;
    expect(time()).toBe(',"time":"2026-11-30T06:30:00.124Z"');
  });

  it('is what pino’s isoTime would write at the same moment', () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 29, 23, 59, 59, 999));
    expect(isoTimeEachMs()()).toBe(pino.stdTimeFunctions.isoTime());
    vi.restoreAllMocks();
  });

  it('stamps every line of the app’s logger with the time it was written', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const before = Date.now();
    logger.info('one');
    const after = Date.now();
    const { time } = JSON.parse(lines[0]!) as { time: string };
    expect(Date.parse(time)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(time)).toBeLessThanOrEqual(after);
  });
});
