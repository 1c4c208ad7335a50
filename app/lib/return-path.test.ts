import { describe, expect, test } from "vitest";
import { safeReturnPath, signInPathFor } from "./return-path";

describe("safeReturnPath", () => {
  test.each(["/admin", "/admin/users?search=ann&page=2", "/signs/leo#today", "/blog/a%20post"])(
    "[auth.return-path] keeps the same-site path %s",
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  test.each([
    "//evil.example",
    "https://evil.example",
    "http://evil.example/admin",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " /admin",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "/%5Cevil.example",
    "/%255Cevil.example",
    "%252F%252Fevil.example",
    "javascript%3Aalert(1)",
    "/\t/evil.example",
    "/\n/evil.example",
    "data:text/html,hi",
    "/.//evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "evil.example",
    "",
    null,
    undefined,
  ])("[auth.return-path] sends %j to /", (vector) => {
    expect(safeReturnPath(vector)).toBe("/");
  });

  test("[auth.return-path] uses the caller's fallback", () => {
    expect(safeReturnPath("//evil.example", "/admin")).toBe("/admin");
  });

  test("[auth.return-path] signInPathFor carries the location in redirectTo", () => {
    expect(signInPathFor("/admin")).toBe("/auth?redirectTo=%2Fadmin");
    expect(signInPathFor("//evil.example")).toBe("/auth?redirectTo=%2F");
  });
});
