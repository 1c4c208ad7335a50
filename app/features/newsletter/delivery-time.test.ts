import { describe, expect, it } from "vitest";
import { placeTimeZone } from "#app/lib/time-zones.ts";
import { DELIVERY_TIMES, deliveryTimeChoices, deliveryTimeOf, deliveryWindow } from "./delivery-time";

const window = (date: string, time: string, zone: string) => {
  const { at, by } = deliveryWindow(date, time, zone);
  return [at.toISOString(), by.toISOString()];
};

describe("[newsletter.send-time] each subscriber's hour on their own clocks", () => {
  it("leaves at the reader's time on the edition's date in their zone, until that day ends there", () => {
    expect(window("2026-12-03", "06:00", "Asia/Tokyo")).toEqual(["2026-12-02T21:00:00.000Z", "2026-12-03T15:00:00.000Z"]);
    expect(window("2026-12-03", "06:00", "America/New_York")).toEqual(["2026-12-03T11:00:00.000Z", "2026-12-04T05:00:00.000Z"]);
    // The first clocks on Earth, and a zone half an hour off the hour.
    expect(window("2026-12-03", "06:00", "Pacific/Kiritimati")).toEqual(["2026-12-02T16:00:00.000Z", "2026-12-03T10:00:00.000Z"]);
    expect(window("2026-12-03", "07:30", "Asia/Kolkata")).toEqual(["2026-12-03T02:00:00.000Z", "2026-12-03T18:30:00.000Z"]);
    expect(window("2026-12-03", "06:00", "UTC")).toEqual(["2026-12-03T06:00:00.000Z", "2026-12-04T00:00:00.000Z"]);
  });

  it("follows daylight saving: the same 06:00 is another instant in summer, and the short and long days end where they do", () => {
    expect(window("2026-07-01", "06:00", "America/Los_Angeles")).toEqual(["2026-07-01T13:00:00.000Z", "2026-07-02T07:00:00.000Z"]);
    expect(window("2026-12-01", "06:00", "America/Los_Angeles")).toEqual(["2026-12-01T14:00:00.000Z", "2026-12-02T08:00:00.000Z"]);
    // 8 March 2026 is 23 hours long in Los Angeles, 1 November 25.
    expect(window("2026-03-08", "06:00", "America/Los_Angeles")).toEqual(["2026-03-08T13:00:00.000Z", "2026-03-09T07:00:00.000Z"]);
    expect(window("2026-11-01", "06:00", "America/Los_Angeles")).toEqual(["2026-11-01T14:00:00.000Z", "2026-11-02T08:00:00.000Z"]);
    // 02:30 never shows on that March night; the mail leaves half an hour after the jump, at 03:30.
    expect(window("2026-03-08", "02:30", "America/Los_Angeles")[0]).toBe("2026-03-08T10:30:00.000Z");
  });
});

describe("[newsletter.full-form] the delivery time and zone the server accepts", () => {
  it("takes a 24-hour time to the minute and nothing else", () => {
    expect(deliveryTimeOf("06:00")).toBe("06:00");
    expect(deliveryTimeOf(" 23:59 ")).toBe("23:59");
    for (const bad of ["6:00", "24:00", "06:60", "06:00:00", "", "morning", 6, null]) expect(deliveryTimeOf(bad)).toBeNull();
  });

  it("offers the morning's half hours from 05:00 to 10:00, and the reader's own time when it is another", () => {
    expect(DELIVERY_TIMES).toEqual(["05:00", "05:30", "06:00", "06:30", "07:00", "07:30", "08:00", "08:30", "09:00", "09:30", "10:00"]);
    expect(deliveryTimeChoices("06:00")).toEqual(DELIVERY_TIMES);
    expect(deliveryTimeChoices("11:15").at(-1)).toBe("11:15");
  });

  it("[newsletter.time-zone] stores a zone in the runtime's own spelling, and refuses one that names no place", () => {
    expect(placeTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(placeTimeZone("america/new_york")).toBe("America/New_York");
    expect(placeTimeZone("US/Eastern")).toBe("America/New_York");
    expect(placeTimeZone("UTC")).toBe("UTC");
    expect(placeTimeZone("Asia/Kolkata")).toBe(placeTimeZone("Asia/Calcutta"));
    for (const bad of ["Mars/Olympus_Mons", "", "Etc/GMT+5", "+05:30", 42, undefined, "A".repeat(200)])
      expect(placeTimeZone(bad)).toBeNull();
  });
});
