/**
 * Loads the shared address rule on first use (it carries the validator library, ~60 kB gzip, so
 * it stays out of the first page's script).
 *
 * The library was written for Node: it looks for `global` to install its Buffer polyfill, and
 * browsers only have `globalThis`. Naming it before the import lets it run unchanged.
 */
export function loadAddressCheck() {
  const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
  scope.global ??= globalThis;
  return import('../../../../shared/address.js');
}
