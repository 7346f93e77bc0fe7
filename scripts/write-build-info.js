// @ts-check
/**
 * The last step of `npm run build`: records the full commit the build came from in
 * dist/build-info.json, for /verify. From git when the checkout has it; from SOURCE_COMMIT where
 * it has none (the Docker context leaves .git out). Outside dist/client, so the client's digest
 * depends on the sources alone.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FULL_COMMIT = /^[0-9a-f]{40}$/;

function commitFromGit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null; // no git, or not a checkout
  }
}

const found = (commitFromGit() || process.env.SOURCE_COMMIT?.trim() || '').toLowerCase();
// Without either, /verify says 'unknown' rather than name a commit it cannot vouch for.
const commit = FULL_COMMIT.test(found) ? found : 'unknown';
if (commit === 'unknown') {
  console.warn(
    'write-build-info: no commit: build from a git checkout, or pass SOURCE_COMMIT (the full 40-character commit); /verify will say unknown',
  );
}
mkdirSync(join(ROOT, 'dist'), { recursive: true });
writeFileSync(join(ROOT, 'dist', 'build-info.json'), `${JSON.stringify({ commit })}\n`);
console.log(`build-info: commit ${commit}`);
