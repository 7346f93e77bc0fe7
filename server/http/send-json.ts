import type { Response } from 'express';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A JSON reply written directly: the type, length and body res.json would send, without its
 * per-call work for a reply on the hot path (Express reads the type back and parses it to add the
 * charset, and checks freshness against an ETag we never send; decision 013).
 */
export function sendJson(res: Response, body: unknown): void {
  const text = JSON.stringify(body);
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
