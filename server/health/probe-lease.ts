import type { SharedStore } from '../stores/redis.js';
import type { ProbeOutcome } from '../upstream/upstream-port.js';

// One replica's probes serve every replica (docs/decisions/027): the replica holding a short
// lease in the shared store probes and leaves what it found there; the others read it. A lease
// whose holder died runs out, and the next replica to ask takes it.

const LEASE_KEY = 'health:probe-lease';
const RESULTS_KEY = 'health:probe-results';

/** Holds the lease for the asking replica (taken if free, renewed if its own): 1, else 0. */
const HOLD = `local held = redis.call('GET', KEYS[1])
if held == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if not held then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;

export type ProbeResults = Record<string, ProbeOutcome>;

export interface ProbeLease {
  /** true: this replica probes this round; a store that does not answer makes it true too */
  hold(): Promise<boolean>;
  /** the lease holder's results, shared for `ttlMs` */
  publish(results: ProbeResults): Promise<void>;
  /** the holder's latest results; null when none are fresh (it died, or the store is away) */
  read(): Promise<ProbeResults | null>;
}

/** Without a shared store every replica is alone, and probes for itself. */
export const soloLease: ProbeLease = {
  hold: () => Promise.resolve(true),
  publish: () => Promise.resolve(),
  read: () => Promise.resolve(null),
};

/**
 * The lease in the shared store (Redis): held `leaseMs` at a time, renewed each round by its
 * holder; results expire after `resultsMs`, so a reader never takes a dead holder's word for
 * long. Every call is bounded as the store's calls are (shared-store.ts).
 */
export function sharedLease(
  store: SharedStore,
  token: string,
  { leaseMs, resultsMs }: { leaseMs: number; resultsMs: number },
): ProbeLease {
  const run = <T>(call: () => Promise<T>) => store.health.run(call);
  return {
    async hold() {
      try {
        const held = await run(() =>
          store.client.eval(HOLD, { keys: [LEASE_KEY], arguments: [token, String(leaseMs)] }),
        );
        return Number(held) === 1;
      } catch {
        // the store is away: each replica probes for itself until it is back
        return true;
      }
    },
    async publish(results) {
      await run(() => store.client.set(RESULTS_KEY, JSON.stringify(results), { PX: resultsMs }))
        .then(() => undefined)
        .catch(() => undefined);
    },
    async read() {
      try {
        const raw = await run(() => store.client.get(RESULTS_KEY));
        return raw === null ? null : (JSON.parse(raw) as ProbeResults);
      } catch {
        return null;
      }
    },
  };
}
