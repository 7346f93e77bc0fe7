import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from '../../server/config/config.js';

// The README's map of the code is what a newcomer trusts first: each rule it points to must still
// be exported by the file it names, and its settings table must list exactly the settings the
// server reads.

const REPO = new URL('../../', import.meta.url).pathname;
const README = readFileSync(`${REPO}README.md`, 'utf8');

/** The rows of the first table after a heading, split into cells. */
function tableAfter(heading: string): string[][] {
  const lines = README.split('\n');
  const start = lines.indexOf(heading);
  expect(start, `README has no "${heading}"`).toBeGreaterThanOrEqual(0);
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

describe('README "Where each rule lives"', () => {
  const rows = tableAfter('## Where each rule lives');

  it('lists the rules a newcomer looks for first', () => {
    const rules = rows.map(([rule]) => rule).join('\n');
    for (const rule of ['order id', 'amount limits', 'address check', 'rate limits']) {
      expect(rules).toContain(rule);
    }
    expect(rules).toContain('idempotency');
    expect(rules).toContain('the 240 s rule');
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
  });
});

describe('README "Configuration"', () => {
  it('has one row for each setting the server reads, and no other', () => {
    const settings = tableAfter('## Configuration').map(([setting]) => code(setting!));
    expect([...settings].sort()).toEqual([...CONFIG_KEYS].sort());
  });
});
