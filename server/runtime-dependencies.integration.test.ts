import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The production image installs `dependencies` only (npm ci --omit=dev): every package the built
// server loads by name must be there, or the page that needs it fails only in production.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return path.endsWith('.js') ? [path] : [];
  });
}

/** The package a bare specifier names: 'a/b' -> 'a', '@s/a/b' -> '@s/a'. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the built server', () => {
  it('loads by name only packages the production image installs', () => {
    const files = [join(ROOT, 'dist/server'), join(ROOT, 'dist/shared')].flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(20);
    const named = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, specifier] of text.matchAll(
        // a specifier has no spaces or colons (`case 'from':` in a switch is not an import)
        /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'".:\s][^'":\s]*)['"]/g,
      )) {
        if (specifier!.startsWith('node:') || builtinModules.includes(specifier!)) continue;
        named.add(packageOf(specifier!));
      }
    }
    const missing = [...named].filter((name) => !(name in pkg.dependencies));
    expect(missing).toEqual([]);
    expect(named).toContain('qrcode');
  });
});
