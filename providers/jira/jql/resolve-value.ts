import type { JqlValue } from "./ast.ts";
import { literalDay, literalInstant, parseDateLiteral, parsePeriod } from "./date-values.ts";
import type { FieldDef, FieldValue } from "./field-def.ts";
import type { Named, NamedIndex } from "./lookup.ts";
import { validation } from "./messages.ts";
import type { Scope } from "./scope.ts";
import { dayOf } from "./time-zone.ts";

export type ValueResult =
  | { readonly ok: true; readonly values: readonly FieldValue[]; /** "Unresolved": stands for EMPTY. */ readonly empty?: boolean }
  | { readonly ok: false; readonly message: string };

const ok = (values: readonly FieldValue[]): ValueResult => ({ ok: true, values });
const fail = (message: string): ValueResult => ({ ok: false, message });

const CATEGORIES: Record<string, string> = {
  "to do": "new", new: "new", "2": "new",
  "in progress": "indeterminate", indeterminate: "indeterminate", "4": "indeterminate",
  done: "done", "3": "done",
  "no category": "undefined", undefined: "undefined", "1": "undefined",
};
const KEY = /^[A-Za-z][A-Za-z0-9_]*-\d+$/;

/**
 * What a literal names for a field, as the field compares values (see FieldDef.values). Entity
 * fields look a string up by name first and a number by id first, each falling back to the other,
 * as Jira does; unknown values fail with Jira's sentence.
 */
export function resolveValue(value: JqlValue, field: FieldDef, fieldName: string, scope: Scope): ValueResult {
  const { text } = value;
  const { lookup } = scope;
  switch (field.kind) {
    case "project":
      return named(value, fieldName, lookup.projects, lookup.projectsByKey.get(text.toUpperCase()));
    case "status":
      return named(value, fieldName, lookup.statuses);
    case "priority":
      return named(value, fieldName, lookup.priorities);
    case "issuetype":
      return named(value, fieldName, lookup.issueTypes);
    case "resolution": {
      if (!value.quoted && text.toLowerCase() === "unresolved") return { ok: true, values: [], empty: true };
      const result = named(value, fieldName, lookup.resolutions);
      return result.ok ? ok(result.values.map((id) => lookup.resolutions.byId.get(String(id))!.name.toLowerCase())) : result;
    }
    case "statusCategory": {
      const key = CATEGORIES[text.toLowerCase()];
      return key ? ok([key]) : fail(validation.noSuchValue(fieldName, text));
    }
    case "user": {
      if (lookup.users.has(text)) return ok([text]);
      const users = lookup.usersByName.get(text.toLowerCase());
      return users ? ok(users.map((u) => u.accountId)) : fail(validation.noSuchValue(fieldName, text));
    }
    case "key":
    case "parent":
      return issueKey(value, fieldName, scope);
    case "labels":
      return ok([text.toLowerCase()]);
    case "option": {
      const options = field.custom?.options;
      const known = !options || options.some((o) => o.toLowerCase() === text.toLowerCase());
      return known ? ok([text.toLowerCase()]) : fail(validation.noSuchValue(fieldName, text));
    }
    case "datetime":
    case "date":
      return dateValue(value, field.kind, fieldName, scope);
    case "number": {
      const n = text.trim() === "" ? NaN : Number(text);
      return Number.isFinite(n) ? ok([n]) : fail(validation.numberInvalid(fieldName, text));
    }
    case "none":
      return fail(value.number ? validation.noSuchId(fieldName, text) : validation.noSuchValue(fieldName, text));
    case "text":
      return ok([text]);
  }
}

function named<T extends Named>(value: JqlValue, fieldName: string, index: NamedIndex<T>, byKey?: T): ValueResult {
  const byName = () => (byKey ? [byKey] : (index.byName.get(value.text.toLowerCase()) ?? []));
  const byId = () => (index.byId.has(value.text) ? [index.byId.get(value.text)!] : []);
  const found = value.number ? (byId()[0] ? byId() : byName()) : byName().length ? byName() : byId();
  if (found.length > 0) return ok(found.map((item) => item.id));
  return fail(value.number ? validation.noSuchId(fieldName, value.text) : validation.noSuchValue(fieldName, value.text));
}

/** Numbers are issue ids, strings issue keys; both are checked when the site can say what exists. */
function issueKey(value: JqlValue, fieldName: string, scope: Scope): ValueResult {
  if (value.number) {
    if (scope.findIssue && !scope.findIssue(value.text)) return fail(validation.noSuchId(fieldName, value.text));
    return ok([`#${value.text}`]);
  }
  if (!KEY.test(value.text)) return fail(validation.issueKeyInvalid(fieldName, value.text));
  if (scope.findIssue && !scope.findIssue(value.text)) return fail(validation.issueKeyUnknown(fieldName, value.text));
  return ok([value.text.toUpperCase()]);
}

/** Epoch milliseconds (a number), a date literal, or a period from now ("-7d", "4w 2d"). */
function dateValue(value: JqlValue, kind: "date" | "datetime", fieldName: string, scope: Scope): ValueResult {
  const { timeZone } = scope.clock;
  const invalid = () => fail(kind === "date" ? validation.dayInvalid(fieldName, value.text) : validation.dateInvalid(fieldName, value.text));
  let instant: number | undefined;
  if (value.number) instant = Number(value.text);
  else {
    const literal = parseDateLiteral(value.text);
    if (literal) {
      if (kind === "datetime") return ok([literalInstant(literal, timeZone)]);
      return literal.time ? invalid() : ok([literalDay(literal)]);
    }
    const period = parsePeriod(value.text);
    if (period !== null) instant = scope.now + period;
  }
  if (instant === undefined || !Number.isFinite(instant)) return invalid();
  return ok([kind === "date" ? dayOf(instant, timeZone) : instant]);
}
