// `npm run admin -- create --email <address>`: the operator command, built like `npm start`.
import { ensureBuild } from "./ensure-build.mjs";

await import(ensureBuild("build/server/admin.js"));
