import { describe, expect, test } from "bun:test";
import { parseSosl } from "./parse-sosl.ts";
import { SoslError } from "./errors.ts";

describe("parseSosl", () => {
  test("every clause, keywords in any case, spans pointing into the statement", () => {
    const text = "find {Acme*} in name fields returning Account(Id, toLabel(Industry) where Industry != null order by Name desc limit 5), Contact with metadata='LABELS' with snippet(target_length=120) limit 20 update tracking, viewstat";
    const query = parseSosl(text);
    expect(query.group).toBe("NAME");
    expect(query.limit).toBe(20);
    expect(query.labels).toBe(true);
    const [account, contact] = query.returning ?? [];
    expect(account).toMatchObject({ object: { text: "Account" }, fields: { text: "Id, toLabel(Industry)" }, where: { text: "Industry != null" }, orderBy: { text: "Name desc" }, limit: 5 });
    expect(text.slice(account?.where?.at)).toStartWith("Industry != null");
    expect(contact).toEqual({ object: { text: "Contact", at: text.indexOf("Contact") } });
  });

  test("LIMIT above 2,000 reads as 2,000; a WHERE may hold parentheses, strings with keywords and semi-joins", () => {
    const query = parseSosl("FIND {x1} RETURNING Account(Id WHERE (Name = 'ORDER BY )' OR Id IN (SELECT AccountId FROM Contact)) LIMIT 5000) LIMIT 9999");
    expect(query.returning?.[0]?.where?.text).toBe("(Name = 'ORDER BY )' OR Id IN (SELECT AccountId FROM Contact))");
    expect(query.returning?.[0]?.limit).toBe(2000);
    expect(query.limit).toBe(2000);
  });

  test("accepted WITH clauses", () => {
    for (const clause of ["DIVISION = 'Global'", "DATA CATEGORY Geography__c AT (Europe__c, Asia__c) AND Product__c BELOW All__c", "NETWORK = '0DBxx'", "NETWORK IN ('0DB1', '0DB2')", "PricebookId = '01sxx'", "HIGHLIGHT", "SPELL_CORRECTION = false", "SNIPPET"]) {
      expect(() => parseSosl(`FIND {acme} WITH ${clause}`)).not.toThrow();
    }
  });

  const refused: Array<[string, string, RegExp]> = [
    ["FIND {acme} RETURNING", "MALFORMED_SEARCH", /unexpected token: <EOF>/],
    ["FIND {acme} RETURNING Account()", "MALFORMED_SEARCH", /unexpected token: '\)'/],
    ["FIND {acme} RETURNING Account(Id USING LISTVIEW = Recent)", "MALFORMED_SEARCH", /Not supported by this mock: USING LISTVIEW/],
    ["FIND {acme} RETURNING Account.Name", "MALFORMED_SEARCH", /unexpected token: 'Account.Name'/],
    ["FIND {acme} WITH METADATA = 'NONE'", "MALFORMED_SEARCH", /Invalid value for METADATA/],
    ["FIND {acme} LIMIT -1", "MALFORMED_SEARCH", /unexpected token: '-'/],
    ["FIND {acme} RETURNING Account(Name WHERE Name = 'x)", "MALFORMED_SEARCH", /unterminated string literal/],
    ["FIND {acme} UPDATE NOTHING", "MALFORMED_SEARCH", /unexpected token: 'NOTHING'/],
    ["FIND {acme} RETURNING Account(FIELDS(ALL))", "MALFORMED_SEARCH", /unexpected token: 'FIELDS'/],
    ["FIND {}", "INVALID_SEARCH", /^search term must be longer than one character$/],
    ["FIND {* ?}", "INVALID_SEARCH", /^search term must be longer than one character$/],
    ['FIND {acme AND}', "MALFORMED_SEARCH", /ERROR at Row:1:Column:7\nthe search term ends where a term was expected/],
  ];
  for (const [text, code, message] of refused)
    test(`refuses ${text}`, () => {
      let error: unknown;
      try {
        parseSosl(text);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(SoslError);
      expect((error as SoslError).errorCode).toBe(code as SoslError["errorCode"]);
      expect((error as SoslError).message).toMatch(message);
    });
});
