/**
 * Run by free-port.test.ts inside a network namespace of its own whose ephemeral range is a few
 * ports wide: short outgoing connections flood that range while servers are started two ways,
 * and the probe prints how often each way found its port taken when it came to bind.
 * - pick-then-bind: the OS's free port (listen on 0, close), bound a moment later;
 * - outside the ephemeral range: `unusedPorts`, bound a moment later too, with no second try (the
 *   stacks' retry is for another stack drawing the same number, and a remote or the api started
 *   again takes the port it had, so the port itself must not be lost).
 */
import { createServer, connect, type Server } from 'node:net';
import { unusedPorts } from './free-port.ts';

const TRIALS = 40;
const FLOOD_LOOPS = 24;
/** The gap between choosing a port and binding it (the stacks seed a database in between). */
const GAP_MS = 15;

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function osFreePort(): Promise<number> {
  const server = await listen(0);
  const address = server.address();
  await close(server);
  return typeof address === 'object' && address ? address.port : 0;
}

/** Connections that open and end as fast as they can, each taking an ephemeral port meanwhile. */
async function startFlood(): Promise<() => void> {
  // The sink ends each connection first, so the waiting TIME_WAIT is on its side, not the ports'.
  const sink = createServer((socket) => socket.destroy());
  const [sinkPort] = (await unusedPorts(1)) as [number];
  await new Promise<void>((resolve) => sink.listen(sinkPort, '127.0.0.1', resolve));
  let running = true;
  const loop = () => {
    if (!running) return;
    const socket = connect(sinkPort, '127.0.0.1');
    socket.on('error', () => {});
    socket.on('close', () => setTimeout(loop, 0));
  };
  for (let index = 0; index < FLOOD_LOOPS; index++) loop();
  await pause(50);
  return () => {
    running = false;
    sink.close();
  };
}

async function collisions(start: () => Promise<Server>): Promise<number> {
  let taken = 0;
  for (let trial = 0; trial < TRIALS; trial++) {
    try {
      await close(await start());
    } catch {
      taken++;
    }
  }
  return taken;
}

const stopFlood = await startFlood();
const pickThenBind = await collisions(async () => {
  const port = await osFreePort();
  await pause(GAP_MS);
  return listen(port);
});
const outsideEphemeral = await collisions(async () => {
  const [port] = (await unusedPorts(1)) as [number];
  await pause(GAP_MS);
  return listen(port);
});
stopFlood();
console.log(JSON.stringify({ trials: TRIALS, pickThenBind, outsideEphemeral }));
process.exit(0);
