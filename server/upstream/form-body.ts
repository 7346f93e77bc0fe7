import FormData from 'form-data';

/**
 * A multipart/form-data body of text fields, built by form-data, as one Buffer: undici then sends
 * it with its length in one write, where form-data's stream would go out part by part, chunked.
 * Each body has its own random boundary (form-data's, 96 bits); in the rare case a value already
 * contains it, the body is built again under a new one, so no value can end its part early. Field
 * names are escaped by form-data as browsers do (WHATWG).
 */
export function formBody(fields: Record<string, string>): { body: Buffer; contentType: string } {
  const values = Object.values(fields);
  let form = new FormData();
  while (values.some((value) => value.includes(form.getBoundary()))) form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return { body: form.getBuffer(), contentType: form.getHeaders()['content-type'] as string };
}
