import type { SearchGroup, SoslDescribe, SoslField } from "./types.ts";

/** Types the search index holds: text, not picklists, ids, numbers or dates (Salesforce indexes those only in special cases). */
const TEXT_TYPES = new Set(["string", "textarea", "email", "phone", "url", "combobox"]);
/** A person's name parts are name fields too, beside the compound Name. */
const NAME_PARTS = new Set(["firstname", "lastname", "middlename"]);

const isText = (field: SoslField) => TEXT_TYPES.has(field.type.toLowerCase());
const isName = (field: SoslField) => isText(field) && (field.nameField === true || NAME_PARTS.has(field.name.toLowerCase()));
const isEmail = (field: SoslField) => field.type.toLowerCase() === "email";
const isPhone = (field: SoslField) => field.type.toLowerCase() === "phone";

/**
 * The fields `IN <group> FIELDS` searches. SIDEBAR is read as the name, email and phone fields
 * (the sidebar's search covers those), ALL as every text field.
 */
export function searchFields(describe: SoslDescribe, group: SearchGroup): SoslField[] {
  const test = {
    ALL: isText,
    NAME: isName,
    EMAIL: isEmail,
    PHONE: isPhone,
    SIDEBAR: (field: SoslField) => isName(field) || isEmail(field) || isPhone(field),
  }[group];
  return describe.fields.filter(test);
}

/** The name fields, whose hits rank a record first. */
export function nameFields(describe: SoslDescribe): SoslField[] {
  return describe.fields.filter(isName);
}

export const SEARCH_GROUPS: readonly SearchGroup[] = ["ALL", "NAME", "EMAIL", "PHONE", "SIDEBAR"];
