// `npm run build`: a new production build in a folder of its own, made current once complete
// (build-folders.mjs, [startup.safe-updates]); running servers keep serving theirs until restarted.
// `npm run build -- --rollback` points `build` back at the build before the current one instead.
import { buildAndSwitch, rollBack, withBuildLock } from "./build-folders.mjs";

try {
  if (process.argv.includes("--rollback")) await rollBack();
  else await withBuildLock(() => buildAndSwitch({ stdio: "inherit" }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
