import { describe } from 'vitest';
import { itFailsOnEach, itHoldsForTheTree } from './test-support/tree-check.js';

// No source file of the site grows past 400 lines (issue 57): one that does holds more than one
// thing to keep in mind at once, and is split where its parts meet (a service and its steps, a
// store and its connections), not cut at a line. The i18n catalogues are lists, not code.

const MAX_LINES = 400;
const SCANNED = ['server', 'client/src', 'shared'];
const SKIPPED = /(?:\.test\.tsx?$|\/catalogues\/)/;

/** 'path: N lines' for a file over the bound, as `wc -l` counts them. */
function overLength(path: string, source: string): string[] {
  const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
  return lines > MAX_LINES ? [`${path}: ${lines} lines (at most ${MAX_LINES}: split it)`] : [];
}

/** A file of `count` lines of code. */
const linesOf = (count: number) =>
  Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`).join('\n') +
  '\n';

describe(`no source file over ${MAX_LINES} lines`, () => {
  itHoldsForTheTree(
    'holds for every file of server/, client/src/ and shared/ but tests and catalogues',
    { dirs: SCANNED, skipped: SKIPPED, atLeast: 300 },
    overLength,
  );

  itFailsOnEach(
    [
      [
        'a service grown past the bound',
        'server/api/order-view.service.ts',
        linesOf(MAX_LINES + 1),
      ],
      ['a component grown past the bound', 'client/src/features/swap/swap-form.tsx', linesOf(450)],
    ],
    overLength,
  );
});
