import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import multicoin from 'multicoin-address-validator';
import original from 'wallet-address-validator';
import { describe, expect, it } from 'vitest';
import { isValidAddress } from '../../shared/address.js';
import { COIN_SYMBOLS, getCoin, type AddressFamily } from '../../shared/coins.js';
import { VECTORS_BY_COIN, type CoinCases } from '../../shared/test-support/address-vectors.js';

// Decision 024 keeps multicoin-address-validator (the maintained fork) over the card's
// wallet-address-validator. Its table is this test's: every vector of each of the spec's 16 coins
// through both packages. The test fails when the fork gets a vector wrong where the site relies on
// it, and when the decision's table is not the one computed here (run the test and copy the
// table it prints in the failure into the decision).

const DECISION = new URL('../../docs/decisions/024-address-validator.md', import.meta.url);
const BEGIN = '<!-- table computed by tooling/docs/address-validator-table.test.ts -->';
const END = '<!-- end of the computed table -->';

const versionOf = (name: string) =>
  (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;

/** Each family's currency as both packages spell it (the fork's names; the original knows four). */
const CURRENCY: Record<AddressFamily, string> = {
  evm: 'eth',
  tron: 'trx',
  solana: 'sol',
  bitcoin: 'btc',
  ripple: 'xrp',
  monero: 'xmr',
  cardano: 'ada',
};

type Outcome = 'accepted' | 'refused' | 'throws';

const PACKAGES = [
  {
    name: `multicoin-address-validator ${versionOf('multicoin-address-validator')}`,
    validate: (address: string, currency: string) =>
      multicoin.validate(address, currency, { networkType: 'prod' }),
  },
  {
    name: `wallet-address-validator ${versionOf('wallet-address-validator')}`,
    validate: (address: string, currency: string) => original.validate(address, currency, 'prod'),
  },
] as const;

function outcome(validate: (address: string) => boolean, address: string): Outcome {
  try {
    return validate(address) ? 'accepted' : 'refused';
  } catch {
    return 'throws';
  }
}

interface Tally {
  validAccepted: number;
  invalidRefused: number;
  throws: number;
  /** the vectors it got wrong, by title */
  wrong: string[];
}

function tally(validate: (address: string) => boolean, cases: CoinCases): Tally {
  const result: Tally = { validAccepted: 0, invalidRefused: 0, throws: 0, wrong: [] };
  for (const [expected, vectors] of [
    ['accepted', cases.valid],
    ['refused', cases.invalid],
  ] as const) {
    for (const [title, address] of Object.entries(vectors)) {
      const got = outcome(validate, address);
      if (got === 'throws') result.throws += 1;
      if (got === expected) {
        if (expected === 'accepted') result.validAccepted += 1;
        else result.invalidRefused += 1;
      } else result.wrong.push(`${title} (${got})`);
    }
  }
  return result;
}

/** The site checks Solana by decoding base58 itself (shared/address.ts); the fork does the rest. */
const reliesOnFork = (family: AddressFamily) => family !== 'solana';

function cell(t: Tally, cases: CoinCases): string {
  const valid = Object.keys(cases.valid).length;
  const invalid = Object.keys(cases.invalid).length;
  if (t.throws === valid + invalid) return 'no such currency (throws)';
  return `${t.validAccepted}/${valid} valid accepted, ${t.invalidRefused}/${invalid} invalid refused`;
}

function computedTable(): string {
  const rows = COIN_SYMBOLS.map((symbol) => {
    const { family } = getCoin(symbol);
    const cases = VECTORS_BY_COIN[symbol];
    const tallies = PACKAGES.map(({ validate }) =>
      tally((address) => validate(address, CURRENCY[family]), cases),
    );
    const site = reliesOnFork(family) ? 'the fork' : 'own base58 check';
    return `| ${symbol} | ${family} (\`${CURRENCY[family]}\`) | ${site} | ${tallies.map((t) => cell(t, cases)).join(' | ')} |`;
  });
  // what the original gets wrong, once per family (ten coins share the EVM vectors)
  const wrongs = [...new Set(COIN_SYMBOLS.map((symbol) => getCoin(symbol).family))].flatMap(
    (family) => {
      const symbol = COIN_SYMBOLS.find((s) => getCoin(s).family === family)!;
      const cases = VECTORS_BY_COIN[symbol];
      return PACKAGES.flatMap(({ name, validate }) => {
        const { wrong, throws } = tally((a) => validate(a, CURRENCY[family]), cases);
        if (wrong.length === 0 || throws === wrong.length) return [];
        return [`- ${family}, ${name}: ${wrong.join('; ')}`];
      });
    },
  );
  return [
    `| coin | family (currency) | the site checks by | ${PACKAGES.map((p) => p.name).join(' | ')} |`,
    `| --- | --- | --- | ${PACKAGES.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    'Vectors a package gets wrong (where it knows the currency):',
    '',
    ...(wrongs.length ? wrongs : ['- none']),
  ].join('\n');
}

/** A table's text with Prettier's padding taken out, so a reformatted file still compares. */
const normalized = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((c) => (/^\s*:?-+:?\s*$/.test(c) ? '---' : c.trim()))
            .join('|')
        : line.trim(),
    )
    .join('\n');

describe("the validators' table of decision 024", () => {
  it('the fork accepts every valid vector and refuses every invalid one where the site relies on it', () => {
    const [fork] = PACKAGES;
    for (const symbol of COIN_SYMBOLS) {
      const { family } = getCoin(symbol);
      const cases = VECTORS_BY_COIN[symbol];
      if (reliesOnFork(family)) {
        const { wrong } = tally((a) => fork.validate(a, CURRENCY[family]), cases);
        expect(wrong, `${symbol} through ${fork.name}`).toEqual([]);
      }
      // and the site's own check agrees with every vector, Solana's included
      for (const address of Object.values(cases.valid)) {
        expect(isValidAddress(symbol, address), `${symbol} ${address}`).toBe(true);
      }
      for (const address of Object.values(cases.invalid)) {
        expect(isValidAddress(symbol, address), `${symbol} ${address}`).toBe(false);
      }
    }
  });

  it('is the table the decision shows', () => {
    const text = readFileSync(DECISION, 'utf8');
    const start = text.indexOf(BEGIN);
    const end = text.indexOf(END);
    expect(start, `${DECISION.pathname} has no "${BEGIN}"`).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    const shown = text.slice(start + BEGIN.length, end);
    expect(normalized(shown)).toBe(normalized(computedTable()));
  });
});
