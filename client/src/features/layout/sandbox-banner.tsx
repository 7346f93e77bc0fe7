import { useRuntimeConfig } from '../../lib/runtime-config-context.js';

/** Shown on every page when the site runs against the simulated price service. */
export function SandboxBanner() {
  const { sandbox } = useRuntimeConfig();
  if (!sandbox) return null;
  return (
    <div className="sandbox-banner" role="note">
      <strong>SANDBOX</strong> Prices and orders are simulated; no real funds move.
    </div>
  );
}
