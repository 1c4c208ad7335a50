import { StringDecoder } from "node:string_decoder";

export type PromptInput = NodeJS.ReadableStream & {
  isTTY?: boolean;
  setRawMode?: (mode: boolean) => unknown;
};

export class PromptCancelledError extends Error {
  override name = "PromptCancelledError";
}

type SecretReader = {
  /** Answers the next line; on a terminal it shows `question` and echoes nothing typed. */
  readSecret: (question: string) => Promise<string | undefined>;
  /** Stops listening, so an open stdin does not keep the process alive. */
  close: () => void;
};

const CTRL_C = "\u0003";
const CTRL_D = "\u0004";
const BACKSPACES = new Set(["\u007f", "\b"]);

/**
 * Secrets one line at a time. On a terminal the input is read in raw mode, so nothing typed is
 * echoed (Ctrl-C cancels, backspace edits); otherwise lines are read as they come, so a script
 * can pipe them in. The end of input answers undefined; `signal` cancels a pending read.
 */
export function createSecretReader(input: PromptInput, prompts: NodeJS.WritableStream, signal?: AbortSignal): SecretReader {
  const terminal = Boolean(input.isTTY && input.setRawMode);
  const decoder = new StringDecoder("utf8");
  let buffered = "";
  let ended = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  let listening = false;

  const onData = (chunk: string | Buffer) => {
    buffered += typeof chunk === "string" ? chunk : decoder.write(chunk);
    wake?.();
  };
  const onEnd = () => {
    ended = true;
    wake?.();
  };
  const onError = (error: Error) => {
    failure = error;
    wake?.();
  };
  const onAbort = () => onError(new PromptCancelledError("cancelled"));
  if (signal?.aborted) onAbort();
  signal?.addEventListener("abort", onAbort, { once: true });

  function listen() {
    if (listening) return;
    listening = true;
    input.on("data", onData);
    input.on("end", onEnd);
    input.on("error", onError);
    input.resume();
  }

  /** Takes one complete line from the buffer, or undefined when none has arrived yet. */
  function takeLine(): string | undefined {
    if (!terminal) {
      const end = buffered.indexOf("\n");
      if (end === -1) return undefined;
      const line = buffered.slice(0, end).replace(/\r$/, "");
      buffered = buffered.slice(end + 1);
      return line;
    }
    let line = "";
    for (let index = 0; index < buffered.length; index++) {
      const character = buffered[index]!;
      if (character === "\r" || character === "\n") {
        buffered = buffered.slice(index + (buffered[index + 1] === "\n" && character === "\r" ? 2 : 1));
        return line;
      }
      if (character === CTRL_C || (character === CTRL_D && line === "")) throw new PromptCancelledError("cancelled");
      if (BACKSPACES.has(character)) line = Array.from(line).slice(0, -1).join("");
      else if (character >= " ") line += character;
    }
    return undefined;
  }

  async function readSecret(question: string): Promise<string | undefined> {
    if (terminal) {
      prompts.write(question);
      input.setRawMode!(true);
    }
    listen();
    try {
      for (;;) {
        if (failure) throw failure;
        const line = takeLine();
        if (line !== undefined) return line;
        if (ended) {
          const rest = buffered + decoder.end();
          buffered = "";
          return rest === "" || terminal ? undefined : rest.replace(/\r$/, "");
        }
        await new Promise<void>((done) => (wake = done));
        wake = undefined;
      }
    } finally {
      if (terminal) {
        input.setRawMode!(false);
        prompts.write("\n");
      }
    }
  }

  return {
    readSecret,
    close() {
      signal?.removeEventListener("abort", onAbort);
      if (!listening) return;
      input.off("data", onData);
      input.off("end", onEnd);
      input.off("error", onError);
      input.pause();
    },
  };
}
