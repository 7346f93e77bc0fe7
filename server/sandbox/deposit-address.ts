import { createHash, randomBytes } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { encodeBase58 } from '../../shared/base58.js';
import { getCoin, type AddressFamily, type CoinSymbol } from '../../shared/coins.js';
import { encodeBech32, toWords } from './bech32.js';

// Deposit addresses in each coin's real format, with real checksums, so the site's QR code, copy
// buttons and validators see what they would see in production. They are random: nobody holds
// their keys, and the sandbox never watches a chain.

const BITCOIN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const RIPPLE_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

function doubleSha256(bytes: Uint8Array): Buffer {
  const once = createHash('sha256').update(bytes).digest();
  return createHash('sha256').update(once).digest();
}

function withChecksum(payload: Uint8Array): Uint8Array {
  return Buffer.concat([payload, doubleSha256(payload).subarray(0, 4)]);
}

/** EIP-55: a hex letter is upper case when the matching nibble of keccak256(lowercase) is >= 8. */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  }
  return out;
}

function evmAddress(): string {
  return toChecksumAddress(randomBytes(20).toString('hex'));
}

/** Base58check of version 0x41 and a 20-byte account: 'T' and 33 more characters. */
function tronAddress(): string {
  return encodeBase58(withChecksum(Buffer.concat([Buffer.from([0x41]), randomBytes(20)])));
}

/** A 32-byte public key in base58. */
function solanaAddress(): string {
  return encodeBase58(randomBytes(32));
}

/** Native segwit v0 pay-to-witness-public-key-hash: 'bc1q' and a 20-byte program. */
function bitcoinAddress(): string {
  return encodeBech32('bc', [0, ...toWords(randomBytes(20))]);
}

/** The XRP Ledger's base58check: version 0, a 20-byte account id, its own alphabet ('r...'). */
function rippleAddress(): string {
  const bitcoinSpelling = encodeBase58(
    withChecksum(Buffer.concat([Buffer.from([0]), randomBytes(20)])),
  );
  return [...bitcoinSpelling]
    .map((char) => RIPPLE_ALPHABET[BITCOIN_ALPHABET.indexOf(char)])
    .join('');
}

// Monero's base58 works on 8-byte blocks, each written with a fixed number of characters.
const MONERO_BLOCK_CHARS = [0, 2, 3, 5, 6, 7, 9, 10, 11];

function moneroBase58(bytes: Uint8Array): string {
  let out = '';
  for (let start = 0; start < bytes.length; start += 8) {
    const block = bytes.subarray(start, start + 8);
    let value = 0n;
    for (const byte of block) value = (value << 8n) | BigInt(byte);
    let chars = '';
    for (let i = 0; i < MONERO_BLOCK_CHARS[block.length]!; i++) {
      chars = BITCOIN_ALPHABET[Number(value % 58n)]! + chars;
      value /= 58n;
    }
    out += chars;
  }
  return out;
}

/** A standard mainnet address: tag 18, spend and view keys, keccak checksum; 95 characters. */
function moneroAddress(): string {
  const body = Buffer.concat([Buffer.from([18]), randomBytes(64)]);
  const checksum = keccak_256(body).subarray(0, 4);
  return moneroBase58(Buffer.concat([body, checksum]));
}

/** A Shelley enterprise address (header 0x61: key hash, mainnet): 'addr1v...'. */
function cardanoAddress(): string {
  return encodeBech32('addr', toWords(Buffer.concat([Buffer.from([0x61]), randomBytes(28)])));
}

const GENERATORS: Record<AddressFamily, () => string> = {
  evm: evmAddress,
  tron: tronAddress,
  solana: solanaAddress,
  bitcoin: bitcoinAddress,
  ripple: rippleAddress,
  monero: moneroAddress,
  cardano: cardanoAddress,
};

/** A fresh deposit address in the format of the coin the visitor sends. */
export function depositAddressFor(symbol: CoinSymbol): string {
  return GENERATORS[getCoin(symbol).family]();
}
