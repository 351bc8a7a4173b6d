import { afterAll, expect, test } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";

// The dataset commands as a user runs them, against a running service.
const service = await startServiceProcess();
afterAll(() => service.close());

const cli = (...args: string[]) => {
  const run = Bun.spawnSync([process.execPath, "core/cli/main.ts", "dataset", ...args], {
    cwd: `${import.meta.dir}/../..`,
    env: { ...process.env, UNDERSTUDY_URL: service.controlUrl, UNDERSTUDY_API_KEY: service.key },
  });
  return { code: run.exitCode, out: run.stdout.toString(), err: run.stderr.toString() };
};

test("dataset push, list and check work against a running service", () => {
  expect(cli("push", "examples/datasets/crm-basics")).toMatchObject({ code: 0, out: "created dataset crm-basics (12 tasks)\n" });
  expect(cli("list").out).toContain("crm-basics  12 tasks  CRM basics");
  const check = cli("check", "crm-basics");
  expect(check.code).toBe(0);
  expect(check.out).toContain("ok   add-contact: oracle 1.00, idle 0.50");
  expect(check.out).toContain("ok   update-industry: oracle 1.00, idle 0.00");
  expect(check.out).toContain("dataset crm-basics is sound");
  // The check is a job the CLI polls; its progress goes to stderr, the report to stdout.
  expect(check.err).toContain("[##########] 12/12 tasks");
  expect(check.out).not.toContain("tasks\n[");
});

test("a refused dataset and a bad key exit non-zero with the service's message", () => {
  const missing = cli("push", "examples");
  expect(missing.code).toBe(1);
  expect(missing.err).toContain("has no dataset.yaml");
  const run = Bun.spawnSync([process.execPath, "core/cli/main.ts", "dataset", "list"], {
    cwd: `${import.meta.dir}/../..`, env: { ...process.env, UNDERSTUDY_URL: service.controlUrl, UNDERSTUDY_API_KEY: "usk_wrong" },
  });
  expect(run.exitCode).toBe(1);
  expect(run.stderr.toString()).toContain("401");
});
