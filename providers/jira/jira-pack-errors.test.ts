import { expect, test } from "bun:test";
import { jiraPackErrors } from "./jira-pack-errors.ts";

test("a search stopped by the work budget is Jira's 400 about the query; other work is a 503", async () => {
  const search = jiraPackErrors.workBudgetExceeded!("The request needed more than 50 ms.", new Request("http://h/w/x/jira/rest/api/3/search/jql?jql=a"));
  expect(search.status).toBe(400);
  expect(await search.json()).toEqual({ errorMessages: ["The JQL query is too complex to run: The request needed more than 50 ms. Use fewer clauses or a narrower query."], errors: {} });
  const other = jiraPackErrors.workBudgetExceeded!("The request needed more than 50 ms.", new Request("http://h/w/x/jira/rest/api/3/users/search"));
  expect(other.status).toBe(503);
  expect(await other.json()).toEqual({ errorMessages: ["The request needed more than 50 ms."], errors: {} });
});
