import { existsSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { ownPort } from "./ports";
import { serverHasReadEarlierTraffic, startReadyServer } from "./support";

// These start their own servers, on ports of their own (ports.ts) and their own data directories,
// so they may run side by side.
test.describe.configure({ timeout: 90_000 });

/** A raw HTTP/1.1 connection: what the server sent, in full, once it closes the connection. */
async function openConnection(port: number): Promise<{ socket: Socket; received: Promise<string> }> {
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((done, fail) => socket.once("connect", done).once("error", fail));
  let text = "";
  socket.on("data", (chunk) => (text += String(chunk)));
  const received = new Promise<string>((done) => {
    socket.on("error", (error: NodeJS.ErrnoException) => (text += `\n[${error.code}]`));
    socket.on("close", () => done(text));
  });
  return { socket, received };
}

const healthz = (port: number) => `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;

/** A socket's write, once handed to the system. */
const written = (socket: Socket, data: string) =>
  new Promise<void>((done, fail) => socket.write(data, (error) => (error ? fail(error) : done())));
const answersIn = (text: string) => text.match(/HTTP\/1\.1 200 OK\r\n[\s\S]*?\{"status":"ok"\}/g) ?? [];

test("[startup.shutdown] on SIGTERM a connection the server already holds may still send its request, and it is answered", async () => {
  const server = await startReadyServer({ port: ownPort("graceful-stop/held") });
  // Once the boot's own work is done, the stop is handled the moment the signal arrives.
  // (The run's template has the day's readings, so the boot finds them written.)
  await server.waitForOutput(/daily horoscopes (ready|already written)/);
  const request = healthz(server.port);

  // Kept-alive connections, each done with a first request and quiet since.
  const kept = await Promise.all(Array.from({ length: 8 }, () => openConnection(server.port)));
  const firstAnswers = kept.map(({ socket }) => new Promise<void>((done) => socket.once("data", () => done())));
  for (const { socket } of kept) socket.write(request);
  await Promise.all(firstAnswers);
  // New connections the server has accepted, with no request yet.
  const fresh = await Promise.all(Array.from({ length: 4 }, () => openConnection(server.port)));
  await serverHasReadEarlierTraffic(server.port);

  server.process.kill("SIGTERM");
  // The stop has begun; each connection is still within its second of grace.
  await server.waitForOutput("stopping: no new connections");
  for (const { socket } of [...kept, ...fresh]) socket.write(request);

  const received = await Promise.all([...kept, ...fresh].map(({ received }) => received));
  received.forEach((text, index) => {
    expect(text).not.toContain("[ECONNRESET]");
    expect(answersIn(text)).toHaveLength(index < kept.length ? 2 : 1);
    // The answer given during the stop says the connection closes after it.
    expect(text.toLowerCase().split("http/1.1 200 ok").at(-1)).toContain("\r\nconnection: close\r\n");
  });
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("stopped cleanly");
  expect(existsSync(join(server.dataDir, "server.lock"))).toBe(false);
});

test("[startup.shutdown] a request still running 10 s after SIGTERM is cut; the database is still closed and the exit is 1, logged", async () => {
  const server = await startReadyServer({ port: ownPort("graceful-stop/cut") });
  const { socket, received } = await openConnection(server.port);
  // A body that never finishes arriving keeps its request running for as long as the server lets it.
  await written(
    socket,
    `POST /api/subscribe HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: http://127.0.0.1:${server.port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":`,
  );
  // The request has reached the server, so the stop finds it running.
  await serverHasReadEarlierTraffic(server.port);
  server.process.kill("SIGTERM");

  expect(await server.exited).toBe(1);
  expect(await received).not.toContain("HTTP/1.1");
  // Closing the database released the lock: the next server starts at once.
  expect(existsSync(join(server.dataDir, "server.lock"))).toBe(false);
  const output = server.output();
  expect(output).toContain("database closed");
  expect(output).toContain("requests still running after 10 s; their connections were cut");
  expect(output).toContain('"cut":1');
  expect(output).toContain("stopped after cutting 1 connection(s) whose requests did not finish in time");
});
