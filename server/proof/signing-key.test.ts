import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signerFromFile } from './signing-key.js';

// Without SIGNING_KEY (development) the key is made once and kept, so that documents
// signed before a restart still check against /signing-key.pem.

describe('the development signing key', () => {
  it('is made on first start, kept private, and the same after a restart', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'swap-key-')), 'nested', 'signing-key.pem');
    const first = await signerFromFile(file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const again = await signerFromFile(file);
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(first.keyId).toMatch(/^[0-9a-f]{64}$/);
    expect(first.sign(Buffer.from('x'))).toHaveLength(64);
  });

  it('refuses a file that holds something else, naming it', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'swap-key-')), 'signing-key.pem');
    await writeFile(file, 'not a key');
    await expect(signerFromFile(file)).rejects.toThrow(`${file} does not hold an Ed25519`);
  });
});
