import type { Socket } from 'node:net';

// The Tor circuit each onion connection arrived on, read from its PROXY line before HTTP starts.
// Held beside the socket rather than in a header, so no request can claim one.
const circuits = new WeakMap<Socket, number>();

export function rememberCircuit(socket: Socket, circuit: number): void {
  circuits.set(socket, circuit);
}

/** The circuit a request came on, or undefined when it did not come through tor. */
function circuitOf(req: { socket: Socket }): number | undefined {
  return circuits.get(req.socket);
}

/** Whether a request came through the listener for tor. */
export function cameThroughTor(req: { socket: Socket }): boolean {
  return circuits.has(req.socket);
}

/** The rate-limit key of a request that came through tor: its circuit, never the shared 127.0.0.1. */
export function circuitKey(req: { socket: Socket }): string | undefined {
  const circuit = circuitOf(req);
  return circuit === undefined ? undefined : `tor-circuit:${circuit}`;
}
