import { DEFAULT_PROTOCOL, descriptorOf } from '../../shared/contract/protocols.js';
import { allChecks, type CheckReport, type ReplyCheck, type Verdict } from './check-upstream.js';

// What npm run check-upstream prints: per upstream a table of every reply and a summary that
// leads with its coverage (pairs quoted of those a visitor can pick) and ends with whether the
// contract holds; after several, one line per provider, those not checked first.

const contractName = (report: CheckReport) =>
  descriptorOf(report.protocol ?? DEFAULT_PROTOCOL).contractName;

const cell = (value: number | null) => (value === null ? '-' : String(value));

/** The table an operator reads, then a summary; the last line says whether the contract holds. */
export function formatReport(report: CheckReport): string {
  if (report.unreachable !== null) {
    return [
      `Upstream: ${report.url} (${report.protocol ?? DEFAULT_PROTOCOL}) could not be reached: ${report.unreachable}`,
      `${contractName(report)}: NOT CHECKED: nothing answered at that URL.`,
    ].join('\n');
  }
  const rows = allChecks(report);
  const table = [
    ['pair', 'amount', 'reply ms', 'estimate', 'min', 'max', 'verdict'],
    ...rows.map((row) => [
      row.what,
      row.amount,
      String(row.ms),
      cell(row.estimate),
      cell(row.min),
      cell(row.max),
      row.detail ? `${row.verdict}: ${row.detail}` : row.verdict,
    ]),
  ];
  const widths = table[0]!.map((_, column) =>
    Math.max(...table.map((line) => line[column]!.length)),
  );
  const lines = table.map((line) =>
    line
      .map((text, column) => (column === line.length - 1 ? text : text.padEnd(widths[column]!)))
      .join('  '),
  );
  const times = report.prices.map((row) => row.ms).sort((a, b) => a - b);
  const count = (verdict: Verdict) => report.prices.filter((row) => row.verdict === verdict).length;
  const summary = [
    '',
    `Coverage: ${coverageOf(report)}`,
    `Upstream: ${report.url} (${report.protocol ?? DEFAULT_PROTOCOL})`,
    `Price replies: ${report.prices.length} (${count('ok')} quoted, ${count('no quote')} no quote, ${count('broken')} broken); ` +
      `reply time median ${times[Math.floor(times.length / 2)] ?? 0} ms, slowest ${times.at(-1) ?? 0} ms`,
    `Status of an unknown id: ${report.unknownStatus.verdict}`,
    report.order
      ? `Order created on request: ${report.order.create.verdict}${report.order.status ? `, its status: ${report.order.status.verdict}` : ''}`
      : 'No order was created (pass --create-order <address> to try one).',
    `${contractName(report)}: ${verdictOf(report)}.`,
  ];
  return [...lines, ...summary].join('\n');
}

const pairsOf = (rows: ReplyCheck[]) => new Set(rows.map((row) => row.what)).size;
const quotedPairsOf = (report: CheckReport) =>
  pairsOf(report.prices.filter((row) => row.verdict === 'ok'));

/** How many of the pairs a visitor can pick got a quote at least once: "182 of 182 pairs quoted". */
function coverageOf(report: CheckReport): string {
  return `${quotedPairsOf(report)} of ${pairsOf(report.prices)} pairs quoted`;
}

/**
 * A report's verdict in a few words. Replies that all fit on a provider that quotes only some
 * pairs are not "every reply fits": the operator reads how many pairs went without a quote.
 */
function verdictOf(report: CheckReport): string {
  if (report.unreachable !== null)
    return `NOT CHECKED: could not be reached (${report.unreachable})`;
  if (report.broken > 0)
    return `BROKEN by ${report.broken} repl${report.broken === 1 ? 'y' : 'ies'}`;
  const missing = pairsOf(report.prices) - quotedPairsOf(report);
  if (missing > 0)
    return `the replies fit, but ${missing} pair${missing === 1 ? '' : 's'} got no quote (see the "no quote" rows)`;
  return 'every reply fits';
}

/** The closing summary: every provider and its verdict, those not checked first, then broken. */
export function formatSummary(checked: { name: string; report: CheckReport }[]): string {
  const rank = ({ report }: { report: CheckReport }) =>
    report.unreachable !== null ? 0 : report.broken > 0 ? 1 : 2;
  const lines = [...checked]
    .sort((a, b) => rank(a) - rank(b))
    .map(({ name, report }) =>
      report.unreachable !== null
        ? `  ${name} (${report.protocol ?? DEFAULT_PROTOCOL}): ${verdictOf(report)}`
        : `  ${name} (${report.protocol ?? DEFAULT_PROTOCOL}): ${coverageOf(report)}; ${verdictOf(report)}`,
    );
  return [
    '',
    `Summary of ${checked.length} provider${checked.length === 1 ? '' : 's'}:`,
    ...lines,
  ].join('\n');
}
