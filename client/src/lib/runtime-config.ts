import type { RuntimeConfig } from '../../../shared/contract/api.js';
import {
  PRIVACY_ROUTES,
  RUNTIME_CONFIG_ELEMENT_ID,
  type PrivacyRoute,
} from '../../../shared/contract/names.js';

// Checked by hand rather than with the shared zod schema: zod would weigh more than the rest of
// the first page's script. It accepts exactly what `runtimeConfigSchema` of shared/contract/api.ts
// accepts (runtime-config.test.ts proves the two agree).

/** What the page uses without a usable settings block: no links, not sandboxed, no reporting. */
export const FALLBACK_RUNTIME_CONFIG: RuntimeConfig = {
  supportUrl: '#',
  socialUrl: '#',
  sandbox: false,
  sentryDsn: null,
  refundAndMemo: false,
  privacyRoute: 'service',
};

const isText = (value: unknown): value is string => typeof value === 'string';

/** The block's value as a RuntimeConfig (its known fields only), or null if it is not one. */
function toRuntimeConfig(value: unknown): RuntimeConfig | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { supportUrl, socialUrl, sandbox, sentryDsn, refundAndMemo, privacyRoute } =
    value as Record<string, unknown>;
  if (!isText(supportUrl) || !isText(socialUrl) || typeof sandbox !== 'boolean') return null;
  if (sentryDsn !== null && !isText(sentryDsn)) return null;
  if (typeof refundAndMemo !== 'boolean') return null;
  if (!PRIVACY_ROUTES.includes(privacyRoute as PrivacyRoute)) return null;
  return {
    supportUrl,
    socialUrl,
    sandbox,
    sentryDsn,
    refundAndMemo,
    privacyRoute: privacyRoute as PrivacyRoute,
  };
}

/** Reads the settings block the server writes into index.html; a missing or bad block is ignored. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return FALLBACK_RUNTIME_CONFIG;
  try {
    return toRuntimeConfig(JSON.parse(text)) ?? FALLBACK_RUNTIME_CONFIG;
  } catch {
    return FALLBACK_RUNTIME_CONFIG;
  }
}
