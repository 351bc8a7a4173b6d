import { expect, test } from "bun:test";
import { defineTool, type FromSchema } from "./index.ts";

// Compile-time checks (npm run typecheck): a tool's input type is read from its schema.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>(value: T) => value;

const fragment = { type: "string", minLength: 1 } as const;
const widened = { type: "string" };

// FromSchema reads the keywords tool schemas use: checked by the compiler (npm run typecheck), so it sits
// at module level rather than in a runtime test that could not fail.
type Input = FromSchema<{
  type: "object";
  properties: {
    channel: typeof fragment;
    limit: { type: "integer" };
    flags: { type: "array"; items: { type: "boolean" } };
    sort: { enum: readonly ["score", "timestamp"] };
    nullable: { type: readonly ["string", "null"] };
    fields: { type: "object"; additionalProperties: true };
    loose: typeof widened;
  };
  required: readonly ["channel"];
}>;
assert<Equal<Input, {
  channel: string;
  limit?: number;
  flags?: boolean[];
  sort?: "score" | "timestamp";
  nullable?: string | null;
  fields?: Record<string, unknown>;
  loose?: unknown;
}>>(true);

test("defineTool types run's input from an inline schema", async () => {
  const tool = defineTool({
    name: "notes_create_note",
    description: "Create a note.",
    inputSchema: { type: "object", properties: { text: fragment, pinned: { type: "boolean" } }, required: ["text"], additionalProperties: false },
    run: (_ctx, input) => {
      assert<Equal<typeof input, { text: string; pinned?: boolean }>>(true);
      return input.text.toUpperCase();
    },
  });
  expect(await tool.run({} as never, { text: "hi" })).toBe("HI");
});
