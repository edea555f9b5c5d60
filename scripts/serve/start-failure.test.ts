import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { stackPortsFromEnv } from '../stack-layout.ts';
import { describeStartFailure } from './start-failure.ts';

const ports = stackPortsFromEnv({ PORT_SUPPORT: '3103' });

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

const addressInUse = (port: number) =>
  Object.assign(new Error(`listen EADDRINUSE: address already in use 127.0.0.1:${port}`), {
    code: 'EADDRINUSE',
    port,
  });

describe('describeStartFailure: what npm start says when its servers cannot start', () => {
  it('names a taken port and the variable that moves it, 100 higher', () => {
    expect(describeStartFailure(addressInUse(3103), ports)).toBe(
      [
        'Port 3103 is in use by another program (another npm start, perhaps).',
        'Stop it, or choose another port: PORT_SUPPORT=3203 npm start (docs/architecture.md).',
      ].join('\n'),
    );
    expect(describeStartFailure(addressInUse(4000), ports)).toContain(
      'choose another port: PORT_API=4100 npm start',
    );
  });

  it("reads the port from Node's own EADDRINUSE error", async () => {
    const holder = createServer();
    const second = createServer();
    await listen(holder, 0);
    const { port } = holder.address() as { port: number };
    try {
      const error = await listen(second, port).catch((reason: unknown) => reason);
      expect(describeStartFailure(error, stackPortsFromEnv({ PORT_HOST: String(port) }))).toBe(
        [
          `Port ${port} is in use by another program (another npm start, perhaps).`,
          `Stop it, or choose another port: PORT_HOST=${port + 100} npm start (docs/architecture.md).`,
        ].join('\n'),
      );
    } finally {
      second.close();
      holder.close();
    }
  });

  it('prints any other failure as is (a port the stack does not use, another code, a thrown value)', () => {
    const unknownPort = addressInUse(5432);
    expect(describeStartFailure(unknownPort, ports)).toBe(unknownPort.stack);
    const denied = Object.assign(new Error('listen EACCES: permission denied'), {
      code: 'EACCES',
      port: 3000,
    });
    expect(describeStartFailure(denied, ports)).toBe(denied.stack);
    expect(describeStartFailure('no dist folder', ports)).toBe('no dist folder');
    expect(describeStartFailure(undefined, ports)).toBe('undefined');
  });
});
