// @ts-check
/**
 * Runs a command several times in a row on a busy machine: `--load` CPU-bound processes (a busy
 * loop each) run beside it the whole time, as on a developer's 2-core laptop with a build or a
 * browser going. Prints each run's time and result; exits 1 if any run failed.
 *
 *   node tooling/busy-machine/run-busy.js [--runs 3] [--load 2] -- npm run test:unit
 */
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const split = args.indexOf('--');
if (split === -1 || split === args.length - 1) {
  console.error('usage: run-busy.js [--runs N] [--load N] -- <command> [args...]');
  process.exit(2);
}
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at !== -1 && at < split ? Number(args[at + 1]) : fallback;
};
const runs = option('runs', 3);
const load = option('load', 2);
const [command, ...commandArgs] = args.slice(split + 1);

const burners = Array.from({ length: load }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopLoad = () => {
  for (const burner of burners) burner.kill('SIGKILL');
};
process.on('exit', stopLoad);
process.on('SIGINT', () => process.exit(130));

/** @returns {Promise<number>} */
const runOnce = () =>
  new Promise((resolve) => {
    const child = spawn(/** @type {string} */ (command), commandArgs, { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });

const results = [];
for (let run = 1; run <= runs; run += 1) {
  const started = Date.now();
  const code = await runOnce();
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ run, code, seconds });
  console.log(
    `run-busy: run ${run} of ${runs}: exit ${code} in ${seconds} s beside ${load} CPU-bound processes`,
  );
}
stopLoad();
const failed = results.filter((result) => result.code !== 0).length;
console.log(
  `run-busy: ${runs - failed} of ${runs} runs passed (${results.map((r) => `${r.seconds} s`).join(', ')}) beside ${load} CPU-bound processes: ${[command, ...commandArgs].join(' ')}`,
);
process.exit(failed === 0 ? 0 : 1);
