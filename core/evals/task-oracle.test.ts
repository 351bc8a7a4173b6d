import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { checkDataset, putDataset } from "../../tests/support/eval-fixtures.ts";

// A task's oracle per MCP surface: `oracle` speaks the packs' own tools, `oracles["jotter"]` what the
// world serves at /mcp/jotter. A check plays the one for the surface a run's agent would get.
let t: TestService;
beforeAll(async () => (t = await startTestService()), 30_000);
afterAll(() => t.close());

const task = (extra: Record<string, unknown> = {}) => ({
  id: "jot", ticket: "Add a note saying hello.", seed: { notes: { items: [] } },
  assertions: [
    { plugin: "tool-called", requirement: "The note tool was called with hello", options: { tool: "notes_create_note", arguments: { text: "hello" } } },
    { plugin: "record-count", requirement: "One note", options: { pack: "notes", collection: "notes", equals: 1 } },
  ],
  oracle: [{ tool: "notes_create_note", arguments: { text: "hello" } }],
  oracles: { jotter: [{ tool: "count_notes" }, { tool: "add_note", arguments: { body: "hello" } }] },
  ...extra,
});

async function refusal(extra: Record<string, unknown>): Promise<string> {
  const answer = await putDataset(t, "refused", [task(extra)]);
  expect(answer.status).toBe(400);
  return (await answer.json()).error;
}

test("each surface's oracle is checked on upload against that surface's tools", async () => {
  expect(await refusal({ oracles: { jotter: [{ tool: "notes_create_note", arguments: { text: "x" } }] } }))
    .toContain(`Task "jot": oracles["jotter"][0].tool: "notes_create_note" is not a tool of this task's world on this surface (add_note, count_notes)`);
  expect(await refusal({ oracles: { jotter: [{ tool: "add_note", arguments: { text: "x" } }] } }))
    .toContain(`Task "jot": oracles["jotter"][0].arguments must have required property 'body'`);
  expect(await refusal({ oracles: { official: [] } })).toContain(`Task "jot": oracles["official"]: No MCP profile "official" in this world. Its profiles: native, jotter (notes).`);
  expect(await refusal({ oracles: { native: [] } })).toContain(`Task "jot": oracles["native"]: the native surface's oracle is "oracle"`);
  expect(await refusal({ oracles: { jotter: [{ answer: "done" }, { tool: "count_notes" }] } })).toContain(`oracles["jotter"][0].answer: only the last oracle step may be an answer`);
  // A text reference's pattern runs on RE2, so one that needs backtracking is refused at upload.
  expect(await refusal({ oracles: { jotter: [{ tool: "count_notes" }, { tool: "add_note", arguments: { body: "${steps.0.match:(a)\\1}" } }] } }))
    .toContain(`oracles["jotter"][1].arguments.body: Invalid pattern /(a)\\1/: backreferences are not supported`);
}, 30_000);

test("a check plays the oracle of the surface in use: the task's own profile, or the check's mcp_profiles over it", async () => {
  expect((await putDataset(t, "surfaces", [task(), task({ id: "own", mcp: { notes: { profile: "jotter" } } })])).status).toBe(200);
  const native = await checkDataset(t, "surfaces");
  expect(native.mcp_profiles).toEqual({});
  expect(native.tasks.map((x: any) => [x.task, x.sound, x.oracle.reward])).toEqual([["jot", true, 1], ["own", true, 1]]);
  const jotter = await checkDataset(t, "surfaces", undefined, { mcp_profiles: { notes: "jotter" } });
  expect(jotter.mcp_profiles).toEqual({ notes: "jotter" });
  // Same scores through another surface: the grader reads add_note as notes_create_note.
  expect(jotter.tasks.map((x: any) => [x.task, x.sound, x.oracle.reward, x.idle.reward])).toEqual(native.tasks.map((x: any) => [x.task, x.sound, x.oracle.reward, x.idle.reward]));
}, 30_000);

test("a surface the task has no oracle for is named in the check, and an unknown profile is 400", async () => {
  expect((await putDataset(t, "native-only", [task({ oracles: undefined })])).status).toBe(200);
  const check = await checkDataset(t, "native-only", undefined, { mcp_profiles: { notes: "jotter" } });
  expect(check.sound).toBe(false);
  expect(check.tasks[0]).toMatchObject({ sound: false, oracle: null, problem: `no oracle for the MCP surface "jotter": add oracles["jotter"] to the task` });
  await expect(checkDataset(t, "native-only", undefined, { mcp_profiles: { notes: "nope" } })).rejects.toThrow('check 400: {"error":"mcp_profiles.notes: notes has no MCP profile \\"nope\\"');
}, 30_000);
