import { describe, expect, test } from "bun:test";
import { soqlError } from "./test-helpers.fixture.ts";

describe("malformed queries", () => {
  test("reports the unexpected token with a caret", () => {
    const error = soqlError("SELECT Name FROM Account FROM Account");
    expect(error.errorCode).toBe("MALFORMED_QUERY");
    expect(error.message).toBe("\nSELECT Name FROM Account FROM Account\n                         ^\nERROR at Row:1:Column:26\nunexpected token: 'FROM'");
  });

  test("an unfinished query ends at <EOF>", () => {
    expect(soqlError("SELECT Name FROM Account WHERE").message).toEndWith("unexpected token: <EOF>");
  });

  test("characters SOQL does not know", () => {
    expect(soqlError("SELECT Name FROM Account WHERE Name = \"x\"").message).toContain("Column:39\nunexpected token: '\"'");
  });

  test("keywords are not object aliases", () => {
    expect(soqlError("SELECT Name FROM Account OFFSET").errorCode).toBe("MALFORMED_QUERY");
  });
});
