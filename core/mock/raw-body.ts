// Whether a request's body reaches its handler as raw bytes: when the operation declares a binary body
// (`application/octet-stream` or `*/*`) and the request is not one of the operation's other declared
// types. Clients uploading bytes often send no content type at all (Node's fetch with a Buffer), and such
// a body must not be read as JSON.
import type { PackOpenApi } from "../pack/types.ts";

const BINARY = new Set(["application/octet-stream", "*/*"]);

export function takesRawBytes(openapi: PackOpenApi, method: string, template: string, contentType: string | null): boolean {
  const declared = declaredBodyTypes(openapi, method, template);
  if (!declared.some((type) => BINARY.has(type))) return false;
  const sent = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return !declared.some((type) => !BINARY.has(type) && type === sent);
}

// Every request with a body asks: each operation's declared types are read from the document once.
const declaredTypes = new WeakMap<PackOpenApi, Map<string, string[]>>();

function declaredBodyTypes(openapi: PackOpenApi, method: string, template: string): string[] {
  let byOperation = declaredTypes.get(openapi);
  if (!byOperation) declaredTypes.set(openapi, (byOperation = new Map()));
  const key = `${method} ${template}`;
  let declared = byOperation.get(key);
  if (!declared) {
    const operation = (openapi.paths?.[template] as Record<string, { requestBody?: { content?: Record<string, unknown> } }> | undefined)?.[method.toLowerCase()];
    declared = Object.keys(operation?.requestBody?.content ?? {}).map((type) => type.toLowerCase());
    byOperation.set(key, declared);
  }
  return declared;
}
