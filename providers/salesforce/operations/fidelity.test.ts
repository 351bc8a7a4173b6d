import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";

let t: TestService;
let url: string;
beforeAll(async () => {
  t = await startTestService();
  url = (await t.createSnapshot("salesforce", { seed: { Invoice__c: [{ External_Id__c: "DUP-1" }, { External_Id__c: "dup-1" }] } })).url;
});
afterAll(() => t.close());

const sf = (path: string, init: RequestInit = {}) => t.mock(`${url}${path}`, { ...init, headers: { "content-type": "application/json", ...(init.headers as object) } });
const form = (fields: Record<string, string>) => t.mock(`${url}/services/oauth2/token`, { method: "POST", body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded", authorization: "" } });

test("OAuth: client credentials, unsupported grants and bad credentials answer like Salesforce", async () => {
  const token = await (await form({ grant_type: "client_credentials", client_id: "a", client_secret: "b" })).json();
  expect(token).toMatchObject({ instance_url: url, token_type: "Bearer", id: expect.stringContaining(`${url}id/00D`) });
  expect(await (await form({ grant_type: "client_credentials", client_id: "a" })).json()).toEqual({ error: "invalid_client", error_description: "invalid client credentials" });
  expect(await (await form({ grant_type: "client_credentials" })).json()).toEqual({ error: "invalid_client_id", error_description: "client identifier invalid" });
  expect(await (await form({ grant_type: "magic" })).json()).toEqual({ error: "unsupported_grant_type", error_description: "grant type not supported" });
  const wrong = await form({ grant_type: "password", client_id: "a", client_secret: "b", username: "integration@understudy.example", password: "nope" });
  expect([wrong.status, await wrong.json()]).toEqual([400, { error: "invalid_grant", error_description: "authentication failure" }]);
  const info = await (await sf("/services/oauth2/userinfo", { headers: { authorization: `Bearer ${token.access_token}` } })).json();
  expect(info.preferred_username).toMatch(/^integration-[a-z0-9]{10}@understudy\.example$/);
});

test("an external id matching several records answers 300 with their URLs, for reads and upserts", async () => {
  const read = await sf("/services/data/v67.0/sobjects/Invoice__c/External_Id__c/DUP-1");
  expect(read.status).toBe(300);
  expect((await read.json()).length).toBe(2);
  const upsert = await sf("/services/data/v67.0/sobjects/Invoice__c/External_Id__c/DUP-1", { method: "PATCH", body: JSON.stringify({ Amount__c: 1 }) });
  expect(upsert.status).toBe(300);
});

test("collections refuse more than 200 records; composite more than 25 subrequests", async () => {
  const records = Array.from({ length: 201 }, () => ({ attributes: { type: "Account" }, Name: "x" }));
  const tooMany = await sf("/services/data/v67.0/composite/sobjects", { method: "POST", body: JSON.stringify({ records }) });
  expect((await tooMany.json())[0].errorCode).toBe("EXCEEDED_ID_LIMIT");
  const compositeRequest = Array.from({ length: 26 }, (_, i) => ({ method: "GET", url: "/services/data/v67.0/limits", referenceId: `r${i}` }));
  const tooLong = await sf("/services/data/v67.0/composite", { method: "POST", body: JSON.stringify({ compositeRequest }) });
  expect((await tooLong.json())[0].errorCode).toBe("LIMIT_EXCEEDED");
});

test("every REST answer carries Sforce-Limit-Info, counting up", async () => {
  const first = (await sf("/services/data/v67.0/limits")).headers.get("sforce-limit-info")!;
  const second = (await sf("/services/data/v67.0/sobjects")).headers.get("sforce-limit-info")!;
  const used = (header: string) => Number(/api-usage=(\d+)\/100000/.exec(header)![1]);
  expect(used(second)).toBe(used(first) + 1);
});
