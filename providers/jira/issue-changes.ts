// What an edit changed, as changelog items with Jira's field names and display strings.
import type { JsonRecord } from "../../core/pack/index.ts";
import { adfToWiki } from "./adf/index.ts";
import { changeItem, customChangeItem, type ChangeItem } from "./changelog.ts";
import { customValueText } from "./custom-fields.ts";
import type { IssueFields } from "./field-updates.ts";
import type { JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraCustomField, type JiraIssue } from "./records.ts";

type Adf = Parameters<typeof adfToWiki>[0];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The name a referenced record shows in a changelog, by collection and id. */
function nameOf(view: JiraView, collection: string, id: unknown, field = "name"): string | null {
  if (id === null || id === undefined) return null;
  const record = view.world.collection(collection).get(String(id));
  return record ? String(record[field]) : String(id);
}

const text = (doc: unknown): string | null => (doc ? adfToWiki(doc as Adf) : null);
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function systemItem(view: JiraView, id: string, before: unknown, after: unknown): ChangeItem | undefined {
  switch (id) {
    case "summary": return changeItem(id, null, str(before), null, str(after));
    case "description": case "environment": return changeItem(id, null, text(before), null, text(after));
    case "labels": return changeItem(id, null, (before as string[]).join(" "), null, (after as string[]).join(" "));
    case "duedate": return changeItem(id, str(before), before ? `${before} 00:00:00.0` : null, str(after), after ? `${after} 00:00:00.0` : null);
    case "priority": return changeItem(id, str(before), nameOf(view, COLLECTIONS.priorities, before), str(after), nameOf(view, COLLECTIONS.priorities, after));
    case "issuetype": return changeItem(id, str(before), nameOf(view, COLLECTIONS.issueTypes, before), str(after), nameOf(view, COLLECTIONS.issueTypes, after));
    case "status": return changeItem(id, str(before), nameOf(view, COLLECTIONS.statuses, before), str(after), nameOf(view, COLLECTIONS.statuses, after));
    case "assignee": case "reporter":
      return changeItem(id, str(before), nameOf(view, COLLECTIONS.users, before, "displayName"), str(after), nameOf(view, COLLECTIONS.users, after, "displayName"));
    case "parent":
      return changeItem("parent", str(before), nameOf(view, COLLECTIONS.issues, before, "key"), str(after), nameOf(view, COLLECTIONS.issues, after, "key"), "IssueParentAssociation");
  }
  return undefined;
}

/** One item per field whose stored value differs between `before` and `after`. */
export function fieldChanges(view: JiraView, before: IssueFields | JiraIssue["fields"], after: IssueFields): ChangeItem[] {
  const items: ChangeItem[] = [];
  const ids = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const id of ids) {
    if (["updated", "created", "creator", "statuscategorychangedate", "resolutiondate"].includes(id)) continue;
    if (same(before[id], after[id])) continue;
    if (id.startsWith("customfield_")) {
      const field = view.world.collection(COLLECTIONS.fields).get(id) as JiraCustomField | undefined;
      if (!field) continue;
      const display = (accountId: string) => nameOf(view, COLLECTIONS.users, accountId, "displayName") ?? accountId;
      items.push(customChangeItem(id, field.name, customValueText(before[id], display, field), customValueText(after[id], display, field)));
      continue;
    }
    const item = systemItem(view, id, before[id], after[id]);
    if (item) items.push(item);
  }
  return items;
}

export const cloneFields = (fields: JiraIssue["fields"]): IssueFields => structuredClone(fields) as IssueFields & JsonRecord;
