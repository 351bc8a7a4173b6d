import { buildDescribe } from "./build-describe.ts";
import { DescribeConfigError, childPath, isRecord } from "./describe-config-error.ts";
import { derivedKeyPrefix, keyPrefixFor } from "./key-prefixes.ts";
import type { FieldSpec, SObjectSpec } from "./spec-types.ts";
import { customNameField } from "./objects/custom-objects.ts";
import { ownerField, withSystemFields } from "./system-fields.ts";
import type { ChildRelationship, PicklistEntry, SObjectDescribe } from "./types.ts";
import { normalizeUploadedField } from "./upload-field.ts";

const FLAG_KEYS = [
  "activateable", "compactLayoutable", "createable", "customSetting", "deepCloneable", "deletable",
  "deprecatedAndHidden", "feedEnabled", "hasSubtypes", "isInterface", "isSubtype", "layoutable",
  "mergeable", "mruEnabled", "queryable", "replicateable", "retrieveable", "searchLayoutable",
  "searchable", "triggerable", "undeletable", "updateable",
] as const;
const LIST_KEYS = ["actionOverrides", "namedLayoutInfos", "recordTypeInfos", "supportedScopes"] as const;

interface UploadedObject {
  spec: SObjectSpec;
  picklists: Map<string, PicklistEntry[]>;
  childRelationships: ChildRelationship[];
}

function fail(path: string, problem: string): never {
  throw new DescribeConfigError(path, problem);
}

function entriesOf(config: unknown): { raw: unknown; path: string; key?: string }[] {
  if (Array.isArray(config)) return config.map((raw, index) => ({ raw, path: childPath("config", index) }));
  if (isRecord(config)) {
    return Object.entries(config).map(([key, raw]) => ({ raw, path: childPath("config", key), key }));
  }
  return fail("config", "must be an object keyed by sObject name or an array of describes");
}

function humanize(name: string): string {
  return name.replace(/__c$/, "").replace(/_/g, " ");
}

function objectName(raw: Record<string, unknown>, path: string, key?: string): string {
  const name = raw.name ?? key;
  if (typeof name !== "string" || !name.trim()) fail(`${path}.name`, "must be a non-empty string");
  if (key !== undefined && name.toLowerCase() !== key.toLowerCase()) fail(`${path}.name`, `must match its key "${key}"`);
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) fail(`${path}.name`, "must be an API name (letters, digits, underscores)");
  return name;
}

function keyPrefixOf(raw: unknown, path: string, name: string): string | null {
  if (raw === undefined) return keyPrefixFor(name) ?? derivedKeyPrefix(name);
  if (raw === null) return null;
  if (typeof raw !== "string" || !/^[A-Za-z0-9]{3}$/.test(raw)) fail(path, "must be 3 letters or digits");
  return raw;
}

function optionalText(raw: Record<string, unknown>, key: string, path: string): string | undefined {
  if (raw[key] === undefined) return undefined;
  if (typeof raw[key] !== "string" || !raw[key]) fail(`${path}.${key}`, "must be a non-empty string");
  return raw[key] as string;
}

/** The uploaded fields, plus Id, IsDeleted and the audit fields wherever the upload left them out. */
function fieldsOf(raw: unknown, path: string, idLabel: string) {
  if (raw !== undefined && !Array.isArray(raw)) fail(path, "must be an array");
  const picklists = new Map<string, PicklistEntry[]>();
  const fields: FieldSpec[] = [];
  const seen = new Map<string, string>();
  (raw ?? []).forEach((item: unknown, index: number) => {
    const at = childPath(path, index);
    const { spec, picklistValues } = normalizeUploadedField(item, at);
    const first = seen.get(spec.name.toLowerCase());
    if (first) fail(`${at}.name`, `duplicates field "${first}"`);
    seen.set(spec.name.toLowerCase(), spec.name);
    if (picklistValues) picklists.set(spec.name, picklistValues);
    fields.push(spec);
  });
  return { fields: withSystemFields(fields, idLabel), picklists };
}

/**
 * What every custom object has even when an upload leaves it out: a Name (text, falling back to the
 * record id) and, unless it is the detail side of a master-detail relationship, an OwnerId that can
 * be a user or a queue. Both go where Salesforce lists them, right after Id.
 */
function withCustomObjectFields(fields: FieldSpec[], label: string): void {
  const has = (name: string) => fields.some((field) => field.name.toLowerCase() === name.toLowerCase());
  const idAt = fields.findIndex((field) => field.name === "Id");
  const isDetail = fields.some((field) => field.type === "reference" && field.cascadeDelete === true);
  if (!has("Name") && !fields.some((field) => field.nameField)) fields.splice(idAt + 2, 0, customNameField(`${label} Name`));
  if (!has("OwnerId") && !isDetail) fields.splice(idAt + 1, 0, ownerField(["Group", "User"]));
}

function normalizeObject(raw: unknown, path: string, key?: string): UploadedObject {
  if (!isRecord(raw)) fail(path, "must be an object");
  const name = objectName(raw, path, key);
  const custom = raw.custom ?? name.endsWith("__c");
  if (typeof custom !== "boolean") fail(`${path}.custom`, "must be a boolean");
  const label = optionalText(raw, "label", path) ?? humanize(name);
  const labelPlural = optionalText(raw, "labelPlural", path) ?? `${label}s`;
  const { fields, picklists } = fieldsOf(raw.fields, `${path}.fields`, custom ? "Record ID" : `${label} ID`);
  if (custom) withCustomObjectFields(fields, label);
  const spec: Record<string, unknown> = {
    name,
    label,
    labelPlural,
    keyPrefix: keyPrefixOf(raw.keyPrefix, `${path}.keyPrefix`, name),
    custom,
    fields,
  };
  for (const flag of FLAG_KEYS) {
    if (raw[flag] === undefined) continue;
    if (typeof raw[flag] !== "boolean") fail(`${path}.${flag}`, "must be a boolean");
    spec[flag] = raw[flag];
  }
  for (const list of LIST_KEYS) {
    if (raw[list] === undefined) continue;
    if (!Array.isArray(raw[list])) fail(`${path}.${list}`, "must be an array");
    spec[list] = raw[list];
  }
  const given = raw.childRelationships ?? [];
  if (!Array.isArray(given) || !given.every(isRecord)) fail(`${path}.childRelationships`, "must be an array of objects");
  return { spec: spec as unknown as SObjectSpec, picklists, childRelationships: given as unknown as ChildRelationship[] };
}

function finish(describe: SObjectDescribe, upload: UploadedObject): SObjectDescribe {
  for (const field of describe.fields) {
    const entries = upload.picklists.get(field.name);
    if (entries) field.picklistValues = entries;
  }
  // Relationships to children outside the upload are kept as given; computed ones win on overlap.
  const computed = new Set(describe.childRelationships.map((rel) => `${rel.childSObject}.${rel.field}`));
  for (const rel of upload.childRelationships) {
    if (computed.has(`${rel.childSObject}.${rel.field}`)) continue;
    describe.childRelationships.push({
      cascadeDelete: rel.cascadeDelete === true,
      childSObject: String(rel.childSObject),
      deprecatedAndHidden: rel.deprecatedAndHidden === true,
      field: String(rel.field),
      junctionIdListNames: Array.isArray(rel.junctionIdListNames) ? rel.junctionIdListNames : [],
      junctionReferenceTo: Array.isArray(rel.junctionReferenceTo) ? rel.junctionReferenceTo : [],
      relationshipName: typeof rel.relationshipName === "string" ? rel.relationshipName : null,
      restrictedDelete: rel.restrictedDelete === true,
    });
  }
  return describe;
}

/**
 * User-supplied describes (`{ Account: {...} }` or `[{ name: "Account", ... }]`) as full describes,
 * defaults filled the same way as the built-ins'. Throws DescribeConfigError naming the bad path.
 */
export function normalizeUploadedDescribes(config: unknown): SObjectDescribe[] {
  const uploads: UploadedObject[] = [];
  const seen = new Map<string, string>();
  for (const { raw, path, key } of entriesOf(config)) {
    const upload = normalizeObject(raw, path, key);
    const first = seen.get(upload.spec.name.toLowerCase());
    if (first) fail(`${path}.name`, `duplicates sObject "${first}"`);
    seen.set(upload.spec.name.toLowerCase(), upload.spec.name);
    uploads.push(upload);
  }
  const specs = uploads.map((upload) => upload.spec);
  return uploads.map((upload) => finish(buildDescribe(upload.spec, specs), upload));
}
