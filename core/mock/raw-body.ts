// Whether a request's body reaches its handler as raw bytes: when the operation declares a binary body
// (`application/octet-stream` or `*/*`) and the request is not one of the operation's other declared
// types. Clients uploading bytes often send no content type at all (Node's fetch with a Buffer), and such
// a body must not be read as JSON.
import type { PackOpenApi } from "../pack/types.ts";

const BINARY = new Set(["application/octet-stream", "*/*"]);

export function takesRawBytes(openapi: PackOpenApi, method: string, template: string, contentType: string | null): boolean {
  const operation = (openapi.paths?.[template] as Record<string, { requestBody?: { content?: Record<string, unknown> } }> | undefined)?.[method.toLowerCase()];
  const declared = Object.keys(operation?.requestBody?.content ?? {}).map((type) => type.toLowerCase());
  if (!declared.some((type) => BINARY.has(type))) return false;
  const sent = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return !declared.some((type) => !BINARY.has(type) && type === sent);
}
