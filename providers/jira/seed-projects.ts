// Seeded projects → records: the global statuses and issue types their workflows and type lists name,
// and the projects themselves with Jira's defaults (the simplified workflow, the standard issue types).
import { SeedError, type JsonRecord } from "../../core/pack/index.ts";
import {
  DEFAULT_PROJECT, DEFAULT_PROJECT_ISSUE_TYPES, DEFAULT_STATUSES, ISSUE_TYPE_ALIASES, STANDARD_ISSUE_TYPES, simplifiedTransitionId,
} from "./jira-catalogue.ts";
import type { JiraIssueType, JiraProject, JiraStatus, JiraTransition } from "./records.ts";
import type { UserDirectory } from "./seed-users.ts";

export interface SeedCatalogue {
  statuses: JiraStatus[];
  issueTypes: JiraIssueType[];
  projects: JiraProject[];
}

const lower = (s: string) => s.toLowerCase();

/** Finds a status by name, or adds one (a new name needs its category). */
function statusFor(statuses: JiraStatus[], row: JsonRecord, at: string): JiraStatus {
  const name = String(row.name);
  const found = statuses.find((s) => lower(s.name) === lower(name));
  if (found) {
    if (row.category !== undefined && row.category !== found.category)
      throw new SeedError(`${at}.category: status ${JSON.stringify(found.name)} is already a ${JSON.stringify(found.category)} status (statuses are shared by every project)`);
    return found;
  }
  if (row.category === undefined) throw new SeedError(`${at}.category: a new status needs its category (new, indeterminate or done)`);
  const status: JiraStatus = { id: String(10000 + statuses.length), name, description: typeof row.description === "string" ? row.description : "", category: row.category as JiraStatus["category"] };
  statuses.push(status);
  return status;
}

function issueTypeFor(types: JiraIssueType[], raw: string): JiraIssueType {
  const name = ISSUE_TYPE_ALIASES[lower(raw)] ?? raw;
  const found = types.find((t) => lower(t.name) === lower(name));
  if (found) return found;
  const type: JiraIssueType = { id: String(10000 + types.length), name, description: "", subtask: false, hierarchyLevel: 0 };
  types.push(type);
  return type;
}

/** Global transitions to every status, named after it (Jira's simplified workflow). */
const anyToAny = (statusIds: string[], statuses: JiraStatus[]): JiraTransition[] =>
  statusIds.map((id, index) => ({ id: simplifiedTransitionId(index), name: statuses.find((s) => s.id === id)!.name, from: [], to: id }));

function workflowOf(row: JsonRecord, statuses: JiraStatus[], at: string): Pick<JiraProject, "statusIds" | "transitions" | "simplified"> {
  const workflow = row.workflow as { statuses: JsonRecord[]; transitions?: JsonRecord[] } | undefined;
  if (!workflow) {
    const statusIds = DEFAULT_STATUSES.map((d) => statusFor(statuses, d, `${at}.workflow`).id);
    return { statusIds, transitions: anyToAny(statusIds, statuses), simplified: true };
  }
  const own = workflow.statuses.map((s, i) => statusFor(statuses, s, `${at}.workflow.statuses[${i}]`));
  const statusIds = [...new Set(own.map((s) => s.id))];
  if (statusIds.length !== own.length) throw new SeedError(`${at}.workflow.statuses: a status is listed twice`);
  if (!workflow.transitions) return { statusIds, transitions: anyToAny(statusIds, statuses), simplified: false };
  const inWorkflow = (name: string, where: string): string => {
    const status = own.find((s) => lower(s.name) === lower(name));
    if (!status) throw new SeedError(`${where}: ${JSON.stringify(name)} is not a status of this project's workflow`);
    return status.id;
  };
  const ids = new Set<string>();
  const transitions = workflow.transitions.map((t, i) => {
    const where = `${at}.workflow.transitions[${i}]`;
    const id = typeof t.id === "string" ? t.id : simplifiedTransitionId(i);
    if (ids.has(id)) throw new SeedError(`${where}.id: transition id ${id} is used twice`);
    ids.add(id);
    const from = ((t.from as string[] | undefined) ?? []).map((name, j) => inWorkflow(name, `${where}.from[${j}]`));
    return { id, name: String(t.name), from, to: inWorkflow(String(t.to), `${where}.to`) };
  });
  return { statusIds, transitions, simplified: false };
}

export function seedProjects(rows: JsonRecord[] | undefined, users: UserDirectory): SeedCatalogue {
  const statuses: JiraStatus[] = DEFAULT_STATUSES.map((s) => ({ ...s }));
  const issueTypes: JiraIssueType[] = STANDARD_ISSUE_TYPES.map((t) => ({ ...t }));
  const projectRows = rows?.length ? rows : [{ ...DEFAULT_PROJECT }];
  const keys = new Set<string>();
  const projects = projectRows.map((row, index): JiraProject => {
    const at = `seed.jira.projects[${index}]`;
    const key = String(row.key);
    if (keys.has(key)) throw new SeedError(`${at}.key: duplicate project key ${JSON.stringify(key)}`);
    keys.add(key);
    const lead = row.leadAccountId === undefined ? users.admin : users.find(String(row.leadAccountId));
    if (!lead) throw new SeedError(`${at}.leadAccountId: ${JSON.stringify(row.leadAccountId)} is not a seeded user`);
    const typeNames = (row.issueTypes as string[] | undefined) ?? DEFAULT_PROJECT_ISSUE_TYPES;
    const issueTypeIds = [...new Set(typeNames.map((name) => issueTypeFor(issueTypes, name).id))];
    return {
      id: String(10000 + index),
      key,
      name: String(row.name),
      description: typeof row.description === "string" ? row.description : "",
      projectTypeKey: (row.projectTypeKey as JiraProject["projectTypeKey"] | undefined) ?? "software",
      leadAccountId: lead.accountId,
      issueTypeIds,
      ...workflowOf(row, statuses, at),
    };
  });
  return { statuses, issueTypes, projects };
}
