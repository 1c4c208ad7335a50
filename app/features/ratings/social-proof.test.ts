import { expect, test } from "vitest";
import { ACCURACY_MIN_RATINGS, accuracyLabel, accuracyPercent, readersTodayLabel } from "./social-proof";

test("[ratings.social-proof] readers today counts the day's page views, and says nothing before the first", () => {
  expect(readersTodayLabel(0, "Leo")).toBeNull();
  expect(readersTodayLabel(1, "Leo")).toBe("1 Leo reader today");
  expect(readersTodayLabel(2, "Leo")).toBe("2 Leo readers today");
  expect(readersTodayLabel(2345, "Sagittarius")).toBe("2,345 Sagittarius readers today");
});

test("[ratings.social-proof] the accuracy share shows from 20 ratings of the day, as the whole percent at 4 stars or more", () => {
  expect(ACCURACY_MIN_RATINGS).toBe(20);
  expect(accuracyPercent({ total: 19, accurate: 19 })).toBeNull();
  expect(accuracyLabel({ total: 0, accurate: 0 })).toBeNull();
  expect(accuracyPercent({ total: 20, accurate: 15 })).toBe(75);
  expect(accuracyPercent({ total: 30, accurate: 0 })).toBe(0);
  expect(accuracyPercent({ total: 21, accurate: 21 })).toBe(100);
  expect(accuracyPercent({ total: 30, accurate: 20 })).toBe(67);
  expect(accuracyLabel({ total: 40, accurate: 33 })).toBe("83% found it accurate");
});
