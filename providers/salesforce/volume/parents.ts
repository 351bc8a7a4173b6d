// A generated row's references, to records the world holds (hand-written or generated before it):
// contacts under accounts, opportunities on accounts, cases on a contact and that contact's account,
// and on any other object every lookup whose target has records (a custom object's master).
import { SeedError, type JsonRecord, type SeedRecords, type VolumeRandom } from "../../../core/pack/index.ts";
import type { FieldDescribe, SObjectDescribe } from "../describes/index.ts";

/** The lookups a standard object's generated rows fill; other lookups of these objects stay empty. */
const STANDARD: Record<string, string[]> = { Account: [], Contact: ["AccountId"], Lead: [], Opportunity: ["AccountId"], Case: ["ContactId", "AccountId"] };
/** Lookups Salesforce fills itself, or that name configuration rather than data. */
const SYSTEM = new Set(["OwnerId", "CreatedById", "LastModifiedById", "RecordTypeId", "MasterRecordId"]);

function lookups(describe: SObjectDescribe): FieldDescribe[] {
  const references = describe.fields.filter((f) => f.type === "reference" && f.createable && !SYSTEM.has(f.name));
  const named = STANDARD[describe.name];
  return named ? references.filter((f) => named.includes(f.name)) : references;
}

/** Sets the references of `describe`'s generated rows; refuses, naming `at`, a required one nothing can fill. */
export function referenceFiller(describe: SObjectDescribe, records: SeedRecords, random: VolumeRandom, at: string): (row: JsonRecord) => void {
  const fields = lookups(describe).map((field) => {
    const target = field.referenceTo.find((name) => records[name]?.length);
    const ids = target ? records[target]!.map((r) => r.id) : [];
    if (!ids.length && !field.nillable) throw new SeedError(`${at}: a ${describe.name} needs a ${field.referenceTo.join(" or ")} (${field.name}); seed or generate some`);
    return { name: field.name, ids };
  });
  // A case's account is its contact's (none when the contact has none).
  const accountOfContact = describe.name === "Case" ? new Map((records.Contact ?? []).map((r) => [r.id, r.record.AccountId])) : undefined;
  return (row) => {
    for (const { name, ids } of fields) {
      if (!ids.length || row[name] !== undefined) continue;
      row[name] = random.pick(ids);
      if (name === "ContactId" && accountOfContact) row.AccountId = accountOfContact.get(row[name] as string) ?? null;
    }
  };
}
