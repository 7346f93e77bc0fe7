import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

/** A logger writing its JSON lines into an array. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', sink), lines };
}

describe('error lines', () => {
  it('always carry a code and a kind an alert rule can group by', () => {
    const { logger, lines } = capture();
    logger.error({ code: 'documents-not-kept', kind: 'documents' }, 'named by the call');
    logger.error(
      { err: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) },
      'from err',
    );
    logger.fatal('bare');
    logger.warn('a warning is left as it is');
    expect(lines.map(({ level, code, kind }) => ({ level, code, kind }))).toEqual([
      { level: 'error', code: 'documents-not-kept', kind: 'documents' },
      { level: 'error', code: 'ECONNREFUSED', kind: 'unclassified' },
      { level: 'fatal', code: 'unclassified', kind: 'unclassified' },
      { level: 'warn', code: undefined, kind: undefined },
    ]);
  });
});
