import { describe, expect, test } from "bun:test";
import { sfError, useOrg } from "./org.fixture.ts";

// A query the org refuses: 400 with Salesforce's error code and its caret message, for query and queryAll.
const org = useOrg({ Account: [{ Name: "Acme" }] });

const caret = (soql: string, column: number, text: string) => `\n${soql}\n${" ".repeat(column - 1)}^\nERROR at Row:1:Column:${column}\n${text}`;
const NO_SUCH_COLUMN =
  "No such column 'Nope' on entity 'Account'. If you are attempting to use a custom field, be sure to append the '__c' after the custom field name. Please reference your WSDL or the describe call for the appropriate names.";
const NO_SUCH_TYPE =
  "sObject type 'Nope' is not supported. If you are attempting to use a custom object, be sure to append the '__c' after the entity name. Please reference your WSDL or the describe call for the appropriate names.";

describe("SOQL errors over REST", () => {
  const cases: Array<[string, string, string, string]> = [
    ["unknown field", "SELECT Nope FROM Account", "INVALID_FIELD", caret("SELECT Nope FROM Account", 8, NO_SUCH_COLUMN)],
    ["unknown object", "SELECT Id FROM Nope", "INVALID_TYPE", caret("SELECT Id FROM Nope", 16, NO_SUCH_TYPE)],
    ["syntax error", "SELECT Id FROM Account WHERE", "MALFORMED_QUERY", caret("SELECT Id FROM Account WHERE", 29, "unexpected token: <EOF>")],
  ];
  for (const [name, soql, errorCode, message] of cases)
    for (const resource of ["query", "queryAll"] as const)
      test(`${name} (${resource})`, async () => {
        const { status, body } = await org.query(soql, {}, resource);
        expect([status, body]).toEqual([400, sfError(errorCode, message)]);
      });

  test("no q, or a blank one, is MALFORMED_QUERY", async () => {
    for (const path of ["/query", "/query?q=", "/queryAll?q=%20%20"]) {
      const { status, body } = await org.send(path);
      expect([path, status, body]).toEqual([path, 400, sfError("MALFORMED_QUERY", "A query string has to be specified")]);
    }
  });
});
