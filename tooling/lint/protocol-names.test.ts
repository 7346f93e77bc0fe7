import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parsed, root } from './test-support/source-files.js';
import { itFailsOnEach, itHoldsForTheTree } from './test-support/tree-check.js';
import { UPSTREAM_PROTOCOLS, type UpstreamProtocol } from '../../shared/contract/protocols.js';

// Decision 017: a protocol is four places and nothing else: its contract file (with its
// descriptor), its codec, its sandbox dialect, and one line in each of the three tables that list
// them. Everything else (config, the transport, the upstream check, the sandbox's server, the
// control API) reads the descriptors. So no other running file's code names a protocol: a fifth
// file that does is where the next protocol would have to be added by hand, and this test fails.

const SCANNED = ['server', 'shared', 'client/src'];
// tests, their support and captured replies are not running code
const SKIPPED = /(?:\.test\.tsx?$|\/test-support\/|^client\/src\/test\/|\/fixtures\/)/;

/** The tables that list every protocol by name, one line each; the compiler asks for each line. */
const TABLES = [
  'shared/contract/protocols.ts',
  'server/upstream/codecs/registry.ts',
  'server/sandbox/dialects.ts',
];

/** A protocol's own files: its contract, its codec and its sandbox dialect. */
function ownFiles(protocol: UpstreamProtocol): string[] {
  // Contract 2 is the spec's own upstream, and its file kept the name it had before protocols
  const contract = protocol === 'price-service' ? 'upstream' : protocol;
  return [
    `shared/contract/${contract}.ts`,
    `server/upstream/codecs/${protocol}.codec.ts`,
    `server/sandbox/${protocol}-api.ts`,
  ];
}

/**
 * Words that hold a protocol's name without naming the protocol: the single upstream's URL
 * setting, named by the spec before there were protocols.
 */
const NOT_A_PROTOCOL = /PRICE_SERVICE_URL/g;

/** A name as it is written in any case and style: changenow, CHANGENOW, price_service... */
const folded = (text: string) => text.toLowerCase().replace(/[-_]/g, '');

/** Every identifier and string a file's code holds (comments and prose are not code). */
function wordsOf(path: string, source: string): string[] {
  const file = parsed(path, source);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) found.push(node.text);
    else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** 'path: protocol' for each protocol a file names whose file it is not. */
export function strayNames(path: string, source: string): string[] {
  if (TABLES.includes(path)) return [];
  const words = wordsOf(path, source).map((word) => folded(word.replace(NOT_A_PROTOCOL, '')));
  return UPSTREAM_PROTOCOLS.filter(
    (protocol) =>
      !isOwnFile(protocol, path) && words.some((word) => word.includes(folded(protocol))),
  ).map((protocol) => `${path}: ${protocol}`);
}

/** One of a protocol's own files, or a part of its dialect beside it (`<protocol>-*.ts`). */
const isOwnFile = (protocol: UpstreamProtocol, path: string): boolean =>
  ownFiles(protocol).includes(path) || path.startsWith(`server/sandbox/${protocol}-`);

describe('a protocol is named only in its own files and the three tables', () => {
  itHoldsForTheTree(
    'holds for every running file of server/, shared/ and client/',
    { dirs: SCANNED, skipped: SKIPPED, atLeast: 200 },
    strayNames,
  );

  it.each(UPSTREAM_PROTOCOLS)(
    '%s has its contract, codec and dialect, and a line in each table',
    (protocol) => {
      for (const path of ownFiles(protocol)) expect(existsSync(join(root, path)), path).toBe(true);
      for (const table of TABLES) {
        const lines = readFileSync(join(root, table), 'utf8').split('\n');
        const naming = lines.filter((line) =>
          wordsOf(table, line).some((word) => folded(word).includes(folded(protocol))),
        );
        expect(naming.length, `${table} names ${protocol}`).toBeGreaterThan(0);
      }
    },
  );

  itFailsOnEach(
    [
      [
        'a branch per protocol in the sandbox',
        'server/sandbox/sandbox.ts',
        "if (path.startsWith('/stealthex/')) return stealthex.handle(request);",
      ],
      [
        'a default protocol written out',
        'server/config/config.ts',
        "const protocol = set.UPSTREAM_PROTOCOL ?? 'price-service';",
      ],
      [
        'a helper imported by its protocol',
        'server/upstream/codecs/json-codec-helpers.ts',
        "import { CHANGENOW_ERRORS } from '../../../shared/contract/changenow.js';",
      ],
      [
        'a protocol in a template',
        'server/upstream-check/check-upstream.ts',
        'const line = `${"stealthex"}: ok`;',
      ],
      [
        'another protocol in a protocol file',
        'server/upstream/codecs/stealthex.codec.ts',
        "import { hashOf } from './changenow.codec.js';",
      ],
    ],
    strayNames,
  );

  it('lets a comment, the URL setting and a protocol in its own files through', () => {
    expect(
      strayNames(
        'server/config/config.ts',
        '// ChangeNOW once had its branch here\nconst url = env.PRICE_SERVICE_URL;',
      ),
    ).toEqual([]);
    expect(
      strayNames('server/sandbox/stealthex-api.ts', "import { STEALTHEX_ERRORS } from './x.js';"),
    ).toEqual([]);
    // a dialect grown into parts: each part is named after its protocol, beside it
    expect(
      strayNames(
        'server/sandbox/changenow-exchanges.ts',
        "import { CHANGENOW_COINS } from './x.js';",
      ),
    ).toEqual([]);
    expect(
      strayNames(
        'server/sandbox/stealthex-exchanges.ts',
        "import { CHANGENOW_COINS } from './x.js';",
      ),
    ).not.toEqual([]);
    expect(basename(ownFiles('changenow')[1]!)).toBe('changenow.codec.ts');
  });
});
