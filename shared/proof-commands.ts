// The commands and paths a visitor uses to check a signed document, written once: the order
// page, /verify, the documents themselves and the tests show exactly these.

export type SignedName = 'guarantee' | 'receipt';

/** Where the public key with this id (the SHA-256 of its DER form, in hex) is served. */
export const signingKeyPath = (keyId: string): string => `/signing-key/${keyId}.pem`;

/** The file name a served public key is saved as: the one the commands below read. */
export const SIGNING_KEY_FILE_NAME = 'signing-key.pem';

/** Checks a saved document against its saved signature with the saved public key. */
export const verifyCommand = (name: SignedName): string =>
  `openssl pkeyutl -verify -pubin -inkey ${SIGNING_KEY_FILE_NAME} -rawin -in ${name}.txt -sigfile ${name}.sig`;

/** Prints a saved public key's id, to compare with the one a document names. */
export const FINGERPRINT_COMMAND = `openssl pkey -pubin -in ${SIGNING_KEY_FILE_NAME} -outform DER | sha256sum`;
