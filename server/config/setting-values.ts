import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { isOnionV3Address } from './onion-address.js';

// The kinds of value a setting can hold, each parsed by one zod schema: config.ts names the
// settings and their defaults with these.

export const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('')
  .transform((value) => value === '1' || value === 'true');

export const port = (fallback: number) =>
  z.coerce.number().int().min(0).max(65535).default(fallback);
export const ms = (fallback: number) =>
  z.coerce.number().int().min(1).max(3_600_000).default(fallback);
export const count = (fallback: number) =>
  z.coerce.number().int().min(1).max(1_000_000).default(fallback);
export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : null));
export const optionalUrl = (protocols: RegExp) =>
  optionalText.refine((value) => value === null || (URL.canParse(value) && protocols.test(value)), {
    message: 'must be a URL',
  });

/** One or two http(s) base URLs, comma-separated; two are checked against each other. */
export const referenceUrls = optionalText
  .transform((value) => (value === null ? null : value.split(',').map((url) => url.trim())))
  .refine(
    (urls) =>
      urls === null ||
      (urls.length <= 2 && urls.every((url) => URL.canParse(url) && /^https?:/.test(url))),
    { message: 'must be one http(s) URL, or two separated by a comma' },
  );

const HOST_PORT = /^\s*([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):(\d{1,5})\s*$/;
export const isHostPort = (entry: string) => {
  const match = HOST_PORT.exec(entry);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 65_535;
};
export const hostPortOf = (entry: string) => {
  const [, host = '', port = ''] = HOST_PORT.exec(entry)!;
  return { host: host.replace(/^\[|\]$/g, ''), port: Number(port) };
};

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A hop count ('1') or a comma-separated list of IPs/CIDRs; never 'true' (anyone could spoof). */
export const trustProxy = z
  .string()
  .default('0')
  .transform((value, ctx): number | string[] => {
    const text = value.trim();
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a hop count or a list of IPs/CIDRs, never true',
      });
      return z.NEVER;
    }
    return entries;
  });

export const onionAddress = optionalText
  .transform((value) => value?.toLowerCase() ?? null)
  .refine((value) => value === null || isOnionV3Address(value), {
    message: 'must be a v3 onion address: 56 base32 characters and .onion (the checksum included)',
  });

/** An env file holds one line: a PEM written with literal \\n between its lines is read as one. */
export const pemText = optionalText.transform((value) => value?.replaceAll('\\n', '\n') ?? null);

/** Whether `pem` is an Ed25519 private key in PKCS#8 PEM (what `openssl genpkey -algorithm ed25519` writes). */
export function isEd25519PrivateKey(pem: string): boolean {
  try {
    return createPrivateKey({ key: pem, format: 'pem' }).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}
