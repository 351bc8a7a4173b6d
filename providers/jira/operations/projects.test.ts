import { describe, expect, test } from "bun:test";
import { ADA_ACCOUNT_ID, OPS_SEED } from "../seed-example.ts";
import { useJiraWorld } from "../test-service.fixture.ts";

const world = useJiraWorld({ ...OPS_SEED, projects: [...OPS_SEED.projects, { key: "ADM", name: "admin tasks" }] });

describe("GET /project (all projects, unpaged)", () => {
  test("every project by name, as search shows them; expand adds what it names", async () => {
    const all = await world.call("GET", "/rest/api/2/project");
    expect(all.status).toBe(200);
    expect(all.body.map((p: any) => p.key)).toEqual(["ADM", "OPS", "WEB"]);
    expect(all.body[1]).toMatchObject({ self: `${world.url}/rest/api/2/project/10000`, id: "10000", key: "OPS", name: "Operations", projectTypeKey: "software", style: "classic" });
    expect(all.body[1].lead).toBeUndefined();
    const expanded = (await world.call("GET", "/rest/api/3/project?expand=lead,description,issueTypes")).body;
    expect(expanded[1]).toMatchObject({ lead: { accountId: ADA_ACCOUNT_ID }, description: expect.any(String), issueTypes: expect.arrayContaining([expect.objectContaining({ name: "Bug" })]) });
    const search = (await world.call("GET", "/rest/api/3/project/search")).body.values;
    expect((await world.call("GET", "/rest/api/3/project")).body).toEqual([...search].sort((a: any, b: any) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())));
  });
  test("recent=N: at most N, the latest issue activity first (a project without issues last)", async () => {
    expect((await world.call("GET", "/rest/api/3/project?recent=2")).body.map((p: any) => p.key)).toEqual(["OPS", "WEB"]);
    expect((await world.call("GET", "/rest/api/3/project?recent=0")).body).toEqual([]);
  });
});
