import { runSeedSteps, SeedError } from "../../core/pack/index.ts";
import type { JsonRecord, SeedContext, SeedRecords, SeedSteps } from "../../core/pack/index.ts";
import { inferDescribe, type SObjectDescribe } from "./describes/index.ts";
import { describeRegistry } from "./world-describes.ts";
import { checkWrite } from "./field-values.ts";
import { completeNewRecord } from "./new-record.ts";
import { DEFAULT_USER_ID, toId18 } from "./record-ids.ts";
import { SfFault } from "./sf-errors.ts";
import { ownValue } from "./record-shape.ts";
import { depthPast, tooDeepMessage } from "./json-depth.ts";
import { defaultUser } from "./default-user.ts";
import { addOrgRecords, standardRecord } from "./seed-org.ts";
import { numberSeededRows } from "./auto-number.ts";
import { CREDENTIALS, DEFAULT_PASSWORD } from "./sf-session.ts";

export const seedSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Salesforce seed",
  description: "Records per sObject API name: { \"Account\": [ { \"Id\"?: \"001...\", \"Name\": \"Acme\" } ] }",
  type: "object",
  propertyNames: { pattern: "^[A-Za-z][A-Za-z0-9_]*$" },
  additionalProperties: { type: "array", items: { type: "object" } },
};

type Row = { id: string; record: JsonRecord };

/** Rows normalized between two points where provisioning may give other tenants a turn. */
const ROWS_PER_STEP = 250;

/** Seed rows become records as if created through the API, but system fields may be set. */

/** normalizeSeedSteps run to the end at once, for callers no one waits on. */
export function normalizeSeed(seed: JsonRecord, ctx: SeedContext): SeedRecords {
  return runSeedSteps(normalizeSeedSteps(seed, ctx));
}

/** The pack's normalize: in steps, so a 5,000-row seed never holds the process in one stretch. */
export function* normalizeSeedSteps(seed: JsonRecord, ctx: SeedContext): SeedSteps {
  const depth = depthPast(seed);
  if (depth !== undefined) throw new SeedError(`seed.salesforce: ${tooDeepMessage(depth)}`);
  const registry = describeRegistry(ctx.config);
  // Keyed by sObject names from the seed: no prototype, so `constructor` or `toString` is just a name.
  const out: SeedRecords = Object.create(null);
  const describes = new Map<string, SObjectDescribe>();
  const now = ctx.clock.now();
  const passwords: Array<{ id: string; record: JsonRecord }> = [];
  for (const [name, rows] of Object.entries(seed as Record<string, JsonRecord[]>)) {
    const described = registry.get(name);
    if (!described) rows.forEach((row, index) => checkInferredColumns(row, `seed.salesforce.${name}[${index}]`));
    const describe = described ?? inferDescribe(name, rows);
    describes.set(describe.name, describe);
    const collection = (out[describe.name] ??= []);
    const seen = new Set(collection.map((row) => row.id));
    // Seeded rows get their auto-numbers (CaseNumber, ContractNumber…) as if created in seed order.
    const numbered = numberSeededRows(describe, rows);
    for (let index = 0; index < numbered.length; index++) {
      if (index > 0 && index % ROWS_PER_STEP === 0) yield;
      const row = numbered[index]!;
      const where = `seed.salesforce.${name}[${index}]`;
      const id = seededId(row.Id, describe, where);
      if (id && seen.has(id)) throw new SeedError(`${where}: duplicate Id ${id}`);
      const { Id: _id, Password: password, SecurityToken: securityToken, ...fields } = row;
      let values: JsonRecord;
      try {
        if (password !== undefined && (describe.name !== "User" || typeof password !== "string"))
          throw new SfFault(400, "INVALID_FIELD", "Password is only for User rows, as a string (the password OAuth logins check)");
        if (securityToken !== undefined && (describe.name !== "User" || typeof securityToken !== "string" || typeof password !== "string"))
          throw new SfFault(400, "INVALID_FIELD", "SecurityToken is only for User rows with a Password, as a string (what the password grant accepts after the password)");
        values = checkWrite(describe, fields, "seed");
      } catch (error) {
        if (error instanceof SfFault) throw new SeedError(`${where}: ${error.message}`);
        throw error;
      }
      const record = completeNewRecord(describe, id ? { ...values, Id: id } : values, { now, nextCounter: ctx.ids.next });
      seen.add(String(record.Id));
      collection.push({ id: String(record.Id), record });
      if (typeof password === "string")
        passwords.push({ id: String(record.Id), record: typeof securityToken === "string" ? { password, securityToken } : { password } });
    }
    yield;
  }
  addDefaultUser(out, registry.get("User"), ctx);
  addOrgRecords(out, registry, ctx);
  if (out.User?.some((row) => row.id === DEFAULT_USER_ID) && !passwords.some((p) => p.id === DEFAULT_USER_ID))
    passwords.push({ id: DEFAULT_USER_ID, record: { password: DEFAULT_PASSWORD } });
  if (passwords.length) out[CREDENTIALS] = passwords;
  checkSeedReferences(out, describes, (name) => registry.get(name) !== undefined || describes.has(name));
  return out;
}

/** An object with no describe takes its fields from its rows, so their keys must be API names. */
function checkInferredColumns(row: JsonRecord, where: string): void {
  const bad = Object.keys(row).find((key) => key !== "attributes" && !/^[A-Za-z][A-Za-z0-9_]*$/.test(key));
  if (bad !== undefined) throw new SeedError(`${where}: ${JSON.stringify(bad)} is not a field name (letters, digits and underscores, starting with a letter)`);
}

function seededId(raw: unknown, describe: SObjectDescribe, where: string): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  const id = typeof raw === "string" ? toId18(raw) : undefined;
  if (!id) throw new SeedError(`${where}: Id ${typeof raw === "string" ? JSON.stringify(raw) : `of type ${Array.isArray(raw) ? "array" : typeof raw}`} is not a 15- or 18-character Salesforce id`);
  if (describe.keyPrefix && !id.startsWith(describe.keyPrefix))
    throw new SeedError(`${where}: Id ${raw} does not start with ${describe.name}'s key prefix ${describe.keyPrefix}`);
  return id;
}

function addDefaultUser(out: SeedRecords, userDescribe: SObjectDescribe | undefined, ctx: SeedContext): void {
  if (!userDescribe) return;
  const users = (out[userDescribe.name] ??= []);
  if (users.some((row) => row.id === DEFAULT_USER_ID)) return;
  users.unshift(standardRecord(userDescribe, { ...defaultUser(ctx.worldId), Id: DEFAULT_USER_ID }, ctx));
}

/** A seeded lookup must point at a seeded record, so a world never starts with dangling references. */
function checkSeedReferences(out: SeedRecords, describes: Map<string, SObjectDescribe>, isKnown: (name: string) => boolean): void {
  const ids = new Set(Object.values(out).flatMap((rows) => rows.map((row) => row.id)));
  for (const [name, rows] of Object.entries(out)) {
    const describe = describes.get(name);
    if (name.startsWith("_")) continue;
    if (!describe) continue;
    const references = describe.fields.filter((f) => f.type === "reference" && !["CreatedById", "LastModifiedById", "OwnerId"].includes(f.name));
    rows.forEach((row: Row, index) => {
      for (const field of references) {
        const value = ownValue(row.record, field.name);
        if (typeof value === "string" && !ids.has(value) && field.referenceTo.some(isKnown))
          throw new SeedError(`seed.salesforce.${name}[${index}].${field.name}: no seeded ${field.referenceTo.join(" or ")} has Id ${value}`);
      }
    });
  }
}
