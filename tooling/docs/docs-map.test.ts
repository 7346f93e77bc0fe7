import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from '../../server/config/config.js';
import { AMOUNT_PATTERN } from '../../shared/amount.js';
import {
  DEPOSIT_WINDOW_S,
  ORDER_ID_LENGTH,
  QUOTE_DEBOUNCE_MS,
  QUOTE_MOVE_LIMIT_PERCENT,
  QUOTE_REFRESH_MS,
  SELECTABLE_COIN_COUNT,
  SWAPPING_AFTER_DEPOSIT_S,
} from '../../shared/constants.js';

// The map of the code in docs/development.md is what a newcomer trusts first: each rule it points
// to must still be exported by the file it names and used by the code it says applies it, and the
// numbers it states must be the code's; the settings table in docs/configuration.md must list
// exactly the settings the server reads.

const REPO = new URL('../../', import.meta.url).pathname;
const DEVELOPMENT = 'docs/development.md';
const CONFIGURATION = 'docs/configuration.md';

/** The rows of the first table after a heading in a page of docs/, split into cells. */
function tableAfter(page: string, heading: string): string[][] {
  const lines = readFileSync(`${REPO}${page}`, 'utf8').split('\n');
  const start = lines.indexOf(heading);
  expect(start, `${page} has no "${heading}"`).toBeGreaterThanOrEqual(0);
  const rest = lines.slice(start + 1);
  const first = rest.findIndex((line) => line.startsWith('|'));
  const end = rest.findIndex((line, index) => index > first && !line.startsWith('|'));
  return rest.slice(first + 2, end).map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );
}

const code = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1];

/** The names a TypeScript module exports, read from its source. */
function exportedNames(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  return source.statements.flatMap((statement): string[] => {
    if (ts.isExportDeclaration(statement) && statement.exportClause) {
      return ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements.map((element) => element.name.text)
        : [];
    }
    if (!exported(statement)) return [];
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((declaration) =>
        ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
      );
    }
    const { name } = statement as ts.Node & { name?: ts.Node };
    return name && ts.isIdentifier(name) ? [name.text] : [];
  });
}

/** The names `file` imports (or re-exports) from the module at `from` (both from the repo root). */
function namesImported(file: string, from: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(`${REPO}${file}`, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const target = from.replace(/\.tsx?$/, '');
  return source.statements.flatMap((statement): string[] => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return [];
    const resolved = relative(REPO, join(REPO, dirname(file), specifier.text)).replace(/\.js$/, '');
    if (resolved !== target) return [];
    const bindings = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : statement.exportClause;
    if (!bindings || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) return [];
    return bindings.elements.map((element) => (element.propertyName ?? element.name).text);
  });
}

const codeList = (cell: string) => cell.split(',').map((part) => code(part.trim()));

/**
 * The numbers the rows state, from the code: a row that names its rule by a number must say the
 * number the code holds (the amount's digits are asked of the pattern itself).
 */
const digits = (integer: number, fraction: number) =>
  `${'9'.repeat(integer)}.${'9'.repeat(fraction)}`;
const STATED: [rule: string, stated: () => string[]][] = [
  ['order id', () => [`${ORDER_ID_LENGTH} of`]],
  [
    'amount:',
    () => {
      expect(AMOUNT_PATTERN.test(digits(12, 18))).toBe(true);
      expect(AMOUNT_PATTERN.test(digits(13, 1))).toBe(false);
      expect(AMOUNT_PATTERN.test(digits(1, 19))).toBe(false);
      return ['12 integer and 18 fraction digits'];
    },
  ],
  ['the 14 selectable coins', () => [`the ${SELECTABLE_COIN_COUNT} selectable`]],
  ['the 240 s rule', () => [`${SWAPPING_AFTER_DEPOSIT_S} s after the deposit`]],
  ['deposit window', () => [`${DEPOSIT_WINDOW_S / 60} min`]],
  [
    'quote timing',
    () => [
      `${QUOTE_DEBOUNCE_MS / 1000} s debounce`,
      `${QUOTE_REFRESH_MS / 1000} s refresh`,
      `${QUOTE_MOVE_LIMIT_PERCENT}% moved`,
    ],
  ],
  ['moved estimate', () => [`more than ${QUOTE_MOVE_LIMIT_PERCENT}%`]],
];

describe('docs/development.md "Where each rule lives"', () => {
  const rows = tableAfter(DEVELOPMENT, '## Where each rule lives');

  it('lists the rules a newcomer looks for first', () => {
    const rules = rows.map(([rule]) => rule).join('\n');
    for (const rule of ['order id', 'amount limits', 'address check', 'rate limits']) {
      expect(rules).toContain(rule);
    }
    expect(rules).toContain('idempotency');
    expect(rules).toContain('the 240 s rule');
  });

  it.each(rows.map(([rule, file, name, users]) => [rule!, code(file!), code(name!), users!]))(
    '%s: the code it names imports the rule from its file',
    (_rule, file, name, users) => {
      const importers = codeList(users);
      expect(importers.length, 'the used-by cell names at least one `path`').toBeGreaterThan(0);
      for (const importer of importers) {
        expect(importer, 'each used-by entry is one `path`').toBeDefined();
        expect(existsSync(`${REPO}${importer}`), `${importer} exists`).toBe(true);
        expect(namesImported(importer!, file!), `${importer} imports ${name}`).toContain(name);
      }
    },
  );

  it.each(STATED)("%s: the numbers the row states are the code's", (rule, stated) => {
    const row = rows.find(([text]) => text!.startsWith(rule));
    expect(row, `a row starts with "${rule}"`).toBeDefined();
    for (const text of stated()) expect(row![0]).toContain(text);
  });

  it.each(rows.map(([rule, file, name]) => [rule!, code(file!), code(name!)]))(
    '%s: the file named exports the name beside it',
    (_rule, file, name) => {
      expect(file, 'the file cell is one `path`').toBeDefined();
      expect(name, 'the export cell is one `name`').toBeDefined();
      expect(existsSync(`${REPO}${file}`), `${file} exists`).toBe(true);
      expect(exportedNames(`${REPO}${file}`), file).toContain(name);
    },
  );

  it('reads exports the way TypeScript declares them (so the check above can fail)', () => {
    expect(exportedNames(`${REPO}shared/order-id.ts`)).toEqual(
      expect.arrayContaining(['isOrderId', 'ORDER_ID_PATTERN', 'redactPath']),
    );
    expect(exportedNames(`${REPO}shared/contract/api.ts`)).toEqual(
      expect.arrayContaining(['IDEMPOTENCY_KEY_HEADER', 'errorBodySchema', 'PriceQuote']),
    );
    expect(exportedNames(`${REPO}shared/order-id.ts`)).not.toContain('isValidAddress');
    // and imports the way a relative specifier resolves, named, renamed or re-exported
    expect(namesImported('server/api/hold-to-estimate.ts', 'shared/estimate-move.ts')).toContain(
      'estimateMoved',
    );
    expect(namesImported('server/api/hold-to-estimate.ts', 'shared/order-id.ts')).not.toContain(
      'estimateMoved',
    );
    expect(namesImported('shared/estimate-move.ts', 'shared/constants.ts')).toContain(
      'QUOTE_MOVE_LIMIT_PERCENT',
    );
  });
});

/** The running code of a folder: no tests, no test set-up. */
function runningFiles(dir: string): string[] {
  return readdirSync(`${REPO}${dir}`, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:ts|tsx|js)$/.test(entry.name))
    .map((entry) => relative(REPO, join(entry.parentPath, entry.name)))
    .filter((path) => !/\.test\.|test-support\//.test(path));
}

/**
 * Where a file reads a setting itself: `process.env.X`, `process.env[...]`, or the environment
 * handed to anything but the config's own parser. An entry point hands it over whole.
 */
const readsEnvironment = (source: string): boolean =>
  /process\.env\s*(?:\.|\[)/.test(source) ||
  [...source.matchAll(/\b(\w+)\(process\.env\)/g)].some(
    ([, callee]) => !['loadConfigOrExit', 'checkTargets', 'loadConfig'].includes(callee!),
  ) ||
  /[^(\w]process\.env\b(?!\))/.test(source);

describe('docs/configuration.md', () => {
  it('has one row for each setting the server reads, and no other', () => {
    const settings = tableAfter(CONFIGURATION, '# Configuration').map(([setting]) =>
      code(setting!),
    );
    expect([...settings].sort()).toEqual([...CONFIG_KEYS].sort());
  });

  it('"every setting, parsed once": no running code outside server/config reads the environment', () => {
    const readers = ['server', 'shared', 'client/src']
      .flatMap(runningFiles)
      .filter((path) => !path.startsWith('server/config/'))
      .filter((path) => readsEnvironment(readFileSync(`${REPO}${path}`, 'utf8')));
    expect(readers).toEqual([]);
  });

  it.each([
    ['a setting read in place', 'const key = process.env.UPSTREAM_API_KEY;', true],
    ['a setting read by its name', "const key = process.env['UPSTREAM_API_KEY'];", true],
    ['the environment handed elsewhere', 'targetsOf(process.env)', true],
    ['the environment kept for later', 'const env = process.env;', true],
    ['the environment handed to the config', 'loadConfigOrExit(process.env)', false],
  ])('finds %s (so the check above can fail)', (_case, source, reads) => {
    expect(readsEnvironment(source)).toBe(reads);
  });
});
