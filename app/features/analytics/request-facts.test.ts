import { expect, test } from "vitest";
import { deviceClassOf, referrerHostOf } from "./request-facts";

const USER_AGENTS = {
  iPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  iPad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  androidPhone: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  androidTablet: "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  firefoxTablet: "Mozilla/5.0 (Android 14; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0",
  firefoxPhone: "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0",
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
};

test("[analytics.page-views] the device class comes from the user agent: phones, tablets and everything else", () => {
  expect(deviceClassOf(USER_AGENTS.iPhone)).toBe("mobile");
  expect(deviceClassOf(USER_AGENTS.androidPhone)).toBe("mobile");
  expect(deviceClassOf(USER_AGENTS.firefoxPhone)).toBe("mobile");
  // An iPad says "Mobile" too; an Android tablet is an Android device that does not.
  expect(deviceClassOf(USER_AGENTS.iPad)).toBe("tablet");
  expect(deviceClassOf(USER_AGENTS.androidTablet)).toBe("tablet");
  expect(deviceClassOf(USER_AGENTS.firefoxTablet)).toBe("tablet");
  expect(deviceClassOf(USER_AGENTS.windows)).toBe("desktop");
  expect(deviceClassOf(USER_AGENTS.mac)).toBe("desktop");
  expect(deviceClassOf("")).toBe("desktop");
});

test("[analytics.page-views] a referrer is kept as its lower-case host without www., only when it is another site", () => {
  expect(referrerHostOf("https://www.Google.com/search?q=leo", "cosmic.example")).toBe("google.com");
  expect(referrerHostOf("http://news.example.org/a/b#c", "cosmic.example")).toBe("news.example.org");
  expect(referrerHostOf("https://wwwhat.example/", "cosmic.example")).toBe("wwwhat.example");
  // The port is not part of the referrer's name.
  expect(referrerHostOf("http://blog.example:8080/post", "cosmic.example")).toBe("blog.example");
});

test("[analytics.page-views] a move within the site is no referrer, with or without www. and port", () => {
  expect(referrerHostOf("https://cosmic.example/signs/leo", "cosmic.example")).toBeNull();
  expect(referrerHostOf("https://WWW.Cosmic.Example/", "cosmic.example")).toBeNull();
  expect(referrerHostOf("https://cosmic.example/", "www.cosmic.example")).toBeNull();
  expect(referrerHostOf("http://localhost:3000/", "localhost:3000")).toBeNull();
  // A site host with a port matches that port only; without one, any port.
  expect(referrerHostOf("http://localhost:4000/", "localhost:3000")).toBe("localhost");
  expect(referrerHostOf("http://cosmic.example:8443/", "cosmic.example")).toBeNull();
  // Either of several own hosts (the configured address and the one a request came in on).
  expect(referrerHostOf("http://127.0.0.1:3210/", ["localhost:3000", "127.0.0.1:3210"])).toBeNull();
  expect(referrerHostOf("https://elsewhere.example/", ["localhost:3000", "127.0.0.1:3210"])).toBe("elsewhere.example");
});

test("[analytics.page-views] no referrer for an empty, unparsable or non-web address", () => {
  for (const referrer of [
    "",
    "   ",
    "not a url",
    "/signs/leo",
    "javascript:alert(1)",
    "android-app://com.google.android.gm/",
    "file:///etc/passwd",
    "data:text/html,x",
  ]) {
    expect(referrerHostOf(referrer, "cosmic.example"), referrer).toBeNull();
  }
});
