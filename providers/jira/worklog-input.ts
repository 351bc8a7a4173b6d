// A worklog as a client sends it to POST and PUT …/worklog: time as `timeSpentSeconds` or `timeSpent`
// ("3h 20m"), `started`, an optional `comment` (ADF on v3, wiki markup on v2) and `visibility`; and the
// estimate parameters (`adjustEstimate`…). Problems are Jira's 400s. No remaining estimate is stored, so
// the estimate parameters are checked as Jira checks them and change nothing.
import type { JsonRecord } from "../../core/pack/index.ts";
import { parseVisibility } from "./comment-input.ts";
import { parseRichText } from "./field-input.ts";
import { JIRA_ERRORS, jiraFieldErrors, jiraMessages } from "./jira-errors.ts";
import { parseJiraTime } from "./jira-time.ts";
import type { JiraView } from "./jira-view.ts";
import type { JiraCommentVisibility, JiraUser } from "./records.ts";
import { parseDuration } from "./time-duration.ts";

export interface WorklogInput {
  timeSpentSeconds?: number;
  started?: string;
  /** Stored ADF; null when the request clears it; undefined when it leaves it out. */
  comment?: JsonRecord | null;
  visibility?: JiraCommentVisibility | null;
}

const isObject = (v: unknown): v is JsonRecord => !!v && typeof v === "object" && !Array.isArray(v);

/** Seconds from `timeSpentSeconds` (preferred, as Jira prefers it) or `timeSpent`; undefined when neither is sent. */
function timeSpent(body: JsonRecord): number | undefined {
  const seconds = body.timeSpentSeconds;
  if (seconds !== undefined && seconds !== null) {
    if (typeof seconds !== "number" || !Number.isInteger(seconds)) throw JIRA_ERRORS.invalidPayload();
    if (seconds <= 0) throw JIRA_ERRORS.worklogTimeZero();
    return seconds;
  }
  if (body.timeSpent === undefined || body.timeSpent === null || body.timeSpent === "") return undefined;
  if (typeof body.timeSpent !== "string") throw JIRA_ERRORS.invalidPayload();
  if (/^\s*0+\s*[wdhm]?\s*$/i.test(body.timeSpent)) throw JIRA_ERRORS.worklogTimeZero();
  const parsed = parseDuration(body.timeSpent);
  if (parsed === undefined) throw JIRA_ERRORS.worklogTimeInvalid();
  return parsed;
}

/**
 * The worklog fields a request sets. `creating` requires the time spent (an update keeps what it leaves out).
 * The comment is parsed as the request's API version writes rich text.
 */
export function parseWorklog(view: JiraView, actor: JiraUser, value: unknown, creating: boolean): WorklogInput {
  if (value !== undefined && !isObject(value)) throw JIRA_ERRORS.invalidPayload();
  const body = value ?? {};
  const seconds = timeSpent(body);
  if (creating && seconds === undefined) throw JIRA_ERRORS.worklogTimeMissing();
  let started: string | undefined;
  if (body.started !== undefined && body.started !== null) {
    started = parseJiraTime(body.started);
    if (!started) throw JIRA_ERRORS.worklogStartInvalid();
  }
  let comment: JsonRecord | null | undefined;
  if (body.comment !== undefined) {
    const parsed = parseRichText(body.comment, view.version);
    if (!parsed.ok) throw parsed.general ? jiraMessages(400, parsed.message) : jiraFieldErrors({ comment: parsed.message });
    comment = parsed.value as JsonRecord | null;
  }
  const visibility = parseVisibility(view, actor, body.visibility);
  return { timeSpentSeconds: seconds, started, comment, visibility };
}

/** Jira's checks of `adjustEstimate` with `newEstimate`, `reduceBy` (create) or `increaseBy` (delete). */
export function checkEstimateParameters(query: URLSearchParams, adjustBy: "reduceBy" | "increaseBy" | undefined): void {
  const mode = query.get("adjustEstimate");
  if (mode === "new") {
    const estimate = query.get("newEstimate");
    if (!estimate) throw JIRA_ERRORS.worklogNewEstimate(false);
    if (parseDuration(estimate) === undefined && !/^\s*0+\s*[wdhm]?\s*$/i.test(estimate)) throw JIRA_ERRORS.worklogNewEstimate(true);
  }
  if (mode === "manual" && adjustBy) {
    const amount = query.get(adjustBy);
    if (!amount || parseDuration(amount) === undefined) throw JIRA_ERRORS.worklogAdjustBy(adjustBy);
  }
}
