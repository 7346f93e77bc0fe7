import { describe, expect, it } from 'vitest';
import { useRuleLinter } from './test-support/rule-linter.js';

// The client's layers run one way (app/ -> features/ -> lib/ and components/ -> shared/); the
// project's own ESLint config is what holds them, so these lint code as if it stood in the tree.

const lint = useRuleLinter(['import-x/no-restricted-paths']);

/** The messages of the import-direction rule for `code` placed at `filePath`. */
const layerErrors = async (code: string, filePath: string) =>
  (await lint(code, filePath)).map((message) => message.message);

describe('client layers', () => {
  it('refuses a feature that imports app/', async () => {
    const errors = await layerErrors(
      "import { routes } from '../../app/routes.js';\nexport const all = routes;\n",
      'client/src/features/swap/swap-form.tsx',
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'A feature never imports app/: move what it needs to client/src/lib.',
      ),
    ]);
  });

  it('refuses a feature that imports another feature', async () => {
    const errors = await layerErrors(
      "import { OrderPage } from '../order/order-page.js';\nexport const page = OrderPage;\n",
      'client/src/features/swap/swap-form.tsx',
    );
    expect(errors).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it.each([
    [
      'lib/ importing app/',
      'client/src/lib/clock.ts',
      "import * as imported from '../app/routes.js';",
    ],
    [
      'components/ importing a feature',
      'client/src/components/spinner.tsx',
      "import * as imported from '../features/swap/swap-form.js';",
    ],
  ])('refuses %s', async (_title, filePath, line) => {
    const errors = await layerErrors(`${line}\nexport const used = imported;\n`, filePath);
    expect(errors).toEqual([expect.stringContaining('lib/ and components/ serve every feature')]);
  });

  it('lets a feature import lib/, components/ and shared/', async () => {
    const code = [
      "import { usePageData } from '../../lib/page-data.js';",
      "import { Spinner } from '../../components/spinner.js';",
      "import { isOrderId } from '../../../../shared/order-id.js';",
      'export const used = [usePageData, Spinner, isOrderId];',
      '',
    ].join('\n');
    expect(await layerErrors(code, 'client/src/features/swap/swap-form.tsx')).toEqual([]);
  });
});
