import { ESLint, type Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The project's own ESLint config with only `rules` running, so no TypeScript program is built (a
 * first full lint took over 20 s on a busy machine). The linter it returns gives what those rules
 * say of `code` placed at `filePath`, as if it stood in the tree. The first lint loads the config,
 * its plugins and the import resolver, seconds on a busy machine, so it is done before the tests.
 */
export function useRuleLinter(rules: readonly string[]) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => rules.includes(ruleId),
  });
  beforeAll(() => eslint.lintText('', { filePath: 'server/app.ts' }), 120_000);
  return async (code: string, filePath: string): Promise<Linter.LintMessage[]> => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter(
      (message) => message.ruleId !== null && rules.includes(message.ruleId),
    );
  };
}
