import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import type { DatabaseHandle } from "#db/client.ts";

/**
 * `/healthz` answers while the process lives; `/readyz` while the database answers a query. The
 * site's own port serves them, and HEALTH_PORT can serve them alone on a second listener: a
 * burst of new connections to the site (hundreds at once) waits in the site port's accept queue,
 * and a health check that opens its own connection would wait behind them and time out, though
 * the process is well and shedding load. The second port's queue holds health checks only.
 */
export function healthRoutes(database: Pick<DatabaseHandle, "ping">) {
  const routes = new Hono();
  routes.get("/healthz", (c) => c.json({ status: "ok" }));
  routes.get("/readyz", async (c) =>
    (await database.ping()) ? c.json({ status: "ready" }) : c.json({ status: "database unavailable" }, 503),
  );
  return routes;
}

/** The HEALTH_PORT listener: the two checks, and 404 for anything else. */
export async function listenForHealthChecks(
  database: Pick<DatabaseHandle, "ping">,
  { port, host }: { port: number; host: string },
): Promise<Server> {
  const app = new Hono();
  app.route("/", healthRoutes(database));
  app.notFound((c) => c.json({ error: { code: "not_found", message: "This port answers /healthz and /readyz only." } }, 404));
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  });
  return server;
}
