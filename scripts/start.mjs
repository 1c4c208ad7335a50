// `npm start`: builds when the build is missing or older than the sources, then serves, with the
// heap flags for where the database lives (node-flags.mjs). `npm start` passes the embedded
// database's flags itself, so the usual start runs in this process; with DATABASE_URL the server
// runs in a child process started with PostgreSQL's. The server runs from the real folder of the
// build current at its start, held for as long as this process runs, so a later build or a second
// start never changes the files under it ([startup.safe-updates]).
import cluster from "node:cluster";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.mjs";
import { runWithFlags, serverNodeFlags, startedWith } from "./node-flags.mjs";

const entry = await ensureBuild("server/index.js", { hold: true }).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const flags = serverNodeFlags(process.env);
if (startedWith(flags)) {
  // Workers (WEB_CONCURRENCY) run that entry, not this script again: every one serves the same build.
  cluster.setupPrimary({ exec: entry });
  await import(pathToFileURL(entry).href);
} else {
  runWithFlags(entry, flags);
}
