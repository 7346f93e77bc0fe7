import { describe, expect, it } from 'vitest';
import { useRuleLinter } from './test-support/rule-linter.js';

// A provider value reaches a page, a store, a ranking or a signature only through the gate
// (server/upstream/gate.ts): the project's ESLint config refuses an assertion to its type
// anywhere else, so a path around the gate cannot be written by a cast.

const lint = useRuleLinter(['no-restricted-syntax']);

const CAST = `
import type { Gated } from '../upstream/gate.js';
export const made = 'b7c1e09a4f2d36' as Gated<string>;
`;

describe('the gate alone makes gated values', () => {
  it('refuses a cast to Gated in a service', async () => {
    const messages = await lint(CAST, 'server/api/order-view.service.ts');
    expect(messages.map((message) => message.message)).toEqual([
      'Only the gate (server/upstream/gate.ts) makes a Gated value: pass it through the gate.',
    ]);
  });

  it('refuses it in a codec too', async () => {
    expect(await lint(CAST, 'server/upstream/codecs/changenow.codec.ts')).toHaveLength(1);
  });

  it('lets the gate make them', async () => {
    expect(await lint(CAST, 'server/upstream/gate.ts')).toEqual([]);
  });
});
