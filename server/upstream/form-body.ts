import FormData from 'form-data';

/** A boundary as form-data draws them (96 random bits). */
const drawBoundary = () => new FormData().getBoundary();

/**
 * One boundary for the process, drawn by form-data: drawing one per body cost a third of the
 * body's making (a random-bytes call each), and a boundary never leaves the BFF-to-upstream leg,
 * so nobody can aim a value at it. A value that does contain it gets a new one.
 */
let boundary = drawBoundary();

/**
 * A multipart/form-data body of text fields, built by form-data, as one Buffer: undici then sends
 * it with its length in one write, where form-data's stream would go out part by part, chunked.
 * form-data escapes field names as browsers do (WHATWG).
 */
export function formBody(fields: Record<string, string>): { body: Buffer; contentType: string } {
  const values = Object.values(fields);
  while (values.some((value) => value.includes(boundary))) boundary = drawBoundary();
  const form = new FormData();
  form.setBoundary(boundary);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return { body: form.getBuffer(), contentType: form.getHeaders()['content-type'] as string };
}
