import type { ToolContext } from "../../../../core/pack/index.ts";
import { restCall, soqlString, type SfRestError } from "../rest-call.ts";
import { NOT_FOUND } from "./hosted-answer.ts";

type Describe = { name: string; keyPrefix: string | null; fields: Array<{ name: string; type: string; relationshipName: string | null; referenceTo: string[] }>; childRelationships: Array<{ relationshipName: string | null; childSObject: string; field: string }> };

/** Where a relationship path from a record leads: the object reached, its records' ids, and whether a to-many step was taken. */
export interface PathEnd {
  describe: Describe;
  ids: string[];
  /** True when a step followed a child relationship (Contacts): the path names a list, not one record. */
  many: boolean;
}

const inList = (ids: string[]) => `(${ids.map(soqlString).join(", ")})`;

/**
 * Follows `path` (`Contacts`, `Contacts/Cases`, `Account`, `Account/Owner`) from one record, as the
 * REST API's relationship URLs do (`/sobjects/{sobject}/{id}/{relationship}`), one level after the
 * other: a child relationship name gives the records that look up to the current ones, a lookup's
 * relationship name the record it points to. Names match case-insensitively, as in SOQL.
 */
export async function followPath(ctx: ToolContext, sobject: string, id: string, path: string): Promise<PathEnd | SfRestError[]> {
  let describe = await describeOf(ctx, sobject);
  if (!("name" in describe)) return describe;
  const exists = await restCall(ctx, "query", { query: { q: `SELECT Id FROM ${describe.name} WHERE Id = ${soqlString(id)}` } });
  if (!exists.ok) return exists.errors;
  let ids = (exists.body.records as Array<{ Id: string }>).map((r) => r.Id);
  if (!ids.length) return [NOT_FOUND];
  let many = false;
  const steps = path.split("/").map((step) => step.trim()).filter(Boolean);
  if (!steps.length) return [NOT_FOUND];
  for (const step of steps) {
    const lower = step.toLowerCase();
    const child = describe.childRelationships.find((r) => r.relationshipName?.toLowerCase() === lower);
    const lookup = describe.fields.find((f) => f.type === "reference" && f.relationshipName?.toLowerCase() === lower);
    if (child) {
      const rows = await restCall(ctx, "query", { query: { q: `SELECT Id FROM ${child.childSObject} WHERE ${child.field} IN ${inList(ids)}` } });
      if (!rows.ok) return rows.errors;
      ids = (rows.body.records as Array<{ Id: string }>).map((r) => r.Id);
      many = true;
      const next = await describeOf(ctx, child.childSObject);
      if (!("name" in next)) return next;
      describe = next;
    } else if (lookup) {
      const rows = await restCall(ctx, "query", { query: { q: `SELECT ${lookup.name} FROM ${describe.name} WHERE Id IN ${inList(ids)}` } });
      if (!rows.ok) return rows.errors;
      ids = [...new Set((rows.body.records as Array<Record<string, string | null>>).map((r) => r[lookup.name]).filter((v): v is string => !!v))];
      // A polymorphic lookup (Owner, What) points at the object whose key prefix the id starts with.
      const target = lookup.referenceTo.length === 1 ? lookup.referenceTo[0]! : await targetOf(ctx, lookup.referenceTo, ids[0]);
      const next = await describeOf(ctx, target);
      if (!("name" in next)) return next;
      describe = next;
    } else {
      return [NOT_FOUND];
    }
    if (!ids.length) break;
  }
  return { describe, ids, many };
}

/** Every field of the records, as the REST API's relationship URLs answer them. */
export async function readRecords(ctx: ToolContext, end: PathEnd) {
  if (!end.ids.length) return { ok: true as const, body: { totalSize: 0, done: true, records: [] } };
  const fields = end.describe.fields.map((f) => f.name).join(", ");
  return restCall(ctx, "query", { query: { q: `SELECT ${fields} FROM ${end.describe.name} WHERE Id IN ${inList(end.ids)} ORDER BY Id` } });
}

async function describeOf(ctx: ToolContext, sobject: string): Promise<Describe | SfRestError[]> {
  const described = await restCall<Describe>(ctx, "describeSObject", { params: { sobject } });
  return described.ok ? described.body : described.errors;
}

async function targetOf(ctx: ToolContext, candidates: string[], id: string | undefined): Promise<string> {
  for (const name of candidates) {
    const d = await describeOf(ctx, name);
    if ("name" in d && d.keyPrefix && id?.startsWith(d.keyPrefix)) return d.name;
  }
  return candidates[0]!;
}
