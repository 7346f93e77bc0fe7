import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The key that signs each order's guarantee and receipt. Ed25519: short signatures,
 * no parameters to get wrong, and `openssl pkeyutl -verify -rawin` checks them offline.
 */
export interface Signer {
  /** the key's id, named in every document it signs: its fingerprint */
  keyId: string;
  /** SHA-256 of the DER public key (SubjectPublicKeyInfo), in hex */
  fingerprint: string;
  /** what GET /signing-key.pem serves: the public key, SPKI PEM */
  publicKeyPem: string;
  /** the raw 64-byte Ed25519 signature over exactly these bytes */
  sign(bytes: Buffer): Buffer;
  /**
   * A secret for another use (`label` names it), derived from the private key: every replica
   * holding the key derives the same one, and it reveals nothing of the key.
   */
  derive(label: string): Buffer;
}

class SigningKeyError extends Error {
  constructor(
    message: string,
    readonly file: string | null,
  ) {
    super(message);
    this.name = 'SigningKeyError';
  }
}

function signerOf(privateKey: KeyObject): Signer {
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new SigningKeyError('the signing key is not an Ed25519 key', null);
  }
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const fingerprint = createHash('sha256').update(der).digest('hex');
  return {
    keyId: fingerprint,
    fingerprint,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    // Ed25519 hashes the message itself: no digest name (null)
    sign: (bytes) => sign(null, bytes, privateKey),
    derive: (label) =>
      createHmac('sha256', privateKey.export({ type: 'pkcs8', format: 'der' }))
        .update(label)
        .digest(),
  };
}

/** A signer from a PKCS#8 PEM private key (SIGNING_KEY). */
export function signerFromPem(pem: string): Signer {
  return signerOf(createPrivateKey({ key: pem, format: 'pem' }));
}

/**
 * Development (and SANDBOX=1): the key kept in `file`, made there on first start so that
 * restarts keep it and documents signed yesterday still check against /signing-key.pem. Written
 * with 'wx': two processes starting together both end up with the one that was written first.
 */
export async function signerFromFile(file: string): Promise<Signer> {
  let pem: string;
  try {
    pem = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const { privateKey } = generateKeyPairSync('ed25519');
    const made = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await mkdir(dirname(file), { recursive: true });
    try {
      await writeFile(file, made, { flag: 'wx', mode: 0o600 });
      pem = made;
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
      pem = await readFile(file, 'utf8');
    }
  }
  try {
    return signerFromPem(pem);
  } catch {
    throw new SigningKeyError(
      `${file} does not hold an Ed25519 private key in PKCS#8 PEM: move it away to make a new one, or set SIGNING_KEY`,
      file,
    );
  }
}
