// The JSON Schema json-schema-faker draws an sObject's generated rows from, built from its describe:
// picklists from their active values, numbers within sensible ranges, and Faker (the `faker` keyword)
// for names, companies, addresses, phones and text. References, emails and dates are not drawn here:
// the generator sets them per record (parent ids, an email from the row's own name, dates around now).
import type { JsonSchema } from "../../../core/pack/index.ts";
import type { FieldDescribe, SObjectDescribe } from "../describes/index.ts";

/** The fields a realistic row of a standard object fills (those its describe has and lets a create set). */
const FIELDS: Record<string, string[]> = {
  Account: ["Name", "Type", "Industry", "Rating", "AnnualRevenue", "NumberOfEmployees", "Phone", "Website", "BillingStreet", "BillingCity", "BillingState", "BillingPostalCode", "BillingCountry", "AccountSource", "Description"],
  Contact: ["Salutation", "FirstName", "LastName", "Title", "Department", "Phone", "MobilePhone", "LeadSource", "MailingStreet", "MailingCity", "MailingState", "MailingPostalCode", "MailingCountry"],
  Lead: ["Salutation", "FirstName", "LastName", "Title", "Company", "Status", "LeadSource", "Industry", "Rating", "Phone", "Street", "City", "State", "PostalCode", "Country", "AnnualRevenue", "NumberOfEmployees"],
  Opportunity: ["Name", "StageName", "Amount", "Type", "LeadSource", "NextStep", "Description"],
  Case: ["Subject", "Description", "Status", "Priority", "Origin", "Type", "Reason"],
};

/** Faker methods for fields by name (or the end of it: BillingCity, MailingCity and City are cities). */
const FAKER: Array<[RegExp, string]> = [
  [/^Opportunity\.Name$/, "commerce.productName"],
  [/^(Account\.Name|Lead\.Company)$/, "company.name"],
  [/^Name$/, "company.catchPhrase"],
  [/^FirstName$/, "person.firstName"],
  [/^LastName$/, "person.lastName"],
  [/^Title$/, "person.jobTitle"],
  [/^Department$/, "commerce.department"],
  [/Phone$|^Fax$/, "phone.number"],
  [/^Website$/, "internet.url"],
  [/Street$/, "location.streetAddress"],
  [/City$/, "location.city"],
  [/State$/, "location.state"],
  [/PostalCode$/, "location.zipCode"],

  [/^Subject$/, "hacker.phrase"],
  [/^NextStep$/, "company.buzzPhrase"],
  [/^Description$/, "company.catchPhrase"],
];

const NOT_DRAWN = new Set(["reference", "date", "datetime", "time", "email", "id", "base64", "address", "location", "anyType"]);

/** The fields of `describe` a generated row takes from json-schema-faker. */
export function drawnFields(describe: SObjectDescribe): FieldDescribe[] {
  const usable = describe.fields.filter((f) => f.createable && !f.autoNumber && !f.calculated && !NOT_DRAWN.has(f.type));
  const curated = FIELDS[describe.name];
  if (curated) return curated.map((name) => usable.find((f) => f.name === name)).filter((f): f is FieldDescribe => f !== undefined);
  // Any other object: what a create needs, its name, and its picklists.
  return usable.filter((f) => (!f.nillable && !f.defaultedOnCreate && f.type !== "boolean") || f.nameField || f.type === "picklist").slice(0, 16);
}

/** Countries of generated addresses: mostly one, as in most orgs (a state drawn next to it is a US state). */
const COUNTRIES = ["United States", "United States", "United States", "United States", "Canada", "United Kingdom", "Germany", "Australia"];

function fieldSchema(object: string, field: FieldDescribe): JsonSchema {
  if (/Country$/.test(field.name) && (field.type === "string" || field.type === "textarea")) return { enum: COUNTRIES };
  if (field.type === "picklist" || field.type === "multipicklist" || field.type === "combobox") {
    const values = field.picklistValues.filter((p) => p.active).map((p) => p.value);
    if (values.length) return { enum: values };
  }
  if (field.type === "boolean") return { type: "boolean" };
  if (field.type === "int" || field.type === "long") return { type: "integer", minimum: 1, maximum: field.name === "NumberOfEmployees" ? 50_000 : 1_000 };
  if (field.type === "currency") return { type: "integer", minimum: 1_000, maximum: 5_000_000, multipleOf: 500 };
  if (field.type === "percent") return { type: "integer", minimum: 0, maximum: 100, multipleOf: 5 };
  if (field.type === "double") return { type: "integer", minimum: 0, maximum: 1_000 };
  const hint = FAKER.find(([pattern]) => pattern.test(`${object}.${field.name}`) || pattern.test(field.name))?.[1];
  return { type: "string", faker: hint ?? (field.type === "textarea" ? "lorem.sentence" : "lorem.words") };
}

/** The schema of `describe`'s drawn fields, every one required, as json-schema-faker draws it. */
export function objectSchema(describe: SObjectDescribe, fields: FieldDescribe[]): JsonSchema {
  return { type: "object", properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(describe.name, f)])), required: fields.map((f) => f.name) };
}
