import { describe, expect, it } from 'vitest';
import { useRuleLinter } from './test-support/rule-linter.js';

// The server's layers run one way (routers -> services -> upstream/ and stores/ -> config/ and
// the other base folders; sandbox/ apart); the project's own ESLint config holds them
// (tooling/lint/server-layers.js), so these lint code as if it stood in the tree.

const lint = useRuleLinter(['import-x/no-restricted-paths', 'no-restricted-imports']);

/** The messages of the import rules for `code` placed at `filePath`. */
const layerErrors = async (code: string, filePath: string) =>
  (await lint(code, filePath)).map((message) => message.message);

const using = (line: string) => `${line}\nexport const used = imported;\n`;

describe('server layers', () => {
  it.each([
    [
      'a router that calls the upstream client',
      'server/api/price.router.ts',
      "import * as imported from '../upstream/transport.js';",
      'A router calls a service, never the upstream client or a store directly.',
    ],
    [
      'a page router that reads a store',
      'server/render/pages.router.ts',
      "import * as imported from '../stores/idempotency-store.js';",
      'A router calls a service, never the upstream client or a store directly.',
    ],
    [
      'a service that imports a router',
      'server/api/order-view.service.ts',
      "import * as imported from './orders.router.js';",
      'A service never imports a router or middleware',
    ],
    [
      'a service that uses the request logger',
      'server/api/quote.service.ts',
      "import * as imported from '../http/request-logger.js';",
      'A service never sees HTTP',
    ],
    [
      'a service that imports express',
      'server/api/quote.service.ts',
      "import * as imported from 'express';",
      'A service never sees req/res',
    ],
    [
      'the upstream client that imports a service',
      'server/upstream/transport.ts',
      "import * as imported from '../api/quote.service.js';",
      'upstream/ and stores/ import only config/',
    ],
    [
      'a store that imports the rate limits',
      'server/stores/redis.ts',
      "import * as imported from '../security/rate-limits.js';",
      'upstream/ and stores/ import only config/',
    ],
    [
      'config that imports the upstream client',
      'server/config/config.ts',
      "import * as imported from '../upstream/transport.js';",
      'config/, logging/, metrics/ and lib/ sit below everything',
    ],
    [
      'middleware that imports a service',
      'server/security/rate-limits.ts',
      "import * as imported from '../api/order-view.service.js';",
      'Middleware in http/ and security/ knows no route and no service.',
    ],
    [
      'the app that imports the sandbox',
      'server/api/order-view.service.ts',
      "import * as imported from '../sandbox/sandbox.js';",
      'The app never imports the sandbox',
    ],
    [
      'the sandbox that imports the upstream client',
      'server/sandbox/sandbox.ts',
      "import * as imported from '../upstream/transport.js';",
      'The sandbox stands alone',
    ],
    [
      'a router that imports app.ts',
      'server/render/pages.router.ts',
      "import * as imported from '../app.js';",
      'Only the entry point imports app.ts',
    ],
    [
      'a service that reaches for a step of the entry point',
      'server/api/order-view.service.ts',
      "import * as imported from '../startup/stores.js';",
      'only main.ts imports it',
    ],
  ])('refuses %s', async (_title, filePath, line, message) => {
    const errors = await layerErrors(using(line), filePath);
    expect(errors).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    [
      'a router that calls a service and replies with an ApiError',
      'server/api/orders.router.ts',
      [
        "import * as service from './order-view.service.js';",
        "import * as error from '../http/api-error.js';",
      ],
    ],
    [
      'a service that uses the upstream, a store, metrics and an ApiError',
      'server/api/order-view.service.ts',
      [
        "import * as upstream from '../upstream/transport.js';",
        "import * as store from '../stores/idempotency-store.js';",
        "import * as metrics from '../metrics/metrics.js';",
        "import * as error from '../http/api-error.js';",
      ],
    ],
    [
      'the sandbox reading its settings',
      'server/sandbox/sandbox.ts',
      ["import * as config from '../config/config.js';"],
    ],
    [
      'main.ts starting the embedded sandbox and the app',
      'server/main.ts',
      [
        "import * as sandbox from '../server/sandbox/sandbox.js';",
        "import * as app from './app.js';",
        "import * as stores from './startup/stores.js';",
      ],
    ],
    [
      'a step of the entry point starting the embedded sandbox',
      'server/startup/start-upstream.ts',
      ["import * as sandbox from '../sandbox/sandbox.js';"],
    ],
    [
      'a test that wires any parts together',
      'server/api/orders.api.integration.test.ts',
      [
        "import * as sandbox from '../sandbox/sandbox.js';",
        "import * as store from '../stores/idempotency-store.js';",
      ],
    ],
  ])('lets %s', async (_title, filePath, lines) => {
    const names = lines.map((line) => /\* as (\w+)/.exec(line)![1]);
    const code = `${lines.join('\n')}\nexport const used = [${names.join(', ')}];\n`;
    expect(await layerErrors(code, filePath)).toEqual([]);
  });
});
