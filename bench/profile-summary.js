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
 * @property {{ functionName: string, url: string, lineNumber?: number }} callFrame
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
  const bench = /\/bench\/([^/]+)$/.exec(url);
  if (bench) return `bench: ${bench[1]}`;
  const ours = /\/dist\/(server|shared|ssr)\/(?:([^/]+)\/)?/.exec(url);
  if (ours)
    return ours[2] && !ours[2].endsWith('.js') ? `app: ${ours[1]}/${ours[2]}` : `app: ${ours[1]}`;
  return 'other';
}

/**
 * Self time per key of a profile's functions: idle time and the profiler's own left out, a native
 * function's time counted for its nearest JavaScript caller.
 * @param {CpuProfile} profile
 * @param {(node: ProfileNode) => string} keyOf
 */
function selfTime(profile, keyOf) {
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, string | null>} */
  const ownBucket = new Map(profile.nodes.map((node) => [node.id, bucketOf(node.callFrame)]));
  /** A native function's node is its nearest JavaScript caller's. */
  const ownerOf = (/** @type {number} */ id) => {
    let at = /** @type {number | undefined} */ (id);
    while (at !== undefined && ownBucket.get(at) === NATIVE) at = parentOf.get(at);
    return at ?? id;
  };
  /** @type {Map<string, number>} */
  const microseconds = new Map();
  let busy = 0;
  /** idle time and the profiler's own */
  let idle = 0;
  profile.samples.forEach((nodeId, index) => {
    // timeDeltas[i] is the time since the previous sample: the span that ended in sample i.
    const span = Math.max(0, profile.timeDeltas[index] ?? 0);
    const owner = ownerOf(nodeId);
    const bucket = ownBucket.get(owner);
    if (bucket === null || bucket === undefined) {
      idle += span;
      return;
    }
    busy += span;
    const key = keyOf(/** @type {ProfileNode} */ (nodes.get(owner)));
    microseconds.set(key, (microseconds.get(key) ?? 0) + span);
  });
  const rows = [...microseconds]
    .map(([key, us]) => ({ key, ms: Math.round(us / 1000), share: busy > 0 ? us / busy : 0 }))
    .sort((a, b) => b.ms - a.ms || b.share - a.share);
  return { busyMs: Math.round(busy / 1000), idleMs: Math.round(idle / 1000), rows };
}

/**
 * Self time per bucket, largest first, as milliseconds and shares of the busy (non-idle) time.
 * @param {CpuProfile} profile
 */
export function summarizeProfile(profile) {
  const { rows, ...time } = selfTime(profile, (node) => bucketOf(node.callFrame) ?? NATIVE);
  return { ...time, rows: rows.map(({ key, ...row }) => ({ bucket: key, ...row })) };
}

/**
 * The functions with the most self time, each as `name file:line` beside its bucket: where inside
 * a package or folder of ours the time goes.
 * @param {CpuProfile} profile
 * @param {number} [count]
 */
export function topFunctions(profile, count = 20) {
  const { rows } = selfTime(profile, (node) => {
    const { functionName, url } = node.callFrame;
    const place =
      url
        .split('/node_modules/')
        .at(-1)
        ?.replace(/^.*\/(dist|bench)\//, '$1/') ?? url;
    const line = node.callFrame.lineNumber;
    const name = functionName || '(anonymous)';
    return `${name} ${place || '(native)'}${line === undefined || !url ? '' : `:${line + 1}`}`;
  });
  return rows.slice(0, count).map(({ key, ...row }) => ({ function: key, ...row }));
}
