import { PassThrough, Readable } from "node:stream";
import { expect, test } from "vitest";
import { createSecretReader, PromptCancelledError } from "./prompt";

/** A stand-in terminal: what is typed goes in; raw-mode switches and prompts are recorded. */
function fakeTerminal() {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      input.rawModes.push(mode);
    },
  });
  let shown = "";
  const output = new PassThrough();
  output.on("data", (chunk) => (shown += String(chunk)));
  return { input, output, shown: () => shown };
}

const tick = () => new Promise((done) => setImmediate(done));

test("on a terminal it prompts, echoes nothing, honours backspace and restores the terminal", async () => {
  const terminal = fakeTerminal();
  const reader = createSecretReader(terminal.input, terminal.output);
  const first = reader.readSecret("Password: ");
  terminal.input.write("stars");
  await tick();
  terminal.input.write("\u007f\u007fdust\r");
  expect(await first).toBe("stadust");
  const second = reader.readSecret("Again: ");
  terminal.input.write("stadust\r");
  expect(await second).toBe("stadust");
  reader.close();
  expect(terminal.shown()).toBe("Password: \nAgain: \n");
  expect(terminal.input.rawModes).toEqual([true, false, true, false]);
});

test("on a terminal Ctrl-C cancels the prompt and leaves raw mode", async () => {
  const terminal = fakeTerminal();
  const reader = createSecretReader(terminal.input, terminal.output);
  const answer = reader.readSecret("Password: ");
  terminal.input.write("sec\u0003");
  await expect(answer).rejects.toBeInstanceOf(PromptCancelledError);
  reader.close();
  expect(terminal.input.rawModes).toEqual([true, false]);
});

test("from a pipe it reads lines as they come, keeping spaces, dropping CR, and answers undefined at the end", async () => {
  const reader = createSecretReader(Readable.from(["  two words \r\nsec", "ond\nlast-without-newline"]), new PassThrough());
  expect(await reader.readSecret("ignored")).toBe("  two words ");
  expect(await reader.readSecret("ignored")).toBe("second");
  expect(await reader.readSecret("ignored")).toBe("last-without-newline");
  expect(await reader.readSecret("ignored")).toBeUndefined();
  reader.close();
});

test("a multi-byte character split across chunks arrives whole", async () => {
  const bytes = Buffer.from("étoile✦\n", "utf8");
  const reader = createSecretReader(Readable.from([bytes.subarray(0, 1), bytes.subarray(1, 9), bytes.subarray(9)]), new PassThrough());
  expect(await reader.readSecret("ignored")).toBe("étoile✦");
  reader.close();
});

test("an abort cancels a read that waits for input, and one that has not started", async () => {
  const interrupted = new AbortController();
  const input = new PassThrough();
  const reader = createSecretReader(input, new PassThrough(), interrupted.signal);
  const waiting = reader.readSecret("ignored");
  interrupted.abort();
  await expect(waiting).rejects.toBeInstanceOf(PromptCancelledError);
  await expect(reader.readSecret("ignored")).rejects.toBeInstanceOf(PromptCancelledError);
  reader.close();
  expect(input.listenerCount("data")).toBe(0);
});
