// `npm start`: builds when the build is missing or older than the sources, then serves.
import { ensureBuild } from "./ensure-build.mjs";

await import(ensureBuild("build/server/index.js"));
