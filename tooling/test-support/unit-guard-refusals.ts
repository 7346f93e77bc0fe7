import { isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The replacements tooling/test-support/unit-guard.ts puts in place of node:child_process and
// node:fs for the unit project.

/** What `npm run build` writes: the unit suite runs before it, or without it. */
const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

const advice = (what: string, name: string) =>
  `A unit test ${what} (${name}): that makes it an integration test. Name its file ` +
  '*.integration.test.ts; vitest.config.ts runs those after the build.';

type AnyFunction = (...args: unknown[]) => unknown;

/** The module with `wrap` around each function, in its default export and `promises` too. */
function wrapFunctions(module: object, wrap: (fn: AnyFunction, name: string) => unknown): object {
  return Object.fromEntries(
    Object.entries(module).map(([name, value]: [string, unknown]) => {
      if (typeof value === 'function') return [name, wrap(value as AnyFunction, name)];
      if ((name === 'default' || name === 'promises') && value && typeof value === 'object')
        return [name, wrapFunctions(value, wrap)];
      return [name, value];
    }),
  );
}

/** node:child_process with every function throwing: a unit test starts no process. */
export const refuseProcesses = (module: object): object =>
  wrapFunctions(module, (_fn, name) => () => {
    throw new Error(advice('starts a process', name));
  });

function isUnderDist(path: unknown): boolean {
  let text: string;
  if (typeof path === 'string') text = path;
  else if (path instanceof URL && path.protocol === 'file:') text = fileURLToPath(path);
  else return false;
  const fromDist = relative(DIST, resolve(text));
  return !fromDist.startsWith('..') && !isAbsolute(fromDist);
}

/** node:fs (or its promises) refusing any path inside dist/ as first argument. */
export const refuseTheBuild = (module: object): object =>
  wrapFunctions(
    module,
    (fn, name) =>
      // a Proxy keeps what the function carries (classes stay constructible, util.promisify.custom)
      new Proxy(fn, {
        apply(target, self, args: unknown[]) {
          if (isUnderDist(args[0])) throw new Error(advice('reads the build (dist/)', name));
          return Reflect.apply(target, self, args);
        },
      }),
  );
