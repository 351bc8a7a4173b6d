// Paths of the service: health, this document, the worker SDK package, providers and snapshots, and
// the worlds' tool-call logs. See docs/api.md.
import { errors, json, jsonRequest, KEYED, pathParam, ref } from "./parts.ts";

const open = { security: [] };

export const servicePaths = {
  "/health": {
    get: { operationId: "health", summary: "Liveness and live world count", tags: ["service"], ...open, responses: { "200": json(ref("Health"), "The service is up") } },
  },
  "/openapi.json": {
    get: {
      operationId: "openapi", summary: "This document", tags: ["service"], ...open,
      responses: {
        "200": json({ type: "object", required: ["openapi", "paths"] }, "The control plane's OpenAPI 3.1 document"),
        ...errors({ 429: KEYED[429] }),
      },
    },
  },
  "/sdk": {
    get: {
      operationId: "sdkPackage", summary: "The worker SDK this service serves", tags: ["service"], ...open,
      responses: {
        "200": json(ref("SdkPackage"), "Where the tarball is and its integrity"),
        ...errors({ 500: "npm pack failed (or npm is not on the service's PATH)", 503: "sdk/dist is missing: the SDK is not built" }),
      },
    },
  },
  "/sdk/understudy-eval.tgz": {
    get: {
      operationId: "sdkTarball", summary: "The worker SDK tarball (npm pack of sdk/)", tags: ["service"], ...open,
      parameters: [{ name: "If-None-Match", in: "header", required: false, description: "The ETag of a copy held", schema: { type: "string" } }],
      responses: {
        "200": {
          description: "The tarball",
          headers: { ETag: { description: "The integrity, quoted", schema: { type: "string" } } },
          content: { "application/gzip": { schema: { type: "string", contentMediaType: "application/gzip" } } },
        },
        "304": { description: "The copy held is current" },
        ...errors({ 500: "npm pack failed (or npm is not on the service's PATH)", 503: "sdk/dist is missing: the SDK is not built" }),
      },
    },
  },
  "/sdk/python": {
    get: {
      operationId: "pythonSdkPackage", summary: "The Python worker SDK this service serves: its wheel's url and SHA-256", tags: ["service"], ...open,
      responses: { "200": json(ref("PythonSdkPackage"), "Where the wheel is"), ...errors({ 503: "sdk-python/ is not in the service's checkout" }) },
    },
  },
  "/sdk/python/{file}": {
    get: {
      operationId: "pythonSdkWheel", summary: "The Python worker SDK's wheel (pip install this url)", tags: ["service"], ...open,
      parameters: [pathParam("file", "The wheel's file name, as GET /sdk/python names it")],
      responses: {
        "200": { description: "The wheel", content: { "application/zip": { schema: { type: "string", contentMediaType: "application/zip" } } } },
        ...errors({ 404: "Not the file this service serves (the answer names it)", 503: "sdk-python/ is not in the service's checkout" }),
      },
    },
  },
  "/providers/list": {
    get: {
      operationId: "listProviders", summary: "Installed providers granted to the key's organization", tags: ["providers"],
      responses: { "200": json(ref("ProviderList"), "Provider slugs"), ...errors(KEYED) },
    },
  },
  "/providers/{slug}/create-snapshot": {
    post: {
      operationId: "createSnapshot", summary: "A new world of one provider, live until its ttl", tags: ["providers"],
      parameters: [pathParam("slug", "Provider slug, e.g. salesforce")],
      requestBody: jsonRequest(ref("SnapshotRequest"), false),
      responses: {
        "200": json(ref("Snapshot"), "The snapshot, ready to answer"),
        ...errors({
          400: "Unknown provider; body not JSON or not an object; unknown field; bad ttl; a seed of the wrong shape or rows the provider cannot load; config for a provider that takes none, or config it refuses",
          ...KEYED,
          403: "The organization is not granted that provider",
          413: "The seed makes more data than one world may hold (MAX_WORLD_BYTES)",
          429: "The organization holds its limit of live snapshots (MAX_SNAPSHOTS_PER_ORG), or of stored bytes (MAX_ORG_BYTES), or too many requests with this key; retry after Retry-After",
          502: "The store failed while provisioning; `detail` says how. Nothing was kept",
        }),
      },
    },
  },
  "/api/v1/worlds/{worldId}/tool-calls": {
    get: {
      operationId: "worldToolCalls", summary: "The MCP gateway log of one of your organization's live worlds", tags: ["providers"],
      parameters: [pathParam("worldId", "A snapshotId (or an evaluation world's id)")],
      responses: {
        "200": json(ref("WorldToolCalls"), "Every tool call, in order"),
        ...errors({ ...KEYED, 404: "No live world with that id in your organization" }),
      },
    },
  },
};
