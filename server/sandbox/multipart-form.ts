import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

export const FORM_LIMITS = {
  /** the whole request body */
  bodyBytes: 64 * 1024,
  /** one field; a route echoed back (at most 10 x 8 items) fits with room to spare */
  fieldBytes: 16 * 1024,
  fields: 10,
  /** past this the sandbox stops reading an oversize body and drops the connection */
  drainBytes: 1024 * 1024,
} as const;

export type FormResult =
  { ok: true; fields: Record<string, string> } | { ok: false; reason: string };

const MULTIPART = /^multipart\/form-data\s*;/i;

/**
 * Reads a multipart/form-data body into text fields. Every way it can go wrong settles with a
 * reason the caller sends back as a 400; it never throws and never waits on a stalled parser.
 */
export function readMultipartForm(
  request: IncomingMessage,
  limits: typeof FORM_LIMITS = FORM_LIMITS,
): Promise<FormResult> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: FormResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const fail = (reason: string) => settle({ ok: false, reason });
    const tooLarge = `Request body is larger than ${limits.bodyBytes / 1024} KB`;

    // Counts every path, the refused ones included: their bodies are read and discarded (so the
    // client can read the reply) up to a hard cap, past which the connection is dropped.
    let parser: busboy.Busboy | null = null;
    let received = 0;
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.drainBytes) {
        request.destroy();
      } else if (received > limits.bodyBytes && parser && !settled) {
        request.unpipe(parser);
        parser.destroy();
        fail(tooLarge);
      }
    });
    request.on('error', () => fail('The request was cut off'));

    const contentType = request.headers['content-type'] ?? '';
    if (!MULTIPART.test(contentType)) {
      fail('Content-Type must be multipart/form-data');
      return;
    }
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limits.bodyBytes) {
      fail(tooLarge);
      return;
    }

    try {
      parser = busboy({
        headers: request.headers,
        limits: {
          fieldNameSize: 100,
          fieldSize: limits.fieldBytes,
          fields: limits.fields,
          files: 0,
          parts: limits.fields,
        },
      });
    } catch {
      fail('Malformed multipart/form-data Content-Type (no boundary)');
      return;
    }

    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let problem: string | null = null;
    const note = (reason: string) => {
      problem ??= reason;
    };

    const form = parser;
    form.on('field', (name, value, info) => {
      if (info.nameTruncated) note('A field name is too long');
      else if (info.valueTruncated) note(`Field ${name} is longer than ${limits.fieldBytes} bytes`);
      else if (Object.hasOwn(fields, name)) note(`Field ${name} is sent more than once`);
      else fields[name] = value;
    });
    // With a files limit of 0 busboy skips every file part and says so here.
    form.on('filesLimit', () => note('File uploads are not accepted'));
    form.on('fieldsLimit', () => note(`More than ${limits.fields} fields`));
    form.on('partsLimit', () => note(`More than ${limits.fields} fields`));
    form.on('error', () => fail('Malformed multipart/form-data body'));
    form.on('close', () => settle(problem ? { ok: false, reason: problem } : { ok: true, fields }));

    request.pipe(form);
  });
}
