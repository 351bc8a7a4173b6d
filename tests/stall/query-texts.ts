// The largest texts each query language is handed: thousands of OR terms, long LIKE and wildcard
// patterns, thousands of GraphQL aliases. Sizes come from the caller, so a long run can go further.

export const orTerms = (count: number, term: (i: number) => string) => Array.from({ length: count }, (_, i) => term(i)).join(" OR ");

/** SOQL with `count` OR'd conditions over the big world's Accounts. */
export const soqlOrs = (count: number) => `SELECT Id, Name FROM Account WHERE ${orTerms(count, (i) => `Name = 'Account ${i}'`)}`;

/** As many ORs as fit in `chars` characters (Salesforce refuses SOQL past 100,000). */
export function soqlOrsWithin(chars: number): string {
  let count = Math.floor(chars / 22);
  while (soqlOrs(count).length > chars) count = Math.floor(count * 0.95);
  return soqlOrs(count);
}

/** A LIKE pattern of many wildcards that never matches: the worst case for a backtracking matcher. */
export const soqlLike = (chars: number) => `SELECT Id FROM Account WHERE Name LIKE '${"%a".repeat(Math.floor(chars / 2))}%z' OR Description LIKE '${"_%".repeat(Math.floor(chars / 4))}q'`;

export const soslOrs = (count: number) => `FIND {${orTerms(count, (i) => `term${i}*`)}} IN ALL FIELDS RETURNING Account(Id, Name), Contact(Id)`;

/** GraphQL (UI API) with `count` aliased queries, each asking for the most rows. */
export const graphqlAliases = (count: number) =>
  `{uiapi{query{${Array.from({ length: count }, (_, i) => `a${i}: Account(first: 2000){edges{node{Id Name{value}}}}`).join(" ")}}}}`;

export const jqlOrs = (count: number) => `${orTerms(count, (i) => `summary ~ "term${i}"`)} ORDER BY created DESC`;

/** Free-text search terms (Slack search, mail search): words, some quoted and wildcarded. */
export const searchTerms = (count: number) => Array.from({ length: count }, (_, i) => (i % 3 === 0 ? `"alpha ${i}"` : i % 3 === 1 ? `term${i}*` : `-x${i}`)).join(" ");

/** `count` distinct recipients, comma-separated as a compose form sends them. */
export const recipients = (count: number) => Array.from({ length: count }, (_, i) => `person${i}@example.com`).join(", ");
