import { ADMIN_PROFILE_ID } from "../../providers/salesforce/default-user.ts";

// What the Salesforce CLI suite (sf-cli.test.ts) seeds and feeds the CLI: two orgs, each with its own
// users and data, and the files a developer would hand to `sf data import tree` and `import bulk`.

export const ADA = { username: "ada.lovelace@analytical.example", password: "Engine-1843" };
/** The built-in integration user's password (docs/salesforce.md); its username differs per world. */
export const INTEGRATION_PASSWORD = "understudy";

/** What a real org requires of every user (the seed checks rows as creates). */
const userSettings = { TimeZoneSidKey: "Europe/London", LocaleSidKey: "en_GB", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US" };

/** The org most commands run against (built-in describes): three accounts with an industry, contacts. */
export const alphaSnapshot = {
  seed: {
    salesforce: {
      User: [{ Username: ADA.username, FirstName: "Ada", LastName: "Lovelace", Email: "ada@analytical.example", Alias: "ada", Password: ADA.password, ...userSettings, ProfileId: ADMIN_PROFILE_ID }],
      Account: [
        { Id: "001000000000001AAA", Name: "Analytical Engines Ltd", Industry: "Technology" },
        { Id: "001000000000002AAA", Name: "Difference Works", Industry: "Manufacturing" },
        { Id: "001000000000003AAA", Name: "Jacquard Looms", Industry: "Apparel" },
      ],
      Contact: [
        { FirstName: "Ada", LastName: "Lovelace", AccountId: "001000000000001AAA", Email: "ada@analytical.example" },
        { FirstName: "Charles", LastName: "Babbage", AccountId: "001000000000001AAA" },
        { FirstName: "Joseph", LastName: "Jacquard", AccountId: "001000000000003AAA" },
      ],
    },
  },
};

/** A second org, logged in beside the first: its own account and nothing of alpha's. */
export const betaSnapshot = { seed: { salesforce: { Account: [{ Name: "Beta Only Ltd", Industry: "Banking" }] } } };

/** `sf data import tree` input: an account with a contact nested under it, linked by reference ids. */
export const treeFile = {
  records: [
    {
      attributes: { type: "Account", referenceId: "MarkRef" },
      Name: "Harvard Mark I Inc",
      Industry: "Technology",
      Contacts: { records: [{ attributes: { type: "Contact", referenceId: "GraceRef" }, FirstName: "Grace", LastName: "Hopper", Email: "grace@mark1.example" }] },
    },
    { attributes: { type: "Account", referenceId: "EniacRef" }, Name: "ENIAC Partners", Industry: "Engineering" },
  ],
};

/** `sf data import bulk` input (Bulk API 2.0 CSV), one row with a comma in a quoted value. */
export const bulkCsv = 'Name,Industry,Description\nBulk Loaded One,Energy,"first, of two"\nBulk Loaded Two,Energy,second\n';

/** A minimal CSV reader for what the CLI writes (quoted values, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") row.push(field), (field = "");
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field), rows.push(row), (row = []), (field = "");
    } else field += c;
  }
  if (field || row.length) row.push(field), rows.push(row);
  return rows;
}
