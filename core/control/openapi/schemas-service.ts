// Schemas of the service endpoints: health, the SDK package, providers, snapshots, worlds' tool calls.
import { WORLD_ID_PATTERN } from "../../world/world-id.ts";
import { peopleSchema } from "../../world/people.ts";
import { int, nullable, object, ref, str } from "./parts.ts";

export const serviceSchemas = {
  Error: object(
    { error: str("What is wrong and what to do"), detail: str("How the store failed (502 only)"), requestId: str("On a 5xx: the id of the log line that says why") },
    ["detail", "requestId"],
  ),
  Health: object({ ok: { type: "boolean", const: true }, worlds: int("Live worlds in memory") }),
  PythonSdkPackage: object({
    name: str("The distribution name (understudy-eval)"), version: str(), wheel: str("The wheel's url"), sha256: str("The wheel's SHA-256, hex"), install: str("The pip command"),
  }),
  SdkPackage: object({
    name: str("npm package name"),
    version: str(),
    tarball: { type: "string", format: "uri", description: "Where to install it from" },
    integrity: { type: "string", pattern: "^sha512-", description: "SHA-512 of the tarball's bytes, as npm writes it in a lockfile" },
  }),
  ProviderList: object({ providers: { type: "array", items: str("Provider slug granted to the key's organization") } }),
  SnapshotRequest: {
    type: "object",
    additionalProperties: false,
    description: "Every field is optional; an empty body is valid. Any other field is refused.",
    properties: {
      ttl: { type: "string", pattern: "^\\s*\\d{1,7}[smhdSMHD]\\s*$", description: "Lifetime: a whole number and a unit s, m, h or d, at most 7d (default 1h)" },
      seed: {
        oneOf: [{ type: "object" }, { type: "null" }],
        description: 'Initial data: { "<slug>": {...} } or the inner object alone; null gives the empty default. UI providers ignore it.',
      },
      config: { oneOf: [{ type: "object" }, { type: "array" }, { type: "null" }], description: "Provider overrides, for providers that declare config" },
      people: { ...peopleSchema, description: 'Persons the provider holds as users, as in a dataset task; "person:<key>" in the seed or config is their id' },
    },
  },
  Snapshot: object({
    snapshotId: { type: "string", pattern: WORLD_ID_PATTERN.source, description: "A DNS label; also the world id" },
    slug: str(),
    url: { type: "string", format: "uri", description: "The provider's base URL inside this snapshot (mock plane, no key)" },
    expiresAt: { type: "string", format: "date-time" },
    ttl: str("The normalized ttl, in the largest unit that divides it"),
  }),
  ToolCall: object({
    seq: int(),
    at: { type: "string", format: "date-time" },
    tool: str(),
    arguments: { description: "The tool call's arguments, as the agent sent them" },
    outcome: { type: "string", enum: ["ok", "error"] },
    error: nullable(str()),
    latencyMs: { type: "number" },
    profile: str("The MCP profile the call came through; absent for the packs' own tools"),
    fault: object({ rule: int("The rule's place in the world's list, from 0"), effect: str(), on: str("Where it fired: `tool <name>` or `<pack>.<operation>`") },
      [], { description: "The fault a world's rule injected (docs/worlds.md \"Faults\"); absent when none" }),
    result: nullable(str("The result's text as the agent got it, cut after 4,000 characters with \"… (N more characters)\"; absent when the call ended in a protocol error")),
  }, ["profile", "fault", "result"]),
  WorldToolCalls: object({ worldId: str(), calls: { type: "array", items: ref("ToolCall") } }),
};
