import { readFile } from 'node:fs/promises';
import type { z } from 'zod';

/**
 * A JSON-lines store's file as written: its rows, in order, and the lines that could not be read
 * (a line torn by a crash mid-write, or damaged on disk). No file yet: no rows.
 */
export async function readJsonLines<T>(
  file: string,
  schema: z.ZodType<T>,
): Promise<{ rows: T[]; unreadable: string[] }> {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const rows: T[] = [];
  const unreadable: string[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    let parsed;
    try {
      parsed = schema.safeParse(JSON.parse(raw));
    } catch {
      parsed = null;
    }
    if (parsed?.success) rows.push(parsed.data);
    else unreadable.push(raw);
  }
  return { rows, unreadable };
}
