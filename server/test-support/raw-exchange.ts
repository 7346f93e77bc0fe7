import { connect } from 'node:net';

/**
 * Sends `head` on a raw connection, then `trickle` a byte every 100 ms (a slow client, or one
 * holding a connection on purpose); resolves with all the server answered once it closes.
 */
export function rawExchange(url: string, head: string, trickle = '') {
  const { hostname, port } = new URL(url);
  return new Promise<{ reply: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let reply = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ reply, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
    let sent = 0;
    if (trickle) {
      timer = setInterval(() => {
        if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]!);
      }, 100);
    }
  });
}

/** A JSON order body whose length is announced up front, and the head that announces it. */
export function slowOrderRequest(): { head: string; body: string } {
  const body = JSON.stringify({ from: 'BNB', to: 'ETH', amount: '1' });
  return {
    head:
      `POST /api/orders HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`,
    body,
  };
}
