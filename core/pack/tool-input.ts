// A tool's input type, read from its JSON Schema at compile time (as the MCP SDK's registerTool reads
// a zod schema): the gateway checks arguments against the schema before `run`, so the type is sound.
// Covers the keywords tool schemas use; anything else (or a schema whose literals were widened, e.g. a
// fragment declared without `as const`) reads as `unknown`, never as a wrong type.
import type { JsonSchema, ToolAnnotations, ToolContext } from "./types.ts";

type Primitive<T> = T extends "string" ? string
  : T extends "integer" | "number" ? number
  : T extends "boolean" ? boolean
  : T extends "null" ? null
  : T extends "array" ? unknown[]
  : T extends "object" ? Record<string, unknown>
  : unknown;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type ObjectOf<P, R extends PropertyKey> = Simplify<
  { -readonly [K in keyof P as K extends R ? K : never]: FromSchema<P[K]> } & { -readonly [K in keyof P as K extends R ? never : K]?: FromSchema<P[K]> }
>;

/** The TypeScript type of values a JSON Schema accepts (the subset tool inputs use). */
export type FromSchema<S> = S extends { enum: readonly (infer E)[] } ? E
  : S extends { const: infer C } ? C
  : S extends { type: "array"; items: infer I } ? FromSchema<I>[]
  : S extends { type: "object"; properties: infer P } ? ObjectOf<P, S extends { required: readonly (infer R extends PropertyKey)[] } ? R : never>
  : S extends { anyOf: readonly (infer A)[] } ? FromSchema<A>
  : S extends { oneOf: readonly (infer A)[] } ? FromSchema<A>
  : S extends { type: readonly (infer T)[] } ? Primitive<T>
  : S extends { type: infer T } ? Primitive<T>
  : unknown;

/** A tool as its author writes it: `run` gets the input typed from `inputSchema`. */
export interface TypedToolDefinition<S extends JsonSchema> {
  name: string;
  description: string;
  inputSchema: S;
  outputSchema?: JsonSchema;
  annotations?: ToolAnnotations;
  run(ctx: ToolContext, input: FromSchema<S>): Promise<unknown> | unknown;
}
