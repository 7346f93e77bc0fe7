import type { Alert } from '../alerts/alert-mail.js';
import type { Alerts } from '../alerts/alerts.js';

/** Alerts that are only recorded, for a test to read what support would hear of. */
export function recordingAlerts(): Alerts & { raised: Alert[] } {
  const raised: Alert[] = [];
  return {
    raised,
    raise: (alert) => void raised.push(alert),
    flush: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
