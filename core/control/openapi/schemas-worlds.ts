// Schemas of the world-control API's answers (docs/worlds.md).
import { int, nullable, object, ref, str } from "./parts.ts";

const datetime = { type: "string", format: "date-time" };
const record = { type: "object", description: "The record as the pack stores it" };
const at = { pack: str(), collection: str(), id: str("The record's id in its collection") };

export const worldSchemas = {
  WorldSummary: object(
    {
      worldId: str(),
      kind: { type: "string", enum: ["snapshot", "task"] },
      packs: { type: "array", items: str() },
      urls: { type: "object", additionalProperties: str(), description: "Each pack's address, as create-snapshot answers `url`" },
      mcpUrl: str("The world's MCP endpoint (native tools; /mcp/<profile> for a profile)"),
      createdAt: datetime,
      expiresAt: datetime,
      records: int("Records the world holds, private collections included"),
      journalSeq: int("The last committed journal position"),
      bytes: int("What the world makes the store hold, in bytes of JSON text (MAX_WORLD_BYTES bounds it)"),
      runId: str("A task world: its run"),
      taskResultId: str("A task world: the trial it was provisioned for"),
      task: str("A task world: the task's id"),
      trial: int("A task world: the trial (0-based)"),
    },
    ["runId", "taskResultId", "task", "trial"],
  ),
  WorldRecord: object({ ...at, record }),
  WorldState: object({
    worldId: str(),
    collections: { type: "array", items: object({ pack: str(), collection: str(), count: int() }), description: "Every collection shown, with its record count" },
    records: { type: "array", items: ref("WorldRecord") },
    next: nullable(str("The cursor of the next page; null on the last")),
  }),
  WorldDiff: object({
    worldId: str(),
    since: object({ checkpoint: nullable(str()), seq: int("The journal position the diff starts after (0: the seed)") }),
    added: { type: "array", items: ref("WorldRecord") },
    changed: {
      type: "array",
      items: object({ ...at, changes: { type: "object", additionalProperties: object({ before: {}, after: {} }), description: "Each changed field by its path (fields.summary), before and after" } }),
    },
    removed: { type: "array", items: ref("WorldRecord"), description: "As they were before removal" },
  }),
  WorldJournal: object({
    worldId: str(),
    entries: {
      type: "array",
      items: object(
        {
          seq: int(), at: datetime, pack: str(), collection: str(), recordId: str(), op: { type: "string", enum: ["insert", "update", "delete"] },
          before: nullable(record), after: nullable(record), redacted: { type: "boolean", description: "A private collection's entry: its values are not shown" },
        },
        ["redacted"],
      ),
    },
    next: nullable(int("The `after` of the next page; null on the last")),
  }),
  CheckpointRequest: object({ name: { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$" } }, [], { additionalProperties: false }),
  WorldCheckpoint: object({ name: str(), seq: int("The journal position it names"), createdAt: datetime }),
  WorldCheckpoints: object({ worldId: str(), checkpoints: { type: "array", items: ref("WorldCheckpoint") } }),
  WorldRestored: object({ worldId: str(), checkpoint: ref("WorldCheckpoint"), recordsRestored: int("Records put back"), journalSeq: int("The journal position after the restore") }),
  ForkRequest: object({ ttl: { type: "string", description: "How long the fork lives, as create-snapshot's ttl (default 1h, at most 7d)" } }, ["ttl"], { additionalProperties: false }),
  WorldForked: { allOf: [ref("WorldSummary"), object({ forkedFrom: str("The world it was forked from"), ttl: str() })] },
};
