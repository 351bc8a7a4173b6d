import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { createApiKey, createOrganization } from "../auth/organizations.ts";
import { API_KEY_PREFIX } from "../auth/api-keys.ts";

let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

const post = (slug: string, body: string | undefined, key?: string | null) =>
  t.control(`/providers/${slug}/create-snapshot`, { method: "POST", body, headers: { "content-type": "application/json" }, key });

describe("authentication", () => {
  test("a missing, malformed, unknown or revoked key is 401 with an error message", async () => {
    const org = await createOrganization(t.service.store, "auth-org");
    const { key, row } = await createApiKey(t.service.store, org.id);
    expect(await t.service.store.revokeApiKey(row.id, Date.now())).toBe(true);
    for (const bad of [null, "", "nope", `${API_KEY_PREFIX}unknown`, key]) {
      const response = await t.control("/providers/list", { key: bad });
      expect(response.status).toBe(401);
      expect((await response.json()).error).toContain("API key");
    }
  });

  test("Bearer and X-API-Key both authenticate; keys carry the fixed prefix and are stored hashed", async () => {
    expect(t.key.startsWith(API_KEY_PREFIX)).toBe(true);
    const viaHeader = await t.control("/providers/list", { key: null, headers: { "x-api-key": t.key } });
    expect(viaHeader.status).toBe(200);
    const { Database } = await import("bun:sqlite");
    const db = new Database(`${t.dataDir}/understudy.sqlite`, { readonly: true });
    const dump = JSON.stringify(db.query("SELECT * FROM api_keys").all());
    db.close();
    expect(dump).not.toContain(t.key);
  });
});

describe("GET /providers/list", () => {
  test("lists the slugs granted to the key's organization only", async () => {
    const all = await (await t.control("/providers/list")).json();
    expect(all.providers).toEqual(["board-ui", "forms", "jira", "mail", "notes", "salesforce", "slack"]);
    const org = await createOrganization(t.service.store, "notes-only");
    await t.service.store.grantProvider(org.id, "notes");
    const { key } = await createApiKey(t.service.store, org.id);
    expect(await (await t.control("/providers/list", { key })).json()).toEqual({ providers: ["notes"] });
  });
});

describe("POST /providers/{slug}/create-snapshot", () => {
  test("an empty body is valid and gives every field with the defaults", async () => {
    for (const body of [undefined, "", "{}", "null"]) {
      const response = await post("salesforce", body);
      expect(response.status).toBe(200);
      const snapshot = await response.json();
      expect(Object.keys(snapshot).sort()).toEqual(["expiresAt", "slug", "snapshotId", "ttl", "url"]);
      expect(snapshot.slug).toBe("salesforce");
      expect(snapshot.ttl).toBe("1h");
      expect(snapshot.snapshotId).toMatch(/^[a-z][a-z2-7]{26}$/);
      expect(snapshot.url).toBe(`http://localhost:4001/w/${snapshot.snapshotId}/salesforce/`);
      expect(Date.parse(snapshot.expiresAt)).toBe(t.clock.now + 3600_000);
    }
  });

  test("ttl forms are accepted and echoed normalized; bad ones are 400", async () => {
    for (const [ttl, normalized] of [["30s", "30s"], ["15m", "15m"], ["6h", "6h"], ["1d", "1d"], ["7d", "7d"], ["120m", "2h"]]) {
      const snapshot = await (await post("salesforce", JSON.stringify({ ttl }))).json();
      expect(snapshot.ttl).toBe(normalized);
    }
    for (const ttl of ["8d", "1w", "abc", 60, "0s"]) {
      const response = await post("salesforce", JSON.stringify({ ttl }));
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain("ttl");
    }
  });

  test("malformed JSON, a non-object body and unknown fields are 400 with a reason", async () => {
    const cases: Array<[string, string]> = [["{", "not valid JSON"], ["[1]", "must be a JSON object"], ['{"tll":"1h"}', 'Unknown field "tll"'], ['"x"', "must be a JSON object"]];
    for (const [body, message] of cases) {
      const response = await post("salesforce", body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain(message);
    }
  });

  test("an unknown provider is 400; one not granted is 403 naming the organization and provider", async () => {
    const unknown = await post("hubspot", "{}");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toContain('Unknown provider "hubspot"');
    const org = await createOrganization(t.service.store, "no-crm");
    const { key } = await createApiKey(t.service.store, org.id);
    const refused = await post("salesforce", "{}", key);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe(`Organization "no-crm" lacks access to provider "salesforce". Ask an administrator to grant it (understudy grant add).`);
  });

  test("seed is wrapped under the slug when the wrapper is missing; both forms give the same records", async () => {
    const rows = { items: [{ text: "first" }, { text: "second" }] };
    for (const seed of [rows, { notes: rows }]) {
      const snapshot = await (await post("notes", JSON.stringify({ seed }))).json();
      const listed = await (await t.mock(`${snapshot.url}/notes`)).json();
      expect(listed.notes.map((n: { text: string }) => n.text)).toEqual(["first", "second"]);
    }
  });

  test("seed of the wrong type or with rows the pack cannot load is 400 naming the problem", async () => {
    const cases: Array<[unknown, string]> = [
      [[], "seed must be an object"],
      [{ notes: { items: "x" } }, "seed.notes.items must be array"],
      [{ items: [{}] }, "seed.notes.items[0] must have required property 'text'"],
      [{ items: [{ text: "" }] }, "a note's text cannot be empty"],
      [{ notes: {}, other: {} }, "mixes the wrapped form"],
    ];
    for (const [seed, message] of cases) {
      const response = await post("notes", JSON.stringify({ seed }));
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain(message);
    }
  });

  test("config is refused by API packs that do not declare it and ignored by UI packs", async () => {
    const refused = await post("notes", JSON.stringify({ config: { a: 1 } }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('Provider "notes" does not accept config; only salesforce does. Remove "config" from the body.');
    const ui = await post("board-ui", JSON.stringify({ config: { a: 1 }, seed: { anything: true } }));
    expect(ui.status).toBe(200);
    const page = await t.mock(`${(await ui.json()).url}/`);
    expect(await page.text()).toContain("<h1>Board</h1>");
  });

  test("config is the CRM's only: slack and jira answer 400 naming the seed field it moved to; salesforce takes it", async () => {
    for (const slug of ["slack", "jira"]) {
      const refused = await post(slug, JSON.stringify({ config: { mcp_user: "ada@acme.example" } }));
      expect(refused.status).toBe(400);
      const { error } = await refused.json();
      expect(error).toStartWith(`Provider "${slug}" does not accept config; only salesforce does. Remove "config" from the body.`);
      expect(error).toContain(`move config.${slug}.mcp_user to seed.${slug}.mcp_user`);
    }
    const crm = await post("salesforce", JSON.stringify({ config: { Widget__c: { label: "Widget", fields: [{ name: "Name", label: "Name" }] } } }));
    expect(crm.status).toBe(200);
  });

  test("an unknown control-plane route is a JSON 404", async () => {
    const response = await t.control("/nope");
    expect(response.status).toBe(404);
    expect((await response.json()).error).toContain("No endpoint GET /nope");
  });
});
