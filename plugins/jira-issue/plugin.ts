import { defineGrader, type JsonRecord } from "../../core/grading/index.ts";
import { countSchema, listSome, plural, whereSchema } from "../shared/index.ts";
import { criteriaOf, type Criterion, type JiraIssueOptions } from "./criteria.ts";
import { readSite } from "./site.ts";

const name = { type: "string", minLength: 1 };
// Union types, not anyOf, so ajv's first error reads well (see plugins/shared/option-schemas.ts).
const texts = (what: string) => ({ type: ["string", "array"], minLength: 1, items: name, minItems: 1, description: `Text (or texts) the ${what} contains, case-insensitive` });

export default defineGrader<JiraIssueOptions>({
  name: "jira-issue",
  description:
    "Passes when at least one issue (or exactly `count`) in the jira world's final state has the given key, project, type, summary and description text, status, priority, assignee, reporter, labels and comment, was created during the task (`new`) and matches `where`. Statuses, types, priorities and projects are named; people by email, name or accountId.",
  optionsSchema: {
    type: "object",
    properties: {
      key: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_]*-[1-9][0-9]*$", description: "The issue key (OPS-12)" },
      project: { ...name, description: "The project's key or name" },
      type: { ...name, description: "The issue type's name (Bug, Task, Story…)" },
      summary_contains: texts("summary"),
      description_contains: texts("description"),
      status: { ...name, description: "The status's name (Done)" },
      priority: { ...name, description: "The priority's name (High)" },
      assignee: { type: ["string", "null"], minLength: 1, description: "Email, display name or accountId; null: unassigned" },
      reporter: { ...name, description: "Email, display name or accountId" },
      labels_include: { type: ["string", "array"], minLength: 1, items: { type: "string", pattern: "^\\S+$" }, minItems: 1, description: "A label (or labels) the issue carries" },
      comment: {
        type: ["string", "object"],
        minLength: 1,
        properties: { contains: texts("comment"), by: { ...name, description: "The comment's author" }, new: { type: "boolean", description: "true: added during the task" } },
        minProperties: 1,
        additionalProperties: false,
        description: "A comment containing this text, or { contains?, by?, new? }",
      },
      new: { type: "boolean", description: "true: created during the task; false: from the seed" },
      where: whereSchema,
      count: countSchema,
    },
    required: [],
    minProperties: 1,
    additionalProperties: false,
  },
  grade(input, options) {
    const site = readSite(input.initial, input.final);
    // The pack's noun for issues when it declares one ("Jira issue"); the issue key names an issue either way.
    const declared = input.vocabulary?.of("jira", "issues");
    const [one, many] = declared ? [declared.noun, declared.plural] : ["jira issue", "jira issues"];
    const criteria = criteriaOf(options, site);
    const matching = site.issues.filter((issue) => criteria.every((c) => c.test(issue)));
    const { count } = options;
    const conditions = criteria.map((c) => ` ${c.wanted}`).join("");
    const expected =
      count === undefined ? `a ${one}${conditions}`
      : count === 0 ? `no ${one}${conditions}`
      : `exactly ${plural(count, one, many)}${conditions}`;
    return { passed: count === undefined ? matching.length > 0 : matching.length === count, expected, actual: describeActual(site.issues, matching, criteria, [one, many]) };
  },
});

/** How many issues, which match, or the closest miss and why: `closest is OPS-1 (status In Progress, assigned to nobody)`. */
function describeActual(issues: JsonRecord[], matching: JsonRecord[], criteria: Criterion[], [one, many]: [string, string]): string {
  if (issues.length === 0) return `no ${many}`;
  const total = plural(issues.length, one, many);
  if (matching.length) return `${total}, ${matching.length} matching: ${listSome(matching.map((issue) => String(issue.key)))}`;
  const identified = issues.filter((issue) => criteria.every((c) => !c.identifies || c.test(issue)));
  const misses = (identified.length ? identified : issues).map((issue) => ({ key: String(issue.key), had: criteria.filter((c) => !c.test(issue)).map((c) => c.had(issue)) }));
  // Strictly fewer replaces the best so far, so the first issue wins a tie.
  const closest = misses.reduce((best, next) => (next.had.length < best.had.length ? next : best));
  return `${total}, none matching: closest is ${closest.key} (${closest.had.join(", ")})`;
}
