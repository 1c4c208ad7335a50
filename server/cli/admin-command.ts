import { resolve } from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { EnvError, parseEnv } from "#app/lib/env.server.ts";
import { AppError, errorReason, isAppError } from "#app/lib/errors.ts";
import { DataDirLockedError } from "#server/boot/data-dir-lock.ts";
import { openSite } from "#server/boot/open-site.ts";
import { SiteDatabaseError } from "#server/boot/open-site-database.ts";
import { createOrPromoteAdmin, describeAdminResult, parseAdminEmail, type PasswordEntry } from "./admin";
import { createSecretReader, PromptCancelledError, type PromptInput } from "./prompt";

export const ADMIN_USAGE = "Usage: npm run admin -- create --email <address>";
export const MISSING_PASSWORD = "Expected the password and its confirmation, one per line (stdin ended before both arrived).";

type CommandIo = {
  argv: string[];
  env: Record<string, string | undefined>;
  stdin: PromptInput;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Cancels a pending password prompt (Ctrl-C outside raw mode, SIGTERM). */
  signal?: AbortSignal;
};

class UsageError extends Error {}

/**
 * `admin create --email <address>`: creates or promotes an admin on the site's own database.
 * Answers the exit code; says what happened in one line on stdout, or why not on stderr.
 */
export async function runAdminCommand({ argv, env: source, stdin, stdout, stderr, signal }: CommandIo): Promise<number> {
  const fail = (message: string, usage = false) => {
    stderr.write(`cosmic-daily admin: ${message}\n${usage ? `${ADMIN_USAGE}\n` : ""}`);
    return 1;
  };

  let email: string;
  try {
    const request = parseRequest(argv);
    if (request === "help") {
      stdout.write(
        `${ADMIN_USAGE}\nCreates an admin with a confirmed email, asking for the password, or makes an existing account an admin.\n`,
      );
      return 0;
    }
    email = parseAdminEmail(request.email);
  } catch (error) {
    if (error instanceof UsageError) return fail(error.message, true);
    if (isAppError(error)) return fail(error.message);
    throw error;
  }

  let env;
  try {
    env = parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return fail(error.message);
    throw error;
  }
  let opened;
  try {
    // The command speaks through stdout and stderr only; the site's own log stays quiet.
    opened = await openSite(env, pino({ level: "silent" }), { joinInstances: false });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      const holder = error.ownerPid ? ` (pid ${error.ownerPid})` : "";
      return fail(
        `a Cosmic Daily server${holder} is using DATA_DIR ${resolve(env.dataDir)}, and its embedded database serves ` +
          "one process only: stop the server first, then run this command again.",
      );
    }
    if (error instanceof SiteDatabaseError) return fail(error.message);
    throw error;
  }

  const secrets = createSecretReader(stdin, stderr, signal);
  try {
    const choosePassword = async (): Promise<PasswordEntry> => {
      const password = await secrets.readSecret("Password for the new admin: ");
      const confirmation = password === undefined ? undefined : await secrets.readSecret("Confirm the password: ");
      if (password === undefined || confirmation === undefined) {
        throw new AppError({ code: "bad_request", status: 400, message: MISSING_PASSWORD });
      }
      return { password, confirmation };
    };
    const result = await createOrPromoteAdmin(opened.site.db, opened.site.auth, { email, choosePassword });
    stdout.write(`${describeAdminResult(result)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof PromptCancelledError) return fail("cancelled; nothing was changed.");
    if (isAppError(error)) return fail(error.message);
    return fail(`could not create or promote ${email}: ${errorReason(error)}`);
  } finally {
    secrets.close();
    await opened.close();
  }
}

function parseRequest(argv: string[]): "help" | { email: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { email: { type: "string" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]!);
  }
  const { values, positionals } = parsed;
  if (values.help) return "help";
  const [command, ...extra] = positionals;
  if (command === undefined) throw new UsageError("missing command");
  if (command !== "create") throw new UsageError(`unknown command "${command}"`);
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (values.email === undefined) throw new UsageError("missing --email");
  return { email: values.email };
}
