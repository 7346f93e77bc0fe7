import type { z } from 'zod';
import { describeIssues } from '../../shared/contract/api.js';
import { badRequest } from './api-error.js';

/** Parses input with a shared schema; a failure becomes a 400 naming every bad field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data;
}
