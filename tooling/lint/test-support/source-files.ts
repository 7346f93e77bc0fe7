import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// What the tests that read the running code share: its files, and each one parsed as TypeScript.

export const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Every .ts and .tsx file under `dirs` (relative to the root) that `skipped` does not match. */
export function sourceFiles(dirs: readonly string[], skipped: RegExp): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .filter((path) => !skipped.test(path) && !path.includes('node_modules')),
  );
}

/** A file's code as TypeScript's parser reads it (JSX for .tsx), to walk its nodes. */
export const parsed = (path: string, source: string): ts.SourceFile =>
  ts.createSourceFile(
    path,
    source,
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
