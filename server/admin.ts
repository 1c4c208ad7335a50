// The operator command's entry (`npm run admin -- …`), bundled beside the server as
// build/server/admin.js. Like index.ts, it settles the mode before anything else is imported.
process.env.NODE_ENV ??= "production";

const { runAdminCommand } = await import("./cli/admin-command");

// A first interrupt cancels the password prompt, but a write under way finishes, so PGlite is
// always closed cleanly; a second one is the way out of a database that does not answer.
const interrupted = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted.signal.aborted) process.exit(130);
    interrupted.abort();
  });
}

process.exitCode = await runAdminCommand({
  argv: process.argv.slice(2),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  signal: interrupted.signal,
});

// No static imports (they would load before NODE_ENV is settled), so this marks it a module.
export {};
