import { Socket } from "node:net";

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

let redisReachable: Promise<boolean> | undefined;

/** Whether anything answers at TEST_REDIS_URL's address within a second. */
export function isRedisReachable(): Promise<boolean> {
  redisReachable ??= new Promise<boolean>((done) => {
    const url = new URL(TEST_REDIS_URL);
    const socket = new Socket();
    socket.setTimeout(1_000);
    socket.once("connect", () => (socket.destroy(), done(true)));
    socket.once("timeout", () => (socket.destroy(), done(false)));
    socket.once("error", () => done(false));
    socket.connect(Number(url.port || 6379), url.hostname);
  });
  return redisReachable;
}
