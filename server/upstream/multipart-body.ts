import { randomBytes } from 'node:crypto';

/** One process-wide boundary: random, so no value a visitor types can be made to contain it. */
let boundary = `----swap${randomBytes(12).toString('hex')}`;

/** A field name in its quoted form, escaped as browsers do (WHATWG multipart/form-data). */
const quotedName = (name: string) =>
  name.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');

/**
 * A multipart/form-data body of text fields as one Buffer. The upstream's fields are a few short
 * strings: building them in one string costs far less than form-data's stream of parts.
 */
export function multipartBody(fields: Record<string, string>): {
  body: Buffer;
  contentType: string;
} {
  const values = Object.values(fields);
  while (values.some((value) => value.includes(boundary))) {
    boundary = `----swap${randomBytes(12).toString('hex')}`;
  }
  let text = '';
  for (const [name, value] of Object.entries(fields)) {
    text += `--${boundary}\r\nContent-Disposition: form-data; name="${quotedName(name)}"\r\n\r\n${value}\r\n`;
  }
  text += `--${boundary}--\r\n`;
  return {
    body: Buffer.from(text, 'utf8'),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
