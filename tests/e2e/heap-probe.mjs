// Loaded into a server process under test with NODE_OPTIONS="--expose-gc --import <this file>":
// on SIGUSR2 it collects garbage and writes the memory figures as one line on stderr, so a test
// can read the live heap of a process it only talks to over HTTP. The server never sees it.
process.on("SIGUSR2", () => {
  globalThis.gc?.();
  globalThis.gc?.();
  process.stderr.write(`heap-probe ${JSON.stringify(process.memoryUsage())}\n`);
});
