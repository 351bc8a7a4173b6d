import { expect, test } from "bun:test";
import jira from "../pack.ts";
import { parseJql } from "./parse.ts";
import { WARM_UP_QUERIES } from "./warm-up.ts";

test("the Jira pack warms its JQL parser at start-up with queries the mock accepts", () => {
  expect(jira.warmUp).toBeFunction();
  // A query the mock refuses would still train the parser, but less: every one must parse.
  for (const query of WARM_UP_QUERIES) expect(() => parseJql(query)).not.toThrow();
});
