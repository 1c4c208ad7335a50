// `npm start`: builds when the build is missing or older than the sources, then serves, with the
// heap flags for where the database lives (node-flags.mjs). `npm start` passes the embedded
// database's flags itself, so the usual start runs in this process; with DATABASE_URL the server
// runs in a child process started with PostgreSQL's.
import { ensureBuild } from "./ensure-build.mjs";
import { runWithFlags, serverNodeFlags, startedWith } from "./node-flags.mjs";

const entry = ensureBuild("build/server/index.js");
const flags = serverNodeFlags(process.env);
if (startedWith(flags)) await import(entry);
else runWithFlags(entry, flags);
