import { afterAll, beforeAll, expect, test } from "bun:test";
import { startServiceProcess, type ServiceProcess } from "../../tests/support/service-process.ts";
import { UsageError } from "./commands.ts";
import { WORLD_COMMANDS } from "./world-commands.ts";
import { ADA_AUTH } from "../../providers/jira/test-service.fixture.ts";
import { OPS_SEED } from "../../providers/jira/seed-example.ts";

// `world …` commands against a running service, as a user runs them with an organization key.
let service: ServiceProcess;
beforeAll(async () => (service = await startServiceProcess({ LOG_LEVEL: "warn" })), 60_000);
afterAll(() => service.close(), 30_000);

async function run(name: string, args: string[]) {
  const out: string[] = [];
  const ok = await WORLD_COMMANDS[name]!.run({ url: service.controlUrl, key: service.key }, args, (line) => out.push(line));
  return { ok, out };
}

test("show, checkpoint, state, diff, journal, restore and fork print what the API answers", async () => {
  const created = await (await fetch(`${service.controlUrl}/providers/jira/create-snapshot`, {
    method: "POST", headers: { "x-api-key": service.key, "content-type": "application/json" }, body: JSON.stringify({ seed: OPS_SEED }),
  })).json();
  const id = created.snapshotId;
  expect(JSON.parse((await run("show", [id])).out.join("\n"))).toMatchObject({ worldId: id, kind: "snapshot", packs: ["jira"] });
  expect((await run("checkpoint", [id, "--name", "start"])).out).toEqual([`checkpoint start of world ${id} at journal position 0`]);
  const filed = await fetch(`${created.url.replace(/\/$/, "")}/rest/api/2/issue`, {
    method: "POST", headers: { authorization: ADA_AUTH, "content-type": "application/json" },
    body: JSON.stringify({ fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary: "From the CLI test" } }),
  });
  expect(filed.status).toBe(201);
  expect(JSON.parse((await run("state", [id, "--pack", "jira", "--collection", "issues", "--limit", "1"])).out.join("\n")).records).toHaveLength(1);
  const diff = JSON.parse((await run("diff", [id, "--since", "start"])).out.join("\n"));
  expect(diff.added.filter((a: { collection: string }) => a.collection === "issues").map((a: { record: { fields: { summary: string } } }) => a.record.fields.summary)).toEqual(["From the CLI test"]);
  expect(JSON.parse((await run("journal", [id])).out.join("\n")).entries.length).toBeGreaterThan(0);
  expect((await run("restore", [id, "--checkpoint", "start"])).out[0]).toMatch(new RegExp(`^world ${id} restored to start: \\d+ record\\(s\\) put back$`));
  const fork = await run("fork", [id, "--ttl", "10m"]);
  expect(fork.out[0]).toMatch(new RegExp(`^forked ${id} as [a-z0-9]+ \\(expires .+\\):$`));
  expect(fork.out[1]).toMatch(/^ {2}jira {2}http/);
}, 30_000);

test("a wrong call is a usage error; an unknown world is the service's 404", async () => {
  await expect(run("checkpoint", ["w1"])).rejects.toBeInstanceOf(UsageError);
  await expect(run("show", [])).rejects.toBeInstanceOf(UsageError);
  await expect(run("state", ["w1", "--bogus", "1"])).rejects.toBeInstanceOf(UsageError);
  await expect(run("show", ["nope"])).rejects.toThrow('GET /api/v1/worlds/nope: 404 No live world "nope" in your organization');
});
