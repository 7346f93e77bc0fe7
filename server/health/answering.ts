import type { Logger } from '../logging/logger.js';

/** What is watched: a provider (its offers), or a market reference (the market check). */
export type Watched = 'provider' | 'market-reference';

/** How the site learned it: a visitor's call, or the background probe (background-health.ts). */
type Via = 'call' | 'probe';

export interface AnsweringState {
  readonly name: string;
  readonly watched: Watched;
  readonly answering: boolean;
  /** when it stopped answering (epoch ms); null while it answers */
  readonly downSince: number | null;
  /** how it failed, while it does not answer */
  readonly kind: string | null;
  report(answered: boolean, detail: { via: Via; kind?: string; call?: string }): void;
}

const SAID: Record<Watched, { down: string; up: string }> = {
  provider: {
    down: 'provider stopped answering: its offers are left out until it answers again',
    up: 'provider answers again',
  },
  'market-reference': {
    down: 'market reference stopped answering: offers are held to the last good price until it answers again',
    up: 'market reference answers again: offers are checked against it',
  },
};

/**
 * Whether one provider or market reference answers, from whatever asked it last: visitors'
 * calls and the background probe feed the same state, so each outage is one warn line when it
 * begins and one when it ends, however many calls and probes saw it, and the gauge follows.
 */
export function createAnsweringState(options: {
  name: string;
  watched: Watched;
  logger: Pick<Logger, 'warn'>;
  /** the gauge: told each change */
  onChange?: (answering: boolean) => void;
  now?: () => number;
}): AnsweringState {
  const { name, watched, logger } = options;
  const now = options.now ?? Date.now;
  let answering = true;
  let downSince: number | null = null;
  let kind: string | null = null;
  // the field a provider's lines always had, kept for whoever filters on it
  const who = watched === 'provider' ? { provider: name } : { reference: name };
  return {
    name,
    watched,
    get answering() {
      return answering;
    },
    get downSince() {
      return downSince;
    },
    get kind() {
      return kind;
    },
    report(answered, detail) {
      if (!answered) kind = detail.kind ?? 'unknown';
      if (answered === answering) return;
      answering = answered;
      options.onChange?.(answered);
      const call = detail.call ? { call: detail.call } : {};
      if (answered) {
        const downForS = downSince === null ? null : Math.round((now() - downSince) / 1000);
        downSince = null;
        kind = null;
        logger.warn(
          { name, ...who, watched, via: detail.via, downForS, ...call },
          SAID[watched].up,
        );
      } else {
        downSince = now();
        logger.warn({ name, ...who, watched, kind, via: detail.via, ...call }, SAID[watched].down);
      }
    },
  };
}
