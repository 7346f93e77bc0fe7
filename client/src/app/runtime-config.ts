import type { RuntimeConfig } from '../../../shared/contract/api.js';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../../../shared/contract/names.js';

// Checked by hand rather than with the shared zod schema: zod would weigh more than the rest of
// the first page's script.

const FALLBACK: RuntimeConfig = {
  supportUrl: '#',
  socialUrl: '#',
  sandbox: false,
  sentryDsn: null,
};

const isText = (value: unknown): value is string => typeof value === 'string';

/** Reads the settings block the server writes into index.html; a missing or bad block is ignored. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return FALLBACK;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof RuntimeConfig, unknown>>;
    if (
      !isText(value.supportUrl) ||
      !isText(value.socialUrl) ||
      typeof value.sandbox !== 'boolean'
    ) {
      return FALLBACK;
    }
    return {
      supportUrl: value.supportUrl,
      socialUrl: value.socialUrl,
      sandbox: value.sandbox,
      sentryDsn: isText(value.sentryDsn) ? value.sentryDsn : null,
    };
  } catch {
    return FALLBACK;
  }
}
