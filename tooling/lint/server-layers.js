// @ts-check
// The server's layers, for import-x/no-restricted-paths (eslint.config.js applies them to the
// server's own code; tests and test-support wire any parts together and are exempt). Top down:
//   app.ts, main.ts      compose everything; nothing imports them
//   startup/             main.ts's steps (open the stores, start the upstream, listen): main.ts alone
//   routers              api/*.router.ts, render/, health.router.ts: validate, call a service, reply
//   edge middleware      http/, security/: errors, logging, headers, limits (no routes)
//   services             every file of api/ but its routers (the order flow, the creation and view
//                        services and their steps), alerts/: never see req/res
//   upstream/, stores/   the price service and the key stores
//   proof/               the signed documents: a service (proof.service.ts) and its router
//   onion/               the listener for tor and its PROXY line: an edge like http/
//   config/, logging/, metrics/, lib/   used by all, import none of the above
// sandbox/ and upstream-check/ are programs of their own: the app never imports them (main.ts
// only starts the embedded sandbox), and sandbox/ reads no more of the app than its config.

const base = ['./config', './logging', './metrics', './lib'];
const routers = [
  './server/api/*.router.ts',
  './server/render/**',
  './server/health.router.ts',
  './server/proof/*.router.ts',
];
const services = [
  './server/api/!(*.router).ts',
  './server/alerts/**',
  './server/proof/proof.service.ts',
  './server/proof/documents.ts',
];
const app = [
  './server/api',
  './server/render',
  './server/health.router.ts',
  './server/http',
  './server/security',
  './server/alerts',
  './server/upstream',
  './server/stores',
  './server/proof',
  './server/onion',
  './server/config',
  './server/logging',
  './server/metrics',
  './server/lib',
];

/** @type {{ target: string | string[], from: string | string[], except?: string[], message: string }[]} */
export const serverLayerZones = [
  {
    target: [...app, './server/startup', './server/sandbox', './server/upstream-check'],
    from: ['./server/app.ts', './server/main.ts'],
    message: 'Only the entry point imports app.ts, and nothing imports main.ts: pass deps in.',
  },
  {
    target: [...app, './server/app.ts', './server/sandbox', './server/upstream-check'],
    from: './server/startup',
    message: 'startup/ holds the entry point\'s steps: only main.ts imports it.',
  },
  {
    target: base.map((dir) => `./server/${dir.slice(2)}`),
    from: './server',
    except: base,
    message:
      'config/, logging/, metrics/ and lib/ sit below everything: they import no layer above.',
  },
  {
    target: ['./server/upstream', './server/stores'],
    from: './server',
    except: ['./upstream', './stores', ...base],
    message: 'upstream/ and stores/ import only config/, logging/, metrics/ and lib/.',
  },
  {
    target: './server/onion',
    from: './server',
    except: ['./onion', './http', ...base],
    message:
      'onion/ is an edge listener: it imports only http/ (its server), config/, logging/, metrics/ and lib/.',
  },
  {
    target: './server/proof',
    from: ['./server/render', './server/security', './server/health.router.ts', './server/onion'],
    message: 'proof/ is a service and its router: it imports no other router or middleware.',
  },
  {
    target: services,
    from: ['./server/render', './server/health.router.ts', './server/security'],
    message: 'A service never imports a router or middleware: the router calls the service.',
  },
  {
    target: services,
    from: './server/api/*.router.ts',
    message: 'A service never imports a router or middleware: the router calls the service.',
  },
  {
    target: services,
    from: './server/http',
    // the error type a service refuses with; its HTTP status is read by the error middleware
    except: ['./api-error.ts'],
    message: 'A service never sees HTTP: it returns or throws, the router replies.',
  },
  {
    target: ['./server/http', './server/security'],
    from: ['./server/api', './server/render', './server/alerts', './server/health.router.ts'],
    message: 'Middleware in http/ and security/ knows no route and no service.',
  },
  {
    target: routers.filter((path) => path !== './server/health.router.ts'),
    from: ['./server/upstream', './server/stores'],
    message: 'A router calls a service, never the upstream client or a store directly.',
  },
  {
    target: app,
    from: ['./server/sandbox', './server/upstream-check'],
    message:
      'The app never imports the sandbox or the upstream check: they are programs of their own.',
  },
  {
    target: './server/sandbox',
    from: './server',
    except: ['./sandbox', './config'],
    message: 'The sandbox stands alone: of the app it reads only its config.',
  },
];
