import { plainText } from "./plain-text.ts";
import type { JqlIssue } from "./context.ts";
import { parseDay, parseTimestamp } from "./date-values.ts";
import { OPERATORS, type FieldDef, type FieldValue } from "./field-def.ts";
import type { NamedIndex } from "./lookup.ts";
import type { Scope } from "./scope.ts";

/** Readers shared by system and custom fields: each builds a FieldDef around one way of reading. */

type Read = (issue: JqlIssue) => unknown;
const one = (value: FieldValue | null | undefined): readonly FieldValue[] => (value == null ? [] : [value]);
const lower = (value: string) => value.toLowerCase();

/** A referenced entity ({id, name}) sorted by its position in the site's list. */
export function entityField(
  kind: "project" | "status" | "priority" | "issuetype",
  read: Read,
  index: (scope: Scope) => NamedIndex<{ id: string; name: string }>,
  extra: Partial<FieldDef> = {},
): FieldDef {
  const id = (issue: JqlIssue) => (read(issue) as { id?: string } | null | undefined)?.id ?? null;
  return {
    kind,
    operators: OPERATORS.equality,
    emptySearchable: true,
    values: (issue) => one(id(issue)),
    sortKey: (issue, scope) => {
      const value = id(issue);
      return value == null ? null : (index(scope).position.get(value) ?? Number.MAX_SAFE_INTEGER);
    },
    ...extra,
  };
}

export function userField(read: Read, extra: Partial<FieldDef> = {}): FieldDef {
  return {
    kind: "user",
    operators: OPERATORS.equality,
    emptySearchable: true,
    values: (issue) => userIds(read(issue)),
    sortKey: (issue, scope) => {
      const [accountId] = userIds(read(issue));
      if (accountId === undefined) return null;
      const rendered = [read(issue)].flat()[0] as { displayName?: string } | undefined;
      return lower(rendered?.displayName ?? scope.lookup.users.get(String(accountId))?.displayName ?? String(accountId));
    },
    ...extra,
  };
}

/** Users as Jira renders them ({accountId}), bare accountIds, or lists of either. */
export function userIds(value: unknown): FieldValue[] {
  const list = Array.isArray(value) ? value : value == null ? [] : [value];
  return list.flatMap((u) => (typeof u === "string" ? [u] : typeof u?.accountId === "string" ? [u.accountId] : []));
}

export function datetimeField(read: Read, extra: Partial<FieldDef> = {}): FieldDef {
  const at = (issue: JqlIssue) => parseTimestamp(read(issue));
  return { kind: "datetime", operators: OPERATORS.ordered, emptySearchable: true, values: (i) => one(at(i)), sortKey: at, ...extra };
}

export function dateField(read: Read, extra: Partial<FieldDef> = {}): FieldDef {
  const day = (issue: JqlIssue) => parseDay(read(issue));
  return { kind: "date", operators: OPERATORS.ordered, emptySearchable: true, values: (i) => one(day(i)), sortKey: day, ...extra };
}

export function numberField(read: Read, extra: Partial<FieldDef> = {}): FieldDef {
  const number = (issue: JqlIssue) => {
    const value = read(issue);
    const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
    return Number.isFinite(n) ? n : null;
  };
  return { kind: "number", operators: OPERATORS.ordered, emptySearchable: true, values: (i) => one(number(i)), sortKey: number, ...extra };
}

/** Labels and other lists of free strings, compared without regard to case. */
export function labelsField(read: Read, extra: Partial<FieldDef> = {}): FieldDef {
  const labels = (issue: JqlIssue) => {
    const value = read(issue);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string").map(lower) : [];
  };
  return {
    kind: "labels",
    operators: OPERATORS.equality,
    emptySearchable: true,
    values: labels,
    sortKey: (issue) => labels(issue).sort()[0] ?? null,
    ...extra,
  };
}

/** Searched with `~`: `source` names the text for the analysis cache. */
export function textField(source: string, read: Read, extra: Partial<FieldDef> = {}): FieldDef {
  const text = (issue: JqlIssue) => plainText(read(issue));
  return {
    kind: "text",
    operators: OPERATORS.text,
    emptySearchable: true,
    values: (issue) => (text(issue) ? ["text"] : []),
    texts: (issue, scope) => (text(issue) ? [scope.analysed(issue, source, () => text(issue))] : []),
    ...extra,
  };
}

/** A field Jira has but this world never fills: every issue is empty there. */
export function absentField(extra: Partial<FieldDef> = {}): FieldDef {
  return { kind: "none", operators: OPERATORS.equality, emptySearchable: true, values: () => [], sortKey: () => null, ...extra };
}
