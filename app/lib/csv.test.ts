import { expect, test } from "vitest";
import { csvDocument, csvField, csvLine } from "./csv";

test("CSV fields are quoted when needed and never start a formula", () => {
  expect(csvField("plain")).toBe("plain");
  expect(csvField('say "hi", ok')).toBe('"say ""hi"", ok"');
  expect(csvField("two\nlines")).toBe('"two\nlines"');
  expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
  expect(csvField("+1")).toBe("'+1");
  expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(csvField("-1,2")).toBe('"\'-1,2"');
  expect(csvField("a=b")).toBe("a=b");
  expect(csvField("")).toBe("");
});

test("a CSV document is a header line and one line per row, each ended by CRLF", () => {
  expect(csvLine(["a", "b,c", ""])).toBe('a,"b,c",');
  expect(
    csvDocument(
      ["name", "count"],
      [
        ["leo", "3"],
        ["=1+1", "4"],
      ],
    ),
  ).toBe("name,count\r\nleo,3\r\n'=1+1,4\r\n");
  expect(csvDocument(["name"], [])).toBe("name\r\n");
});
