/**
 * Loads SWAP NOW's last checks and the call that places the order (place-order.ts) on first use,
 * with the shared address rule they carry (the validator library, ~60 kB gzip): all of it stays
 * out of the first page's script, in one wave.
 *
 * The library was written for Node: it looks for `global` to install its Buffer polyfill, and
 * browsers only have `globalThis`. Naming it before the import lets it run unchanged.
 */
export function loadPlaceOrder() {
  const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
  scope.global ??= globalThis;
  return import('./place-order.js');
}
