// What a transition does besides its field updates: the new status, and what follows the status
// category. Entering a done status resolves the issue (resolution Done, `resolutiondate` set), leaving one
// unresolves it; `statuscategorychangedate` moves when the category changes. The changelog carries the
// resolution item, then the status item, as Jira writes them.
import type { JsonRecord } from "../../core/pack/index.ts";
import { changeItem, type ChangeItem } from "./changelog.ts";
import type { IssueFields } from "./field-updates.ts";
import { DONE_RESOLUTION } from "./jira-catalogue.ts";
import { JIRA_ERRORS, NOT_ON_SCREEN } from "./jira-errors.ts";
import type { JiraView } from "./jira-view.ts";
import type { JiraIssue, JiraTransition } from "./records.ts";
import { findStatus } from "./render-status.ts";

const isObject = (v: unknown): v is JsonRecord => !!v && typeof v === "object" && !Array.isArray(v);

/** The transition a request names by `transition.id`, if the issue's status offers it; else Jira's 400. */
export function requestedTransition(transitions: JiraTransition[], value: unknown): JiraTransition {
  const id = isObject(value) ? value.id : undefined;
  if (id === undefined || id === null || id === "") throw JIRA_ERRORS.transitionMissing();
  // Jira reads the id as an integer: " 31" and 31 name transition 31; "Done" names none.
  const text = typeof id === "number" || typeof id === "string" ? String(id).trim() : "";
  if (!/^\d{1,9}$/.test(text)) throw JIRA_ERRORS.transitionNotInteger();
  const transition = transitions.find((t) => t.id === String(Number(text)));
  if (!transition) throw JIRA_ERRORS.transitionNotValid(String(Number(text)));
  return transition;
}

/**
 * `fields.resolution` on a transition: only Done exists here, and only a transition into a done status
 * sets it (Jira's simplified workflow has no resolution screen elsewhere). Undefined when it is acceptable.
 */
export function resolutionProblem(view: Pick<JiraView, "world">, toStatusId: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (findStatus(view, toStatusId)?.category !== "done") return NOT_ON_SCREEN("resolution");
  const ref = isObject(value) ? value : {};
  const named = ref.id !== undefined ? String(ref.id) === DONE_RESOLUTION.id : typeof ref.name === "string" && ref.name.toLowerCase() === DONE_RESOLUTION.name.toLowerCase();
  return named ? undefined : "Could not find valid 'id' or 'name' in resolution object.";
}

/** Moves `draft` to `toStatusId` at `now`; the resolution change it makes, as changelog items. */
export function enterStatus(view: Pick<JiraView, "world">, before: JiraIssue["fields"], draft: IssueFields, toStatusId: string, now: string): ChangeItem[] {
  const from = findStatus(view, before.status)?.category;
  const to = findStatus(view, toStatusId)?.category;
  draft.status = toStatusId;
  if (from !== to) draft.statuscategorychangedate = now;
  if (to === "done" && !before.resolutiondate) {
    draft.resolutiondate = now;
    return [changeItem("resolution", null, null, DONE_RESOLUTION.id, DONE_RESOLUTION.name)];
  }
  if (to !== "done" && before.resolutiondate) {
    draft.resolutiondate = null;
    return [changeItem("resolution", DONE_RESOLUTION.id, DONE_RESOLUTION.name, null, null)];
  }
  return [];
}
