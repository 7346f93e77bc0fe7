import { parseArgs } from 'node:util';
import { UPSTREAM_PROTOCOLS } from '../../shared/contract/protocols.js';
import { checkUpstream, PROBE_AMOUNT, type CheckReport } from './check-upstream.js';
import { formatReport, formatSummary } from './format-report.js';
import { checkTargets } from '../config/check-targets.js';

// npm run check-upstream -- [<URL>] [--protocol <protocol>] [--create-order <address>]
//   [--timeout-ms 10000] [--amounts 1,250] [--concurrency 8]. A key is read from the environment
//   (UPSTREAM_API_KEY, PROVIDER_<NAME>_API_KEY), never from the command line, where other users of
//   the machine could read it. Without a URL every configured upstream is checked in turn, of
//   whatever protocol (config/check-targets.ts). Without --amounts each pair is asked at 0.01, then
//   just inside the min and max its reply names. Exit 0: every reply fits; 1: a reply broke the
//   contract or an upstream could not be reached; 2: the command line is wrong.

const USAGE =
  'usage: npm run check-upstream -- [<URL> (default: every configured upstream)] ' +
  `[--protocol ${UPSTREAM_PROTOCOLS.join('|')}] [--create-order <address>] ` +
  `[--timeout-ms 10000] [--amounts 1,250 (default: ${PROBE_AMOUNT}, then just inside each pair's limits)] ` +
  '[--concurrency 8]; a key comes from UPSTREAM_API_KEY (PROVIDER_<NAME>_API_KEY for PROVIDERS)';

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number over 0`);
  return value;
}

function readArguments() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'create-order': { type: 'string' },
      'timeout-ms': { type: 'string' },
      amounts: { type: 'string' },
      concurrency: { type: 'string' },
      protocol: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const [url, ...extra] = positionals;
  if (extra.length > 0) throw new Error('give the upstream base URL (http:// or https://) once');
  const targets = checkTargets(url, values.protocol, process.env);
  const amounts = values.amounts?.split(',').map((amount) => amount.trim());
  if (amounts?.some((amount) => !/^\d+(?:\.\d+)?$/.test(amount))) {
    throw new Error('--amounts must be decimal numbers separated by commas');
  }
  return {
    targets,
    amounts,
    timeoutMs: positive('timeout-ms', values['timeout-ms'], 10_000),
    concurrency: positive('concurrency', values.concurrency, 8),
    createOrderAddress: values['create-order']?.trim() || null,
  };
}

async function run() {
  let options;
  try {
    options = readArguments();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  const { targets, ...common } = options;
  const checked: { name: string; report: CheckReport }[] = [];
  for (const { name, url, protocol, apiKey } of targets) {
    if (name !== null) console.log(`\n== provider ${name} (${protocol}) ==`);
    const report = await checkUpstream({ ...common, url, protocol, apiKey });
    console.log(formatReport(report));
    checked.push({ name: name ?? url, report });
  }
  // several providers: one line each at the end, those not checked first (a long table scrolls)
  if (checked.length > 1) console.log(formatSummary(checked));
  const broken = checked.reduce((sum, { report }) => sum + report.broken, 0);
  process.exit(broken === 0 ? 0 : 1);
}

void run();
