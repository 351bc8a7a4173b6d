// Paths of the world-control API (docs/worlds.md): summary, records, diff, journal, checkpoints, restore, fork.
import { MAX_PAGE } from "../../world-control/world-paging.ts";
import { errors, json, jsonRequest, KEYED, pathParam, queryParam, ref } from "./parts.ts";

const worldId = pathParam("worldId", "A snapshotId, an evaluation world's id (a trial record's worldId), or a fork's worldId");
const name = pathParam("name", "The checkpoint's name");
const limit = queryParam("limit", `Items per page (1 to ${MAX_PAGE}, default 100)`, { type: "integer", minimum: 1, maximum: MAX_PAGE });
const missing = { 404: "No live world with that id in your organization (another organization's world answers the same)" };
const world = (operationId: string, summary: string, extra: Record<string, unknown> = {}) => ({ operationId, summary, tags: ["worlds"], parameters: [worldId], ...extra });

export const worldPaths = {
  "/api/v1/worlds/{worldId}": {
    get: { ...world("getWorld", "What a world is: kind, packs, urls, expiry, size; a task world's run and trial"), responses: { "200": json(ref("WorldSummary"), "The world"), ...errors({ ...KEYED, ...missing }) } },
  },
  "/api/v1/worlds/{worldId}/state": {
    get: {
      ...world("getWorldState", "Every record, by pack and collection, in pages (private collections never shown)", {
        parameters: [worldId, queryParam("pack", "Only this pack's records"), queryParam("collection", "Only this collection's records"), limit, queryParam("cursor", "The `next` of the previous page")],
      }),
      responses: { "200": json(ref("WorldState"), "One page of records"), ...errors({ ...KEYED, 400: "An unknown pack, a limit out of range, or a cursor this API did not hand out", ...missing }) },
    },
  },
  "/api/v1/worlds/{worldId}/diff": {
    get: {
      ...world("getWorldDiff", "Records added, changed (field by field) and removed since the seed, or since a checkpoint", {
        parameters: [worldId, queryParam("since", "A checkpoint's name; the seed when absent")],
      }),
      responses: { "200": json(ref("WorldDiff"), "The changes"), ...errors({ ...KEYED, 404: "No such world in your organization, or no such checkpoint" }) },
    },
  },
  "/api/v1/worlds/{worldId}/journal": {
    get: {
      ...world("getWorldJournal", "The world's changes in order, in pages", {
        parameters: [worldId, queryParam("after", "A journal position (0, the default, for the start)", { type: "integer", minimum: 0 }), limit],
      }),
      responses: { "200": json(ref("WorldJournal"), "One page of journal entries"), ...errors({ ...KEYED, 400: "after or limit out of range", ...missing }) },
    },
  },
  "/api/v1/worlds/{worldId}/checkpoints": {
    get: { ...world("listWorldCheckpoints", "The world's checkpoints, oldest first"), responses: { "200": json(ref("WorldCheckpoints"), "Its checkpoints"), ...errors({ ...KEYED, ...missing }) } },
    post: {
      ...world("createWorldCheckpoint", "Name the world's state now", { requestBody: jsonRequest(ref("CheckpointRequest")) }),
      responses: {
        "201": json(ref("WorldCheckpoint"), "The checkpoint: its name and journal position"),
        ...errors({ ...KEYED, 400: "The body is not {name} with a valid name", ...missing, 409: "The world already has a checkpoint of that name" }),
      },
    },
  },
  "/api/v1/worlds/{worldId}/checkpoints/{name}/restore": {
    post: {
      operationId: "restoreWorldCheckpoint", summary: "Put the world back as it was at the checkpoint: records, id sequences and counter", tags: ["worlds"], parameters: [worldId, name],
      responses: { "200": json(ref("WorldRestored"), "Restored"), ...errors({ ...KEYED, 404: "No such world in your organization, or no such checkpoint" }) },
    },
  },
  "/api/v1/worlds/{worldId}/fork": {
    post: {
      ...world("forkWorld", "A new snapshot whose state equals this world's now", { requestBody: jsonRequest(ref("ForkRequest"), false) }),
      responses: {
        "201": json(ref("WorldForked"), "The fork: a snapshot with its own id and urls"),
        ...errors({
          ...KEYED, 400: "A body other than {ttl}, or a ttl that is not a duration up to 7d", ...missing,
          413: "The fork would make more data than one world may hold (MAX_WORLD_BYTES)",
          429: "The organization holds its limit of live snapshots (MAX_SNAPSHOTS_PER_ORG) or of stored bytes (MAX_ORG_BYTES), or too many requests with this key; retry after Retry-After",
          502: "The store failed while making the fork; nothing was kept",
        }),
      },
    },
  },
};
