import { describe, expect, it } from 'vitest';
import { useRuleLinter } from './test-support/rule-linter.js';

// No regular expression in running code may backtrack super-linearly (one crafted Host header
// once froze a replica for good). The project's own ESLint config holds the rules; these lint
// planted patterns as if they stood in the tree.

// the first lint of these loads the config and recheck
const lint = useRuleLinter([
  'redos/no-vulnerable',
  'regexp/no-super-linear-backtracking',
  'regexp/no-super-linear-move',
]);

/** The regex rules that fire on `code` placed at `filePath`. */
const regexRulesHit = async (code: string, filePath: string) =>
  (await lint(code, filePath)).map((message) => message.ruleId);

describe('the lint rule against super-linear regular expressions', () => {
  it.each([
    [
      'the old host check: a repetition inside a repetition (exponential)',
      'server/render/page-origin.ts',
      'export const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,62}\\.?)*)(?::\\d{1,5})?$/i;',
    ],
    [
      'trailing slashes trimmed as the search moves along (quadratic)',
      'client/src/app/page-match.ts',
      "export const trim = (path: string) => path.replace(/^\\/+|\\/+$/g, '');",
    ],
    [
      'thousands grouped by a lookahead on every digit (quadratic)',
      'shared/i18n/numbers.ts',
      "export const group = (digits: string) => digits.replace(/\\B(?=(\\d{3})+$)/g, ',');",
    ],
    [
      'a pattern built with new RegExp',
      'server/sandbox/quote.ts',
      "export const words = new RegExp('^(\\\\w+\\\\s?)*$');",
    ],
  ])('fails on %s', async (_what, filePath, code) => {
    expect(await regexRulesHit(code, filePath)).not.toEqual([]);
  });

  it('passes the linear rewrites the code now uses', async () => {
    const code = [
      'export const LABEL = /^[a-z0-9][a-z0-9-]{0,62}$/i;',
      'export const cut = (url: string) => url.search(/[?#]/);',
    ].join('\n');
    expect(await regexRulesHit(code, 'server/render/page-origin.ts')).toEqual([]);
  });
});
