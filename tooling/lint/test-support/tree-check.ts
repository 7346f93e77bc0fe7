import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { root, sourceFiles } from './source-files.js';

// The two halves every check of the running code's text has: the tree passes it, and the check
// still catches each kind of slip it was written for (a check that finds nothing anywhere passes
// the first half too).

/** What a check says of one file: a line per finding, none when the file is clean. */
type Check = (path: string, source: string) => string[];

/**
 * A test that `check` finds nothing in the files under `dirs` that `skipped` does not match; with
 * fewer than `atLeast` files read it fails, so a folder moved away cannot pass unread.
 */
export function itHoldsForTheTree(
  title: string,
  { dirs, skipped, atLeast }: { dirs: readonly string[]; skipped: RegExp; atLeast: number },
  check: Check,
): void {
  it(title, () => {
    const files = sourceFiles(dirs, skipped);
    expect(files.length).toBeGreaterThan(atLeast);
    expect(files.flatMap((path) => check(path, readFileSync(join(root, path), 'utf8')))).toEqual(
      [],
    );
  });
}

/** A test per slip: [what it is, the file it stands in, its code]; `check` must find each. */
export function itFailsOnEach(slips: readonly [string, string, string][], check: Check): void {
  it.each(slips)('fails on %s', (_what, path, code) => {
    expect(check(path, code)).not.toEqual([]);
  });
}
