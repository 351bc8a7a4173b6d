// The CRM's `$generate` (docs/salesforce.md "Generated volume"): rows of any createable standard CRM
// object or custom object, drawn from its describe (object-schema.ts) and completed as a seeded row is
// (checked, ids from the world's counter after the hand-written rows', auto-numbers after theirs).
import { drawSamples, SeedError, volumeRandom } from "../../../core/pack/index.ts";
import type { GenerateContext, JsonRecord, PackGenerate, SeedRecords, SeedSteps, VolumeRandom } from "../../../core/pack/index.ts";
import type { SObjectDescribe } from "../describes/index.ts";
import { describeRegistry } from "../world-describes.ts";
import { checkWrite } from "../field-values.ts";
import { completeNewRecord } from "../new-record.ts";
import { numberSeededRows } from "../auto-number.ts";
import { SfFault } from "../sf-errors.ts";
import { drawnFields, objectSchema } from "./object-schema.ts";
import { referenceFiller } from "./parents.ts";

/** Parents before children, so a contact finds the generated accounts; other objects after, as asked. */
const STANDARD = ["Account", "Contact", "Lead", "Opportunity", "Case"];
/** Sample rows json-schema-faker draws per object, once per process: each field of a record picks one. */
const SAMPLES = 256;
const ROWS_PER_STEP = 250;
const DAY = 86_400_000;

export const salesforceGenerate: PackGenerate = {
  names: (config) => describeRegistry(config).list().filter((d) => d.createable && (STANDARD.includes(d.name) || d.custom)).map((d) => d.name),
  records: generateRecords,
};

function* generateRecords(counts: Record<string, number>, records: SeedRecords, ctx: GenerateContext): SeedSteps {
  const registry = describeRegistry(ctx.config);
  const now = ctx.clock.now();
  // Owners spread over the org's active users, as in an org with a team (the integration user alone otherwise).
  const owners = (records.User ?? []).filter((r) => r.record.IsActive !== false).map((r) => r.id);
  for (const name of generationOrder(Object.keys(counts), registry)) {
    const describe = registry.get(name)!;
    const at = `seed.salesforce.$generate.${name}`;
    const random = volumeRandom(ctx.randomSeed, name);
    const fields = drawnFields(describe);
    const samples = drawSamples(objectSchema(describe, fields), SAMPLES);
    const fillReferences = referenceFiller(describe, records, random, at);
    const collection = (records[describe.name] ??= []);
    const numbers = numberSeededRows(describe, [...collection.map((r) => r.record), ...Array.from({ length: counts[name]! }, () => ({}))]).slice(collection.length);
    const complete = completer(describe, records, random, now);
    for (let i = 0; i < counts[name]!; i++) {
      if (i > 0 && i % ROWS_PER_STEP === 0) yield;
      const row = random.mix(samples);
      for (const field of fields) if (typeof row[field.name] === "string" && field.length > 0) row[field.name] = (row[field.name] as string).slice(0, field.length);
      fillReferences(row);
      complete(row);
      if (owners.length > 1) row.OwnerId = random.pick(owners);
      let values: JsonRecord;
      try {
        values = checkWrite(describe, { ...row, ...numbers[i] }, "seed");
      } catch (error) {
        if (error instanceof SfFault) throw new SeedError(`${at}: ${error.message}`);
        throw error;
      }
      const record = completeNewRecord(describe, values, { now, nextCounter: ctx.ids.next });
      collection.push({ id: String(record.Id), record });
    }
    yield;
  }
  return records;
}

/** The standard objects in parent-first order, then the others each after the asked objects it looks up (a detail after its master). */
function generationOrder(names: string[], registry: { get(name: string): SObjectDescribe | undefined }): string[] {
  const ordered = STANDARD.filter((name) => names.includes(name));
  const visit = (name: string, path: Set<string>): void => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const field of registry.get(name)!.fields)
      if (field.type === "reference") for (const target of field.referenceTo) if (names.includes(target)) visit(target, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

/** What a row says of itself beyond drawn values: an email from its name, an opportunity named for its account, dates around now. */
function completer(describe: SObjectDescribe, records: SeedRecords, random: VolumeRandom, now: Date): (row: JsonRecord) => void {
  const accountNames = new Map((records.Account ?? []).map((r) => [r.id, String(r.record.Name)]));
  // Required dates (an opportunity's CloseDate) and addresses no drawn value gives.
  const required = describe.fields.filter((f) => f.createable && !f.nillable && !f.defaultedOnCreate && ["date", "datetime", "email"].includes(f.type));
  return (row) => {
    const account = typeof row.AccountId === "string" ? accountNames.get(row.AccountId) : undefined;
    if ((describe.name === "Contact" || describe.name === "Lead") && typeof row.LastName === "string") {
      const company = ascii(String((describe.name === "Lead" ? row.Company : account) ?? "")) || "example";
      row.Email = [ascii(String(row.FirstName ?? "")), ascii(row.LastName)].filter(Boolean).join(".").concat(`@${company}.example`).slice(0, 80);
    }
    if (describe.name === "Opportunity" && account) row.Name = `${account} - ${String(row.Name)}`.slice(0, 120);
    for (const field of required) {
      if (row[field.name] !== undefined) continue;
      // Within half a year either side of now.
      const day = new Date(now.getTime() + random.int(-180, 180) * DAY).toISOString();
      row[field.name] = field.type === "date" ? day.slice(0, 10) : field.type === "datetime" ? day : `${ascii(describe.name)}${random.int(1, 99_999)}@example.com`;
    }
  };
}

/** Lower-case letters and digits only, for the parts of an address. */
function ascii(text: string): string {
  return text.normalize("NFKD").toLowerCase().replace(/[^a-z0-9]+/g, "");
}
