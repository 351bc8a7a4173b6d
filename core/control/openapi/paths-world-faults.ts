// Paths of a world's fault rules (docs/worlds.md "Faults"): read, replace, clear.
import { errors, json, jsonRequest, KEYED, pathParam, ref } from "./parts.ts";

const worldId = pathParam("worldId", "A snapshotId (or an evaluation world's id)");
const notFound = { 404: "No live world with that id in your organization" };
const answer = (description: string) => json(ref("WorldFaults"), description);

export const worldFaultPaths = {
  "/api/v1/worlds/{worldId}/faults": {
    get: {
      operationId: "getWorldFaults", summary: "The world's fault rules", tags: ["providers"], parameters: [worldId],
      responses: { "200": answer("The rules, in order; none: an empty list"), ...errors({ ...KEYED, ...notFound }) },
    },
    put: {
      operationId: "putWorldFaults", summary: "Replace the world's fault rules; every node applies them from its next request, counts from zero",
      tags: ["providers"], parameters: [worldId], requestBody: jsonRequest(ref("FaultRules")),
      responses: {
        "200": answer("The rules now in force"),
        ...errors({ 400: "Not JSON, or a rule that is malformed or names what the world lacks; `error` names the field", ...KEYED, ...notFound }),
      },
    },
    delete: {
      operationId: "deleteWorldFaults", summary: "Clear the world's fault rules", tags: ["providers"], parameters: [worldId],
      responses: { "200": answer("No rules any more"), ...errors({ ...KEYED, ...notFound }) },
    },
  },
};
