import { describe, expect, test } from "vitest";
import { classifySendError, describeSendError, serverAnswer, withoutAddresses } from "./send-errors";

/** An error shaped as nodemailer's SMTP connection makes them: code, the server's reply, its code and the command. */
function smtpError(code: string, command: string, response?: string, message = "Recipient command failed") {
  const error = Object.assign(new Error(response ? `${message}: ${response}` : message), { code, command });
  if (response) Object.assign(error, { response, responseCode: Number(response.slice(0, 3)) });
  return error;
}

describe("classifySendError", () => {
  test("a 5xx refusal of the recipient or the message is a bounce", () => {
    expect(classifySendError(smtpError("EENVELOPE", "RCPT TO", "501 Bad recipient address syntax"))).toBe("bounce");
    expect(classifySendError(smtpError("EENVELOPE", "RCPT TO", "550 5.1.1 mailbox unavailable"))).toBe("bounce");
    expect(classifySendError(smtpError("EENVELOPE", "RCPT TO", "553 mailbox name not allowed"))).toBe("bounce");
    expect(classifySendError(smtpError("EMESSAGE", "DATA", "554 5.7.1 message rejected", "Message failed"))).toBe("bounce");
    expect(classifySendError(smtpError("EENVELOPE", "DATA", "552 message size exceeds limit", "Data command failed"))).toBe("bounce");
  });

  test("4xx answers are temporary", () => {
    expect(classifySendError(smtpError("EENVELOPE", "RCPT TO", "450 mailbox busy, try later"))).toBe("transient");
    expect(classifySendError(smtpError("EENVELOPE", "RCPT TO", "451 4.7.1 greylisted"))).toBe("transient");
    expect(classifySendError(smtpError("EMESSAGE", "DATA", "452 insufficient storage", "Message failed"))).toBe("transient");
    expect(classifySendError(smtpError("ECONNECTION", "CONN", "421 too many connections"))).toBe("transient");
  });

  test("connections that fail, time out or are aborted are temporary", () => {
    expect(classifySendError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ECONNECTION", command: "CONN" }))).toBe(
      "transient",
    );
    expect(classifySendError(Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT", command: "CONN" }))).toBe(
      "transient",
    );
    expect(classifySendError(Object.assign(new Error("Connection closed unexpectedly"), { code: "ESOCKET" }))).toBe("transient");
    expect(classifySendError(Object.assign(new Error("Message sending aborted"), { code: "EABORT" }))).toBe("transient");
    expect(classifySendError(new Error("something else"))).toBe("transient");
    expect(classifySendError("a string")).toBe("transient");
    expect(classifySendError(null)).toBe("transient");
  });

  test("5xx answers about the session or the site's own setup are temporary, never a bounce", () => {
    // A wrong password or a refused sender would otherwise bounce every address on the list.
    expect(classifySendError(smtpError("EAUTH", "AUTH PLAIN", "535 5.7.8 authentication failed", "Invalid login"))).toBe("transient");
    expect(classifySendError(smtpError("EENVELOPE", "MAIL FROM", "550 5.7.1 sender not allowed", "Mail command failed"))).toBe("transient");
    expect(classifySendError(smtpError("EPROTOCOL", "CONN", "554 no SMTP service here", "Invalid greeting"))).toBe("transient");
    expect(classifySendError(smtpError("EENVELOPE", "RCPT TO", "503 bad sequence of commands"))).toBe("transient");
  });

  test("an envelope nodemailer refuses before any server sees it is refused for good, but is no bounce", () => {
    expect(classifySendError(smtpError("EENVELOPE", "API", undefined, 'Invalid recipient "a@b@c"'))).toBe("refused");
    expect(classifySendError(smtpError("EMESSAGE", "API", undefined, "Empty message"))).toBe("refused");
  });
});

describe("the error lines", () => {
  test("describeSendError: one line with nodemailer's code", () => {
    expect(describeSendError(smtpError("EENVELOPE", "RCPT TO", "550 mailbox\n unavailable"))).toBe(
      "EENVELOPE: Recipient command failed: 550 mailbox unavailable",
    );
    expect(describeSendError(Object.assign(new Error("ECONNECTION: refused"), { code: "ECONNECTION" }))).toBe("ECONNECTION: refused");
    expect(describeSendError("plain")).toBe("plain");
    // An aborted send says why: the deadline, or the worker stopping.
    const aborted = Object.assign(new Error("Message sending aborted", { cause: new Error("no answer within 60 s") }), { code: "EABORT" });
    expect(describeSendError(aborted)).toBe("EABORT: Message sending aborted: no answer within 60 s");
  });

  test("serverAnswer: the server's reply when there is one", () => {
    expect(serverAnswer(smtpError("EENVELOPE", "RCPT TO", "501 Bad recipient address syntax"))).toBe("501 Bad recipient address syntax");
    expect(serverAnswer(Object.assign(new Error("boom"), { code: "EFOO" }))).toBe("EFOO: boom");
  });

  test("withoutAddresses: no mail address reaches a log line", () => {
    expect(withoutAddresses("550 5.1.1 <gone@example.com>: mailbox unavailable")).toBe("550 5.1.1 <<address>>: mailbox unavailable");
    expect(withoutAddresses('Invalid recipient "x.y+z@sub.example.org", try again')).toBe('Invalid recipient "<address>", try again');
    expect(withoutAddresses("421 try later")).toBe("421 try later");
  });
});
