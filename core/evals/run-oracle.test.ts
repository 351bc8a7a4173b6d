import { expect, test } from "bun:test";
import { resolveReferences, type PlayedStep } from "./run-oracle.ts";

// An oracle's later steps take values from earlier results: a JSON path, or (for surfaces that answer
// in prose, like Slack's hosted server) a pattern's first group in the step's text.
const played: PlayedStep[] = [
  { value: { records: [{ Id: "003A", Owner: { Email: "marco@northwind.example" } }] }, text: '{"records":[…]}' },
  { value: "Found 1 user:\n- Marco Silva (@marco, U0MARCO42)", text: "Found 1 user:\n- Marco Silva (@marco, U0MARCO42)" },
];

test("a JSON path and a text pattern resolve anywhere in the arguments; other strings stay as written", () => {
  expect(resolveReferences({ a: "${steps.0.records.0.Owner.Email}", list: ["${steps.1.match:, (U[A-Z0-9]+)\\)}", "plain"], n: 3 }, played))
    .toEqual({ a: "marco@northwind.example", list: ["U0MARCO42", "plain"], n: 3 });
  // Without a group the whole match is the value.
  expect(resolveReferences("${steps.1.match:@\\w+}", played)).toBe("@marco");
  // A path that is not there is undefined, as before: the tool then refuses the missing argument.
  expect(resolveReferences("${steps.0.records.5.Id}", played)).toBeUndefined();
});

test("a pattern not in the answer, or a step not yet played, stops the oracle with the reason", () => {
  expect(() => resolveReferences("${steps.1.match:C0[A-Z]+}", played)).toThrow(`"\${steps.1.match:C0[A-Z]+}": the pattern is not in step 1's answer: Found 1 user:`);
  expect(() => resolveReferences("${steps.2.id}", played)).toThrow('"${steps.2.id}" refers to step 2, which has not run yet');
});
