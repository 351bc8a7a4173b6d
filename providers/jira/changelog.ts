// Writing an issue's history: one entry per edit or transition, with Jira's item fields. Callers build
// items with changeItem (system fields) or customChangeItem, then recordChange stores the entry.
import type { OperationContext } from "../../core/pack/index.ts";
import { jiraNow } from "./jira-time.ts";
import { COLLECTIONS, type JiraHistory, type JiraIssue } from "./records.ts";
import { nextId } from "./sequences.ts";

export type ChangeItem = JiraHistory["items"][number];

/** A change to a system field ("status", "assignee", "labels"…): ids in from/to, display text in the strings. */
export function changeItem(fieldId: string, from: string | null, fromString: string | null, to: string | null, toString: string | null, field = fieldId): ChangeItem {
  return { field, fieldtype: "jira", fieldId, from, fromString, to, toString };
}

/** A change to a custom field: Jira names it by the field's name and keeps its id. */
export function customChangeItem(fieldId: string, name: string, fromString: string | null, toString: string | null): ChangeItem {
  return { field: name, fieldtype: "custom", fieldId, from: null, fromString, to: null, toString };
}

/** Stores one history entry for `issue` by `author` (nothing when there are no items). Returns it. */
export function recordChange(ctx: Pick<OperationContext, "world" | "clock">, issue: Pick<JiraIssue, "id">, author: string, items: ChangeItem[]): JiraHistory | undefined {
  if (!items.length) return undefined;
  const history: JiraHistory = { id: nextId(ctx.world, COLLECTIONS.changelog), issueId: issue.id, author, created: jiraNow(ctx.clock), items };
  ctx.world.collection(COLLECTIONS.changelog).insert(history.id, history);
  return history;
}
