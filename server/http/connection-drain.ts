import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/** How long a connection with no request in flight is given, once the stop begins, to send one. */
export const IDLE_GRACE_MS = 1_000;

type Connection = { responses: Set<ServerResponse>; idleTimer: NodeJS.Timeout | undefined };

export type HttpDrain = {
  /**
   * Stops accepting connections and answers every request that reached the server: each one is
   * finished and its connection closed after it; a connection with no request in flight is closed
   * once it has stayed quiet for IDLE_GRACE_MS. What is still open at the deadline is cut.
   * Resolves with the number of connections cut.
   */
  drain: (deadlineMs: number) => Promise<{ cut: number }>;
};

/**
 * Keeps count of the server's connections and their requests from the start, so a stop can tell
 * a connection that is quiet from one whose request has arrived but not been read yet. Node's own
 * closeIdleConnections() (which http.Server.close() also calls) sees no difference, and resets
 * connections whose request is still in the socket's buffer.
 */
export function trackHttpConnections(server: Server): HttpDrain {
  const connections = new Map<Socket, Connection>();
  let draining = false;

  const closeWhenQuiet = (socket: Socket, connection: Connection) => {
    clearTimeout(connection.idleTimer);
    connection.idleTimer = setTimeout(() => {
      if (connection.responses.size === 0) socket.destroy();
    }, IDLE_GRACE_MS);
  };

  server.on("connection", (socket: Socket) => {
    const connection: Connection = { responses: new Set(), idleTimer: undefined };
    connections.set(socket, connection);
    socket.once("close", () => {
      clearTimeout(connection.idleTimer);
      connections.delete(socket);
    });
    if (draining) closeWhenQuiet(socket, connection);
  });

  // Ahead of the app's own listener, so the header is set before anything is written.
  server.prependListener("request", (request, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    clearTimeout(connection.idleTimer);
    connection.responses.add(response);
    if (draining) response.setHeader("Connection", "close");
    response.once("close", () => {
      connection.responses.delete(response);
      // A keep-alive connection whose answer went out before the stop stays open: close it once quiet.
      if (draining && connection.responses.size === 0 && !request.socket.destroyed) closeWhenQuiet(request.socket, connection);
    });
  });

  return {
    drain: (deadlineMs) =>
      new Promise((done) => {
        draining = true;
        let cut = 0;
        const deadline = setTimeout(() => {
          cut = connections.size;
          for (const socket of connections.keys()) socket.destroy();
        }, deadlineMs);
        // net.Server's close: stop accepting, and call back once every connection has closed.
        // (http.Server's close would first drop every connection it thinks idle.)
        NetServer.prototype.close.call(server, () => {
          clearTimeout(deadline);
          done({ cut });
        });
        for (const [socket, connection] of connections) {
          if (connection.responses.size === 0) closeWhenQuiet(socket, connection);
          for (const response of connection.responses) if (!response.headersSent) response.setHeader("Connection", "close");
        }
      }),
  };
}
