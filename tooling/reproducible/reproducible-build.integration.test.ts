import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Two clean clones of this commit, built in different directories, give byte-identical
// dist/client, the digest /verify names. Clones of HEAD: uncommitted changes are not in them.

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the client build', () => {
  it('is byte-identical from two clean clones of the same commit', { timeout: 600_000 }, () => {
    const out = execFileSync(
      'bash',
      ['tooling/reproducible/compare-client-builds.sh', 'HEAD', '--link-node-modules'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const digests = [...out.matchAll(/^clone \d dist\/client ([0-9a-f]{64})$/gm)].map((m) => m[1]);
    expect(digests).toHaveLength(2);
    expect(digests[0]).toBe(digests[1]);
    expect(out).toContain('identical');
  });
});
