import type { Server } from 'socket.io';

/**
 * engine.io hands a socket's waiting packets to its transport in one flush, and the WebSocket
 * transport writes each as its own frame: a burst of chat messages to 50 listeners made one
 * system call per frame, most of the api's time. Corked for the length of a flush, the
 * frames leave in one write. `flush` and `drain` are emitted right before and after the transport
 * is handed the packets, in the same call, so every cork is undone at once.
 */
export function coalesceSocketWrites(io: Server): void {
  io.engine.on('flush', (connection: { request: { socket: { cork(): void } } }) =>
    connection.request.socket.cork(),
  );
  io.engine.on('drain', (connection: { request: { socket: { uncork(): void } } }) =>
    connection.request.socket.uncork(),
  );
}
