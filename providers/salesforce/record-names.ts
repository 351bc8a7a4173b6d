// How grading reports name an org's records: `Salesforce Account 001000000000001AAA (Acme)`,
// `Salesforce Case 500000000000001AAA (00001001 “Login fails on Safari”)`.
import type { JsonRecord, RecordDescription, RecordLabelContext } from "../../core/pack/index.ts";
import { describeRegistry } from "./world-describes.ts";

/** Set on every write: a change to them alone is no change to the record. */
const AUDIT_STAMPS = ["LastModifiedDate", "SystemModstamp", "LastModifiedById", "LastViewedDate", "LastReferencedDate"];

const str = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");

/** `“Login fails on Sa…”`: words on one short line. */
function quoted(value: string, max = 40): string {
  const line = value.replace(/\s+/g, " ");
  return `“${line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`}”`;
}

/**
 * The record's name: its object's name field (Name, CaseNumber, Subject…, from the world's describes),
 * else Name or FirstName LastName; a Subject beside another name field follows it, quoted.
 */
function nameOf(sobject: string, record: JsonRecord, config: unknown): string {
  const nameField = describeRegistry(config).get(sobject)?.fields.find((f) => f.nameField)?.name;
  const name = str(nameField && record[nameField]) || str(record.Name) || [str(record.FirstName), str(record.LastName)].filter(Boolean).join(" ");
  const subject = nameField !== "Subject" ? str(record.Subject) : "";
  return [name, subject && quoted(subject)].filter(Boolean).join(" ");
}

/** Every sObject's records: `Salesforce <Object>`; `_`-prefixed collections are the pack's own bookkeeping. */
export function salesforceRecords(collection: string): RecordDescription | undefined {
  if (collection.startsWith("_")) return undefined;
  return {
    noun: `Salesforce ${collection}`,
    plural: `Salesforce ${collection} records`,
    label: (record: JsonRecord, { id, config }: RecordLabelContext) => {
      const name = nameOf(collection, record, config);
      return name ? `${id} (${name})` : id;
    },
    stamps: AUDIT_STAMPS,
  };
}
