import { expect, test } from "bun:test";
import { parseTtl } from "./parse-ttl.ts";

test("accepts the documented forms and echoes a normalized one", () => {
  const cases: Array<[unknown, number, string]> = [
    ["30s", 30, "30s"], ["15m", 900, "15m"], ["1h", 3600, "1h"], ["6h", 21600, "6h"], ["1d", 86400, "1d"],
    ["7d", 604800, "7d"], ["60m", 3600, "1h"], ["24h", 86400, "1d"], [" 2H ", 7200, "2h"], ["90s", 90, "90s"],
    [undefined, 3600, "1h"], [null, 3600, "1h"],
  ];
  for (const [input, seconds, normalized] of cases) expect(parseTtl(input)).toEqual({ ok: true, seconds, normalized });
});

test("refuses malformed, zero, non-string and over-long ttls with a reason", () => {
  for (const input of ["", "1", "h", "1w", "1.5h", "-1h", "1h30m", "abc"])
    expect(parseTtl(input)).toMatchObject({ ok: false, error: expect.stringContaining("not a duration") });
  expect(parseTtl("0m")).toMatchObject({ ok: false, error: expect.stringContaining("longer than zero") });
  expect(parseTtl("8d")).toMatchObject({ ok: false, error: expect.stringContaining("maximum of 7d") });
  expect(parseTtl("169h")).toMatchObject({ ok: false, error: expect.stringContaining("maximum of 7d") });
  expect(parseTtl(3600)).toMatchObject({ ok: false, error: expect.stringContaining("must be a string") });
});
