/**
 * The one PROXY protocol v1 header this site accepts: the line tor sends first on every
 * connection to an onion service with `HiddenServiceExportCircuitID haproxy`, e.g.
 * `PROXY TCP6 fc00:dead:beef:4dad::0:29a ::1 666 80\r\n`. Tor hides the circuit's 32-bit id in
 * the last two groups of the source address; the rest of the line carries nothing we use.
 */

/** The longest v1 header the protocol allows, CRLF included. */
export const MAX_PROXY_LINE_BYTES = 107;

const TOR_LINE =
  /^PROXY TCP6 fc00:dead:beef:4dad::([0-9a-f]{1,4}):([0-9a-f]{1,4}) ::1 (\d{1,5}) (\d{1,5})$/;

const isPort = (text: string) => !/^0\d/.test(text) && Number(text) <= 65535;

/** The Tor circuit id in tor's PROXY line (without its CRLF), or null for any other line. */
export function circuitOfProxyLine(line: string): number | null {
  const match = TOR_LINE.exec(line);
  if (!match) return null;
  const [, high = '', low = '', sourcePort = '', targetPort = ''] = match;
  if (!isPort(sourcePort) || !isPort(targetPort)) return null;
  return ((parseInt(high, 16) << 16) | parseInt(low, 16)) >>> 0;
}
