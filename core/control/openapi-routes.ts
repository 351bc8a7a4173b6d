import { Elysia } from "elysia";
import { controlPlaneOpenApi } from "./openapi/index.ts";

/** GET /openapi.json: the control plane's OpenAPI 3.1 document (no key), with this service as its server. */
export function createOpenApiRoutes(deps: { publicUrl: string }) {
  const document = controlPlaneOpenApi(deps.publicUrl);
  return new Elysia({ name: "openapi" }).get("/openapi.json", () => document);
}
