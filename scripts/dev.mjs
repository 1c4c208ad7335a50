// `npm run dev`: Vite with hot reload in front of the same Hono server and database.
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { startServer } = await vite.ssrLoadModule("/server/start.ts");
await startServer({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  wrapListener: (listener) => (req, res) => vite.middlewares(req, res, () => listener(req, res)),
});
