import { expect, test } from "vitest";
import { REFERRER_SPAM_HOSTS, referrerOf } from "./referrer.server";

const SITE = "cosmic-daily.com";
const hostOf = (referrer: string, siteHost: string | readonly string[] = SITE) => referrerOf(referrer, siteHost).host;

test("[analytics.referrers] a referrer is kept as its lower-case host without www., never its path or query", () => {
  expect(referrerOf("https://news.ycombinator.com/item?id=1", SITE)).toEqual({ host: "news.ycombinator.com", dropped: null });
  expect(hostOf("https://www.Google.com/search?q=leo")).toBe("google.com");
  expect(hostOf("http://news.example.org/a/b#c")).toBe("news.example.org");
  expect(hostOf("https://wwwhat.co.uk/")).toBe("wwwhat.co.uk");
  // The port is not part of the referrer's name, nor is a closing dot.
  expect(hostOf("http://blog.example.net:8080/post")).toBe("blog.example.net");
  expect(hostOf("https://example.com./page")).toBe("example.com");
  // A name in another script arrives in its ASCII form, which the public suffix list knows.
  expect(hostOf("https://bücher.de/")).toBe("xn--bcher-kva.de");
  // A site under a shared suffix (a blog host's) is a name like any other.
  expect(hostOf("https://someone.github.io/notes")).toBe("someone.github.io");
});

test("[analytics.referrers] a move within the site is no referrer, with or without www. and port", () => {
  expect(referrerOf("https://cosmic-daily.com/signs/leo", SITE)).toEqual({ host: null, dropped: null });
  expect(hostOf("https://WWW.Cosmic-Daily.Com/")).toBeNull();
  expect(hostOf("https://cosmic-daily.com/", "www.cosmic-daily.com")).toBeNull();
  expect(referrerOf("http://localhost:3000/", "localhost:3000")).toEqual({ host: null, dropped: null });
  expect(hostOf("http://cosmic-daily.com:8443/")).toBeNull();
  // A site host with a port matches that port only; without one, any port.
  expect(referrerOf("http://cosmic-daily.com:4000/", "cosmic-daily.com:3000")).toEqual({ host: "cosmic-daily.com", dropped: null });
  // Either of several own hosts (the configured address and the one a request came in on).
  expect(referrerOf("http://127.0.0.1:3210/", ["localhost:3000", "127.0.0.1:3210"])).toEqual({ host: null, dropped: null });
  expect(hostOf("https://elsewhere.org/", ["localhost:3000", "127.0.0.1:3210"])).toBe("elsewhere.org");
});

test("[analytics.referrers] no referrer, and none dropped, for an empty one", () => {
  for (const referrer of ["", "   "]) expect(referrerOf(referrer, SITE), JSON.stringify(referrer)).toEqual({ host: null, dropped: null });
});

test("[analytics.referrers] anything but a web site's name is dropped: other schemes, addresses, made-up or missing top-level domains", () => {
  for (const referrer of [
    "not a url",
    "/signs/leo",
    "javascript:alert(1)",
    "android-app://com.google.android.gm/",
    "file:///etc/passwd",
    "data:text/html,x",
    "http://localhost",
    "http://localhost:4000/",
    "http://10.0.0.1",
    "http://203.0.113.9:8080/x",
    "http://[2001:db8::1]/",
    "http://foo.invalidtld",
    "https://friend.example/chat",
    "http://intranet/",
    // Only a public suffix, with no name of its own below it.
    "https://co.uk/",
    "https://com/",
    // Not a DNS name: an underscore, a label of 64 characters.
    "https://bad_name.example.com/",
    `https://${"a".repeat(64)}.com/`,
  ]) {
    expect(referrerOf(referrer, SITE), referrer).toEqual({ host: null, dropped: "not-a-site" });
  }
});

test("[analytics.referrer-spam] a host on the referrer-spam list, or below a domain on it, is dropped as spam", () => {
  // Entries of Matomo's list as shipped.
  expect(REFERRER_SPAM_HOSTS.has("semalt.com")).toBe(true);
  expect(REFERRER_SPAM_HOSTS.has("100dollars-seo.com")).toBe(true);
  expect(REFERRER_SPAM_HOSTS.size).toBeGreaterThan(2_000);
  // Read in lower case, as hosts arrive (the list holds one entry in capitals).
  expect([...REFERRER_SPAM_HOSTS].filter((host) => host !== host.toLowerCase())).toEqual([]);
  expect(REFERRER_SPAM_HOSTS.has("qiwi.xyz")).toBe(true);

  expect(referrerOf("http://semalt.com/", SITE)).toEqual({ host: null, dropped: "spam" });
  expect(referrerOf("https://www.100dollars-seo.com/?ref=x", SITE)).toEqual({ host: null, dropped: "spam" });
  expect(referrerOf("http://promo.semalt.semalt.com/", SITE)).toEqual({ host: null, dropped: "spam" });
  expect(referrerOf("https://QIWI.xyz/", SITE)).toEqual({ host: null, dropped: "spam" });
  // A name that only looks like one is not on it.
  expect(referrerOf("https://notsemalt.com/", SITE)).toEqual({ host: "notsemalt.com", dropped: null });
  expect(referrerOf("https://semalt.com.au/", SITE)).toEqual({ host: "semalt.com.au", dropped: null });
});
