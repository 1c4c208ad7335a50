import { expect, test } from "vitest";
import { deviceClassOf } from "./request-facts";

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
