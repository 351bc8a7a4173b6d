import { describe, expect, test } from "bun:test";
import { GRACE_ACCOUNT_ID } from "../seed-example.ts";
import { GRACE_AUTH, useJiraWorld } from "../test-service.fixture.ts";

const world = useJiraWorld();

const GRACE = GRACE_AUTH;
const upload = (key: string, name: string, text: string, auth = GRACE) => {
  const form = new FormData();
  form.append("file", new File([text], name, { type: "text/csv" }));
  return world.service.mock(`${world.url}/rest/api/2/issue/${key}/attachments`, { method: "POST", headers: { authorization: auth, "x-atlassian-token": "no-check" }, body: form });
};

describe("attachments", () => {
  test("the uploader owns the file: its history entry, its metadata; only they or the site admin delete it", async () => {
    const [added] = (await (await upload("OPS-1", "report.csv", "a,b\n1,2\n")).json()) as any[];
    expect(added).toMatchObject({ id: "10000", filename: "report.csv", size: 8, author: { accountId: GRACE_ACCOUNT_ID }, self: `${world.url}/rest/api/2/attachment/10000` });
    const history = (await world.call("GET", "/rest/api/3/issue/OPS-1/changelog")).body.values.at(-1);
    expect(history.items).toEqual([{ field: "Attachment", fieldtype: "jira", fieldId: "Attachment", from: null, fromString: null, to: "10000", toString: "report.csv" }]);
    expect((await world.call("DELETE", "/rest/api/3/attachment/10000")).status).toBe(403);
    expect((await world.call("DELETE", "/rest/api/3/attachment/10000", undefined, GRACE)).status).toBe(204);
    expect((await world.call("GET", "/rest/api/3/attachment/content/10000")).status).toBe(404);
  });
  test("no file part is Jira's 400; an unknown issue its 404", async () => {
    const empty = await world.service.mock(`${world.url}/rest/api/3/issue/OPS-1/attachments`, { method: "POST", headers: { authorization: GRACE, "x-atlassian-token": "no-check" }, body: new FormData() });
    expect(empty.status).toBe(400);
    expect((await upload("OPS-99", "x.csv", "x")).status).toBe(404);
  });
  test("deleting the issue deletes its files and their bytes", async () => {
    const [added] = (await (await upload("OPS-2", "dump.csv", "1")).json()) as any[];
    await world.call("DELETE", "/rest/api/3/issue/OPS-2?deleteSubtasks=true");
    expect((await world.call("GET", `/rest/api/3/attachment/${added.id}`)).status).toBe(404);
  });
});
