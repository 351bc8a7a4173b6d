// Custom fields (the `fields` collection): their field bean, their values as a client sends them (checked
// and stored plainly: text, number, date, option value, accountId) and as Jira answers them.
import type { JsonRecord } from "../../core/pack/index.ts";
import type { JiraCustomField } from "./records.ts";
import type { FieldSchema } from "./system-fields.ts";
import { isJiraDate, parseJiraTime } from "./jira-time.ts";

const PLUGIN = "com.atlassian.jira.plugin.system.customfieldtypes";
export const CUSTOM_FIELD_TYPES = ["string", "number", "date", "datetime", "option", "array", "user"] as const;
export const ARRAY_ITEM_TYPES = ["string", "option", "user"] as const;
const CUSTOM_KEYS: Record<string, string> = {
  string: "textfield", number: "float", date: "datepicker", datetime: "datetime", option: "select", user: "userpicker",
  "array:string": "labels", "array:option": "multiselect", "array:user": "multiuserpicker",
};

export const customId = (field: Pick<JiraCustomField, "id">): number => Number(field.id.replace("customfield_", ""));

export function customFieldSchema(field: JiraCustomField): FieldSchema {
  const kind = field.type === "array" ? `array:${field.items ?? "string"}` : field.type;
  return { type: field.type, ...(field.type === "array" ? { items: field.items ?? "string" } : {}), custom: `${PLUGIN}:${CUSTOM_KEYS[kind] ?? "textfield"}`, customId: customId(field) };
}

/** GET /field's bean for a custom field. */
export function customFieldBean(field: JiraCustomField): JsonRecord {
  return {
    id: field.id, key: field.id, name: field.name, custom: true, orderable: true, navigable: true, searchable: true,
    clauseNames: [`cf[${customId(field)}]`, field.name], schema: customFieldSchema(field),
  };
}

/** An option's id: the field's number and the option's place ("customfield_10010" option 2 → "1001002"). */
export const optionId = (field: JiraCustomField, index: number): string => `${customId(field)}${String(index + 1).padStart(2, "0")}`;

export interface ValueLookups {
  userExists(accountId: string): boolean;
}

/** A checked value, or Jira's message: for the field (`errors[field]`), or for the request (`errorMessages`, `general`). */
export type Checked = { ok: true; value: unknown } | { ok: false; message: string; general?: boolean };

const fail = (message: string): Checked => ({ ok: false, message });

function checkOption(field: JiraCustomField, value: unknown): Checked {
  const options = field.options ?? [];
  const ref = value as { value?: unknown; id?: unknown } | null;
  if (ref && typeof ref === "object" && typeof ref.value === "string")
    return options.includes(ref.value) ? { ok: true, value: ref.value } : fail(`Option value '${ref.value}' is not valid`);
  if (ref && typeof ref === "object" && (typeof ref.id === "string" || typeof ref.id === "number")) {
    const index = options.findIndex((_, i) => optionId(field, i) === String(ref.id));
    return index >= 0 ? { ok: true, value: options[index] } : fail(`Option id '${ref.id}' is not valid`);
  }
  return fail("Specify a valid value for " + field.name);
}

function checkScalar(field: JiraCustomField, type: string, value: unknown, lookups: ValueLookups): Checked {
  switch (type) {
    case "string":
      return typeof value === "string" ? { ok: true, value } : fail("Operation value must be a string");
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? { ok: true, value } : fail("Operation value must be a number");
    case "date":
      return isJiraDate(value) ? { ok: true, value } : fail(`Error parsing date string: ${String(value)}`);
    case "datetime": {
      const time = parseJiraTime(value);
      return time ? { ok: true, value: time } : fail(`Error parsing time: ${String(value)}`);
    }
    case "option":
      return checkOption(field, value);
    case "user": {
      const accountId = (value as { accountId?: unknown } | null)?.accountId;
      return typeof accountId === "string" && lookups.userExists(accountId) ? { ok: true, value: accountId } : fail("Specified user does not exist or you do not have required permissions");
    }
    default:
      return fail(`Field '${field.id}' cannot be set. It is not on the appropriate screen, or unknown.`);
  }
}

/** A client's value for a custom field → its stored value, or Jira's message for the field. null clears it. */
export function checkCustomValue(field: JiraCustomField, value: unknown, lookups: ValueLookups): Checked {
  if (value === null) return { ok: true, value: null };
  if (field.type !== "array") return checkScalar(field, field.type, value, lookups);
  if (!Array.isArray(value)) return fail("Operation value must be an array");
  const items: unknown[] = [];
  for (const item of value) {
    const checked = checkScalar(field, field.items ?? "string", item, lookups);
    if (!checked.ok) return checked;
    if (field.items === "string" && /\s/.test(String(checked.value))) return fail(`The label '${String(checked.value)}' contains spaces which is invalid.`);
    if (!items.includes(checked.value)) items.push(checked.value);
  }
  return { ok: true, value: items.length ? items : null };
}

/** A stored custom value as a changelog shows it ("a,b" for arrays; display names need the caller). */
export function customValueText(value: unknown, displayName: (accountId: string) => string, field: JiraCustomField): string | null {
  if (value === null || value === undefined) return null;
  const one = (v: unknown, type: string | undefined) => (type === "user" ? displayName(String(v)) : String(v));
  return Array.isArray(value) ? value.map((v) => one(v, field.items)).join(",") : one(value, field.type);
}
