import { connect, createServer, type Socket } from 'node:net';
import { listenOnLoopback } from '../../src/testing';

/**
 * What a load balancer does for the cross-instance suite: every connection goes on to the port
 * `target()` names at that moment; `dropAll` cuts the open ones, as an instance dying would.
 */
export async function startTcpProxy(target: () => number) {
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target(), '127.0.0.1');
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', end);
      socket.on('close', end);
    }
    client.pipe(upstream).pipe(client);
  });
  const url = await listenOnLoopback(server);
  return {
    url,
    dropAll() {
      for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
