import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A requester for a server on 127.0.0.1:`port` that answers the bytes as sent: fetch() would
 * decode a compressed body and hide the headers that say how it was sent.
 */
export function rawRequester(port: number) {
  return (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<RawAnswer>((done, fail) => {
      httpRequest({ port, host: "127.0.0.1", path, headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", fail)
        .end();
    });
}
