// Bounds on what one Web API request may ask of a world, through the REST surface as clients send it.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { METHODS_SEED } from "./methods/fixture.ts";
import { MAX_FILE_BYTES } from "./methods/file-records.ts";
import { trimTrailingSlashes } from "../../core/http/trim-trailing-slashes.ts";

let t: TestService;
let url: string;
const MESSAGES = 1_500;

beforeAll(async () => {
  t = await startTestService();
  const messages = Array.from({ length: MESSAGES }, (_, i) => ({ channel: "C0GENERAL", user: "U0ADA", text: `note ${i}`, ts: `${1700001000 + i}.000100` }));
  url = trimTrailingSlashes((await t.createSnapshot("slack", { seed: { ...METHODS_SEED, messages } })).url);
});
afterAll(() => t.close());

async function api(method: string, fields: Record<string, string>, token = "xoxp-acme-ada"): Promise<{ status: number; body: Record<string, any>; headers: Headers }> {
  const response = await t.mock(`${url}/api/${method}`, {
    method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

test("conversations.history and replies clamp limit to 999, users.list and conversations.list to 1,000", async () => {
  const history = await api("conversations.history", { channel: "C0GENERAL", limit: "999999999" });
  expect(history.body.messages).toHaveLength(999);
  expect(history.body.has_more).toBe(true);
  expect(history.body.response_metadata.next_cursor).not.toBe("");
  const list = await api("conversations.list", { limit: "999999999" });
  expect(list.body.ok).toBe(true);
  expect((await api("users.list", { limit: "999999999" })).body.ok).toBe(true);
  expect((await api("conversations.history", { channel: "C0GENERAL", limit: "-1" })).body.error).toBe("invalid_limit");
});

test("blocks sent as a JSON form field are bounded like JSON ones", async () => {
  let deep: unknown = "leaf";
  for (let i = 0; i < 5000; i++) deep = [deep];
  const refused = await api("chat.postMessage", { channel: "C0GENERAL", text: "x", blocks: JSON.stringify([deep]) });
  expect(refused.status).toBe(200);
  expect(refused.body).toMatchObject({ ok: false, error: "invalid_blocks" });
  // Past 1,000 levels the service's JSON depth bound refuses the field first; below it, the pack's 32.
  expect(refused.body.response_metadata.messages[0]).toMatch(/blocks.*(nesting depth|nest deeper than)/);
});

test("a file larger than the per-file cap is refused before any byte is stored", async () => {
  const refused = await api("files.getUploadURLExternal", { filename: "big.bin", length: String(MAX_FILE_BYTES + 1) });
  expect(refused.body).toMatchObject({ ok: false, error: "invalid_arguments" });
  const slot = await api("files.getUploadURLExternal", { filename: "small.bin", length: "10" });
  expect(slot.body.ok).toBe(true);
  const upload = (size: number) => t.mock(String(slot.body.upload_url), { method: "POST", body: new Uint8Array(size), headers: { "content-type": "application/octet-stream" } });
  const tooBig = await upload(MAX_FILE_BYTES + 1);
  expect(tooBig.status).toBe(413);
  expect(await tooBig.text()).toContain(`at most ${MAX_FILE_BYTES} bytes`);
  const fits = await upload(MAX_FILE_BYTES);
  expect(fits.status).toBe(200);
  const done = await api("files.completeUploadExternal", { files: JSON.stringify([{ id: slot.body.file_id }]) });
  expect(done.body.files[0].size).toBe(MAX_FILE_BYTES);
});

test("work past the budget is answered as Slack answers a request it could not finish, and changes nothing", async () => {
  // A budget no request can meet: every checked loop stops at its first check.
  const strict = await startTestService({ limits: { workBudgetMs: 0.000_001 } });
  try {
    const messages = Array.from({ length: 20 }, (_, i) => ({ channel: "C0GENERAL", user: "U0ADA", text: `note ${i}`, ts: `${1700001000 + i}.000100` }));
    const world = trimTrailingSlashes((await strict.createSnapshot("slack", { seed: { ...METHODS_SEED, messages } })).url);
    const answer = await strict.mock(`${world}/api/conversations.history`, {
      method: "POST", body: new URLSearchParams({ channel: "C0GENERAL" }), headers: { "content-type": "application/x-www-form-urlencoded", authorization: "Bearer xoxp-acme-ada" },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: false, error: "internal_error", response_metadata: { messages: [expect.stringContaining("narrow it")] } });
  } finally {
    await strict.close();
  }
});
