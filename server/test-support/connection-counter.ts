import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP relay in front of a server that counts the connections through it: how many are open
 * now and the most that were open at once.
 */
export async function startConnectionCounter(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const counts = { open: 0, most: 0 };
  const server = createServer((incoming) => {
    const outgoing = connect(Number(port), hostname);
    sockets.add(incoming).add(outgoing);
    counts.open += 1;
    counts.most = Math.max(counts.most, counts.open);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      counts.open -= 1;
      incoming.destroy();
      outgoing.destroy();
      sockets.delete(incoming);
      sockets.delete(outgoing);
    };
    for (const socket of [incoming, outgoing]) {
      socket.on('error', close);
      socket.on('close', close);
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
