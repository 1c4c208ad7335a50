import { afterAll, vi } from "vitest";

// The test files of a worker thread share its modules and globals (vitest.config.ts), so what a
// file stubbed or faked is put back before the next file runs, whether or not the file did so.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
