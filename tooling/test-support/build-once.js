// @ts-check
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Vitest's global setup for the node tests, and the first step of each Playwright run's site
// (`node tooling/test-support/build-once.js`): they serve the real build (dist/), so it is built
// before them, and only when a source is newer than it. `npm run check` has just built it, so
// there this costs a look at file times, not three more builds.

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the three build steps write last or depend on: the oldest of them dates the build. */
const OUTPUTS = ['dist/client/index.html', 'dist/ssr/entry-server.js', 'dist/server/main.js'];

/** What the build reads: the client, shared/ and server/ sources and the build's own configs. */
const SOURCES = ['client', 'shared', 'server'];
const SOURCE_FILES = [
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.build.json',
  'package-lock.json',
];

/** Tests and their helpers are not built, so editing them needs no build. */
const notBuilt = (/** @type {string} */ name) =>
  /\.test\.tsx?$/.test(name) ||
  name === 'test-support' ||
  name === 'test' ||
  name === 'tsconfig.json';

/** @param {string} dir @returns {number} */
function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (notBuilt(entry.name)) continue;
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

/** True when dist/ is missing a part or is older than any source it is built from. */
/** @returns {boolean} */
function buildIsStale() {
  const outputs = OUTPUTS.map((path) => join(root, path));
  if (!outputs.every((path) => existsSync(path))) return true;
  const built = Math.min(...outputs.map((path) => statSync(path).mtimeMs));
  const sources = Math.max(
    ...SOURCES.map((dir) => newestIn(join(root, dir))),
    ...SOURCE_FILES.map((file) => statSync(join(root, file)).mtimeMs),
  );
  return sources > built;
}

/** @returns {void} */
export default function buildOnce() {
  if (!buildIsStale()) return;
  console.log('dist/ is older than its sources: npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

// run as a command: build if stale, then let the caller start the site
if (process.argv[1] === fileURLToPath(import.meta.url)) buildOnce();
