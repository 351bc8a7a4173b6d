import { parseSearchTerm, SEARCH_GROUPS, SoslError, type ReturningSpec, type SearchGroup, type SoslQuery } from "../sosl/index.ts";

const MAX_ROWS = 2000;

/** One object of a POST body's `sobjects`, or of GET's `sobject=` with its `<Object>.fields/.limit/.where`. */
interface ObjectParams {
  name: string;
  fields?: string[];
  where?: string;
  limit?: number;
  orderBy?: string;
}

/**
 * parameterizedSearch's parameters (URL or JSON body) as the same search a SOSL statement describes:
 * `q` is the search term (operators and quotes work, SOSL clauses do not); `in`, `fields`,
 * `sobject(s)`, `overallLimit`, `defaultLimit`, `offset` and `metadata=LABELS` shape it. The
 * Knowledge, network, division, price book, snippet, spell-correction and tracking parameters are
 * accepted and change nothing.
 */
export function parameterizedQuery(input: unknown): SoslQuery {
  const read = reader(input);
  const q = read.text("q");
  if (!q?.trim()) throw bad("MALFORMED_SEARCH", "Missing required parameter: q");
  const defaultFields = read.list("fields");
  const defaultLimit = read.number("defaultLimit");
  const offset = read.number("offset");
  const objects = read.objects();
  if (offset !== undefined && objects.length !== 1) throw bad("MALFORMED_SEARCH", "offset can be used only when searching a single sobject");
  if (offset !== undefined && offset > MAX_ROWS) throw bad("MALFORMED_SEARCH", "SOSL offset should be between 0 to 2000");
  const returning = objects.map((object): ReturningSpec => {
    const fields = object.fields ?? defaultFields;
    const limit = object.limit ?? defaultLimit;
    return {
      object: { text: object.name, at: -1 },
      ...(fields?.length ? { fields: { text: fields.join(", "), at: -1 } } : {}),
      ...(object.where ? { where: { text: object.where, at: -1 } } : {}),
      ...(object.orderBy ? { orderBy: { text: object.orderBy, at: -1 } } : {}),
      ...(limit !== undefined ? { limit: Math.min(limit, MAX_ROWS) } : {}),
      ...(offset !== undefined ? { offset } : {}),
    };
  });
  const limit = read.number("overallLimit");
  return {
    text: "",
    search: parseSearchTerm(q),
    group: searchGroup(read.text("in")),
    ...(returning.length ? { returning } : {}),
    ...(limit !== undefined ? { limit: Math.min(limit, MAX_ROWS) } : {}),
    ...(read.text("metadata")?.toUpperCase() === "LABELS" ? { labels: true } : {}),
  };
}

function searchGroup(value: string | undefined): SearchGroup {
  if (value === undefined) return "ALL";
  const group = value.toUpperCase() as SearchGroup;
  if (!SEARCH_GROUPS.includes(group)) throw bad("MALFORMED_SEARCH", `Invalid value for parameter in: ${value}`);
  return group;
}

interface Reader {
  text(name: string): string | undefined;
  list(name: string): string[] | undefined;
  number(name: string): number | undefined;
  objects(): ObjectParams[];
}

/** The same questions asked of URL parameters or of a JSON body. */
function reader(input: unknown): Reader {
  if (input instanceof URLSearchParams) return urlReader(input);
  if (input === undefined || input === null || typeof input !== "object" || Array.isArray(input)) {
    throw bad("MALFORMED_SEARCH", "The request body must be a JSON object");
  }
  return bodyReader(input as Record<string, unknown>);
}

function urlReader(params: URLSearchParams): Reader {
  const text = (name: string) => params.get(name) ?? undefined;
  const list = (name: string) => (params.has(name) ? splitList(text(name)) : undefined);
  const number = (name: string) => count(name, text(name));
  return {
    text,
    list,
    number,
    objects: () =>
      params.getAll("sobject").flatMap(splitList).map((name) => ({
        name,
        fields: list(`${name}.fields`),
        where: text(`${name}.where`),
        limit: number(`${name}.limit`),
        orderBy: text(`${name}.orderBy`),
      })),
  };
}

function bodyReader(body: Record<string, unknown>): Reader {
  const text = (name: string) => {
    const value = body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== "string" && typeof value !== "boolean" && typeof value !== "number") throw wrongType(name);
    return String(value);
  };
  const list = (name: string, from: Record<string, unknown> = body) => {
    const value = from[name];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) throw wrongType(name);
    return value as string[];
  };
  const number = (name: string, from: Record<string, unknown> = body) => {
    const value = from[name];
    return value === undefined || value === null ? undefined : count(name, String(value));
  };
  const objects = () => {
    const value = body.sobjects;
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw wrongType("sobjects");
    return value.map((entry): ObjectParams => {
      if (!entry || typeof entry !== "object" || typeof (entry as { name?: unknown }).name !== "string") throw wrongType("sobjects");
      const object = entry as Record<string, unknown>;
      return {
        name: object.name as string,
        fields: list("fields", object),
        where: typeof object.where === "string" ? object.where : undefined,
        limit: number("limit", object),
        orderBy: orderBy(object.orderBy),
      };
    });
  };
  return { text, list, number, objects };
}

/** POST's `orderBy: [{ field, direction, nullsOrder }]` as an ORDER BY list. */
function orderBy(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw wrongType("orderBy");
  return value
    .map((item) => {
      const { field, direction, nullsOrder } = (item ?? {}) as Record<string, unknown>;
      if (typeof field !== "string" || !/^[\w.]+$/.test(field)) throw wrongType("orderBy");
      const dir = typeof direction === "string" && /^(ascending|asc)$/i.test(direction) ? " ASC" : typeof direction === "string" && /^(descending|desc)$/i.test(direction) ? " DESC" : "";
      const nulls = typeof nullsOrder === "string" && /^(first|last)$/i.test(nullsOrder) ? ` NULLS ${nullsOrder.toUpperCase()}` : "";
      return `${field}${dir}${nulls}`;
    })
    .join(", ");
}

function splitList(value: string | undefined): string[] {
  return value === undefined ? [] : value.split(",").map((part) => part.trim()).filter(Boolean);
}

function count(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim())) throw bad("MALFORMED_SEARCH", `Invalid value for parameter ${name}: ${value}`);
  return Number(value);
}

const wrongType = (name: string) => bad("MALFORMED_SEARCH", `Invalid value for parameter ${name}`);
const bad = (code: "MALFORMED_SEARCH", message: string) => new SoslError(code, message);
