// @ts-check
/**
 * Sums a V8 CPU profile (node --cpu-prof) by where the code lives: each npm package, each part of
 * node's core, our own server folders, and the engine's own work (garbage collection, native code).
 * Self time only: a package's share is the time spent in its own functions, not in what they call,
 * except that native functions (a socket's writev, a hash's digest) count for the JavaScript that
 * called them, so writing a reply counts as node's http or net work rather than as "native".
 */

/**
 * @typedef {object} ProfileNode
 * @property {number} id
 * @property {{ functionName: string, url: string }} callFrame
 * @property {number[]} [children]
 */

/**
 * @typedef {object} CpuProfile
 * @property {ProfileNode[]} nodes
 * @property {number[]} samples
 * @property {number[]} timeDeltas
 */

/** node's core modules, grouped as a reader of the profile thinks of them */
const CORE_GROUPS = [
  [/http|_http_|llhttp/, 'node: http'],
  // stream_base_commons is where a socket's bytes are written (writev)
  [/net|tcp|dns|socket|stream_base_commons/, 'node: net, socket writes'],
  [/stream/, 'node: streams'],
  [/events|event_target/, 'node: events'],
  [
    /timers|process\/task_queues|async_hooks|promise|abort_controller/,
    'node: timers, promises, abort',
  ],
  [/buffer|string_decoder|util|url|querystring/, 'node: buffers, url, util'],
];

const NATIVE = 'native, called from nowhere in JavaScript';

/**
 * Where one function lives.
 * @param {{ functionName: string, url: string }} frame
 * @returns {string | null} null for idle time, which is no one's cost, and for the profiler's own
 *   work (node:inspector), which only the measuring adds
 */
export function bucketOf(frame) {
  const { url, functionName } = frame;
  if (url === 'node:inspector') return null;
  if (!url) {
    if (functionName === '(idle)') return null;
    if (functionName === '(garbage collector)') return 'V8: garbage collector';
    if (functionName === '(program)') return 'V8: program (native, unattributed)';
    return NATIVE;
  }
  const packagePath = url.split('/node_modules/').at(-1);
  if (packagePath !== undefined && packagePath !== url) {
    const [scope, name] = packagePath.split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? 'unknown package');
  }
  if (url.startsWith('node:')) {
    const module = url.slice('node:'.length);
    for (const [pattern, group] of CORE_GROUPS) {
      if (/** @type {RegExp} */ (pattern).test(module)) return /** @type {string} */ (group);
    }
    return 'node: other core';
  }
  const ours = /\/dist\/(server|shared|ssr)\/(?:([^/]+)\/)?/.exec(url);
  if (ours)
    return ours[2] && !ours[2].endsWith('.js') ? `app: ${ours[1]}/${ours[2]}` : `app: ${ours[1]}`;
  return 'other';
}

/**
 * Self time per bucket, largest first, as milliseconds and shares of the busy (non-idle) time.
 * @param {CpuProfile} profile
 */
export function summarizeProfile(profile) {
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  /** @type {Map<number, string | null>} */
  const ownBucket = new Map(profile.nodes.map((node) => [node.id, bucketOf(node.callFrame)]));
  /** A native function's bucket is its nearest JavaScript caller's. */
  const bucketOfNode = (/** @type {number} */ id) => {
    let at = /** @type {number | undefined} */ (id);
    while (at !== undefined && ownBucket.get(at) === NATIVE) at = parentOf.get(at);
    return at === undefined ? NATIVE : ownBucket.get(at);
  };
  /** @type {Map<string, number>} */
  const microseconds = new Map();
  let busy = 0;
  /** idle time and the profiler's own */
  let idle = 0;
  profile.samples.forEach((nodeId, index) => {
    // timeDeltas[i] is the time since the previous sample: the span that ended in sample i.
    const span = Math.max(0, profile.timeDeltas[index] ?? 0);
    const bucket = bucketOfNode(nodeId);
    if (bucket === null || bucket === undefined) {
      idle += span;
      return;
    }
    busy += span;
    microseconds.set(bucket, (microseconds.get(bucket) ?? 0) + span);
  });
  const rows = [...microseconds]
    .map(([bucket, us]) => ({
      bucket,
      ms: Math.round(us / 1000),
      share: busy > 0 ? us / busy : 0,
    }))
    .sort((a, b) => b.ms - a.ms);
  return { busyMs: Math.round(busy / 1000), idleMs: Math.round(idle / 1000), rows };
}
