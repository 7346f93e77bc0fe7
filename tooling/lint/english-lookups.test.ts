import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parsed } from './test-support/source-files.js';
import { itFailsOnEach, itHoldsForTheTree } from './test-support/tree-check.js';
import { WHOLE_CATALOGUES } from '../../client/src/lib/i18n/test-support/whole-catalogues.js';
import { parseMessage, type MessageNode } from '../../shared/i18n/message-format.js';

// A page says a message by its id, never by matching English text (the client once
// mapped the server's English back to ids, and showed 'Expired' for any text it did not know).
// So no string in the running code of client/ or server/ holds a sentence of the English
// catalogue: the English lives in catalogues/en.ts and in shared/i18n/english-texts.ts (which
// the server formats for the API's `message`), and nowhere else to be compared or looked up.

const SCANNED = ['client/src', 'server'];
// the sandbox stands in for a third party's API: its texts are that protocol's, not the site's
const SKIPPED =
  /(?:\.test\.tsx?$|\/test-support\/|^client\/src\/test\/|\/catalogues\/|^server\/sandbox\/)/;

/** A run of words long enough to be a sentence of the catalogue, not a label ('Expired'). */
const isSentence = (text: string) =>
  text.trim().split(/\s+/).length >= 3 && text.trim().length >= 12;

/** The literal runs of a message: its text between placeholders, in every case of it. */
function sentencesOf(nodes: MessageNode[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    if (typeof node === 'string') {
      // the words, without the punctuation that joins them to a placeholder
      const words = node.replace(/^[\s.,:;]+/, '').trim();
      if (isSentence(words)) into.add(words);
    } else if (node.type === 'tag') sentencesOf(node.children, into);
    else if (node.type === 'plural' || node.type === 'select')
      for (const nested of Object.values(node.cases)) sentencesOf(nested, into);
  }
  return into;
}

/** The site's name is a name, not a sentence: the server writes it in mail, logs and documents. */
const isSiteName = (text: string) => WHOLE_CATALOGUES.en['meta.title'].includes(text);

const SENTENCES = [
  ...new Set(
    Object.values(WHOLE_CATALOGUES.en).flatMap((message) => [
      ...sentencesOf(parseMessage(message), new Set()),
    ]),
  ),
].filter((sentence) => !isSiteName(sentence));

/** Every string a source file writes: literals, template parts and JSX text. */
function stringsOf(path: string, source: string): string[] {
  const file = parsed(path, source);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      found.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** 'path: sentence' for each catalogue sentence a file's strings hold. */
function englishIn(path: string, source: string): string[] {
  const strings = stringsOf(path, source);
  return SENTENCES.filter((sentence) => strings.some((text) => text.includes(sentence))).map(
    (sentence) => `${path}: ${sentence}`,
  );
}

describe('no English catalogue text in running code, to be compared or looked up', () => {
  it('finds the sentences it looks for', () => {
    expect(SENTENCES).toContain('Please wait a minute and try again.');
    expect(SENTENCES).toContain('Not received yet');
    expect(SENTENCES.length).toBeGreaterThan(100);
  });

  itHoldsForTheTree(
    'holds for every source file of client/ and server/',
    { dirs: SCANNED, skipped: SKIPPED, atLeast: 100 },
    englishIn,
  );

  itFailsOnEach(
    [
      [
        'a map from the server’s English to message ids',
        'client/src/lib/i18n/server-messages.ts',
        "const KNOWN = { 'Pick two coins to swap.': 'notice.pickTwoCoins' };",
      ],
      [
        'outcome texts looked up by their English',
        'client/src/features/order/tracking-info.tsx',
        "const SEND_BY_TEXT = { 'Not received yet': 'sendBy.notReceived' };",
      ],
      [
        'a comparison with a reply’s message',
        'client/src/features/swap/order-error.ts',
        "export const stale = (message: string) => message === 'The form is out of date: please send it again.';",
      ],
      [
        'a refusal written in English beside the catalogue',
        'server/security/rate-limits.ts',
        'export const text = (what: string) => `Too many ${what}. Please wait a minute and try again.`;',
      ],
      [
        'English in JSX',
        'client/src/features/swap/swap-form.tsx',
        'export const Note = () => <p>Pick two different coins to swap.</p>;',
      ],
    ],
    englishIn,
  );

  it('lets a message id, a short label and a comment through', () => {
    const code = [
      "// once: 'Not received yet' was looked up by its English",
      "export const id = 'sendBy.notReceived';",
      "export const label = 'Expired';",
    ].join('\n');
    expect(englishIn('client/src/features/order/tracking-info.tsx', code)).toEqual([]);
  });
});
