import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// No regular expression in running code may backtrack super-linearly (one crafted Host header
// once froze a replica for good). The project's own ESLint config holds the rules; these lint
// planted patterns as if they stood in the tree.

const root = fileURLToPath(new URL('../..', import.meta.url));
const REGEX_RULES = new Set([
  'redos/no-vulnerable',
  'regexp/no-super-linear-backtracking',
  'regexp/no-super-linear-move',
]);
// Only the regex rules run, so no TypeScript program is built.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => REGEX_RULES.has(ruleId),
});

async function regexRulesHit(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.flatMap((message) =>
    message.ruleId !== null && REGEX_RULES.has(message.ruleId) ? [message.ruleId] : [],
  );
}

describe('the lint rule against super-linear regular expressions', () => {
  // the first lint loads the config and recheck: seconds on a busy machine
  beforeAll(() => eslint.lintText('', { filePath: 'server/app.ts' }), 120_000);

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
