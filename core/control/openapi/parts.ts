// Building blocks shared by the control plane's OpenAPI document (OpenAPI 3.1, JSON Schema 2020-12).

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (schema: Record<string, unknown>) => ({ oneOf: [schema, { type: "null" }] });
export const str = (description?: string) => (description ? { type: "string", description } : { type: "string" });
export const int = (description?: string) => (description ? { type: "integer", description } : { type: "integer" });
export const enumOf = (values: string[]) => ({ type: "string", enum: values });

/** An object schema whose every listed property is required unless named in `optional`. */
export function object(properties: Record<string, object>, optional: string[] = [], extra: Record<string, unknown> = {}) {
  return { type: "object", required: Object.keys(properties).filter((name) => !optional.includes(name)), properties, ...extra };
}

export const json = (schema: object, description: string) => ({ description, content: { "application/json": { schema } } });
export const jsonRequest = (schema: object, required = true) => ({ required, content: { "application/json": { schema } } });

export const pathParam = (name: string, description: string, schema: object = { type: "string" }) => ({ name, in: "path", required: true, description, schema });
export const queryParam = (name: string, description: string, schema: object = { type: "string" }) => ({ name, in: "query", required: false, description, schema });

/** `{error}` answers, one per status, each saying when (429 also carries Retry-After). */
export function errors(when: Record<number, string>) {
  return Object.fromEntries(
    Object.entries(when).map(([status, description]) => [
      status,
      {
        description,
        ...(status === "429" ? { headers: { "Retry-After": { description: "Seconds to wait before retrying", schema: { type: "integer" } } } } : {}),
        content: { "application/json": { schema: ref("Error") } },
      },
    ]),
  );
}

/** What every keyed endpoint may answer besides its own statuses: 401, and 429 past the key's request rate. */
export const KEYED = {
  401: "Missing, invalid or revoked API key, or an ended console session",
  429: "Too many requests with this key, or without a valid key from this address (CONTROL_REQUESTS_PER_SECOND, bursts of twice that); retry after Retry-After",
} as const;
