// `npm run admin -- create --email <address>`: the operator command, built like `npm start`.
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.mjs";

await import(pathToFileURL(await ensureBuild("server/admin.js", { hold: true })).href);
