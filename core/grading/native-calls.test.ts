import { expect, test } from "bun:test";
import { withNativeCalls } from "./native-calls.ts";
import type { ToolCall } from "../store/types.ts";

const call = (seq: number, tool: string, args: unknown, profile?: string): ToolCall => ({ seq, at: seq, tool, arguments: args, outcome: "ok", error: null, latencyMs: 1, ...(profile ? { profile } : {}) });
const packs = {
  list: () => [{
    def: {
      tools: [{ name: "notes_create_note" }, { name: "notes_list_notes" }] as never,
      mcpProfiles: {
        jotter: { title: "t", source: "s", tools: [
          { name: "add_note", native: { tool: "notes_create_note", arguments: (input: Record<string, unknown>) => ({ text: input.body }) } },
          { name: "count_notes" },
          // A profile tool named like a native one: the call's profile tells them apart.
          { name: "notes_list_notes", native: { tool: "notes_list_notes", arguments: () => ({ limit: 5 }) } },
          { name: "odd", native: { tool: "notes_list_notes", arguments: () => { throw new Error("cannot map"); } } },
        ] as never },
      },
    },
  }],
};

test("profile calls gain their native tool and arguments; native calls and unmapped tools stay as logged", () => {
  const calls = [call(1, "add_note", { body: "Hi" }, "jotter"), call(2, "count_notes", {}, "jotter"), call(3, "notes_list_notes", {}), call(4, "odd", { x: 1 }, "jotter"), call(5, "notes_list_notes", { n: 1 }, "jotter")];
  expect(withNativeCalls(packs, calls)).toEqual([
    { ...calls[0]!, native: { tool: "notes_create_note", arguments: { text: "Hi" } } },
    calls[1]!,
    calls[2]!,
    calls[3]!,
    { ...calls[4]!, native: { tool: "notes_list_notes", arguments: { limit: 5 } } },
  ]);
});
