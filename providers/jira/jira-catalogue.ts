// Jira's built-in catalogue: status categories, the default priorities, the standard issue types and the
// default (simplified) workflow. A seed replaces the priorities and adds issue types and statuses.
import type { JiraIssueType, JiraPriority, JiraStatus } from "./records.ts";

export type StatusCategoryKey = JiraStatus["category"];

/** Jira's three status categories (ids as Jira numbers them; 1 is "No Category", never used by a status). */
export const STATUS_CATEGORIES: Record<StatusCategoryKey, { id: number; key: string; colorName: string; name: string; searchKey: string }> = {
  new: { id: 2, key: "new", colorName: "blue-gray", name: "To Do", searchKey: "TODO" },
  indeterminate: { id: 4, key: "indeterminate", colorName: "yellow", name: "In Progress", searchKey: "IN_PROGRESS" },
  done: { id: 3, key: "done", colorName: "green", name: "Done", searchKey: "DONE" },
};

/** The statuses of Jira's default workflow, with the ids a new site gives them. */
export const DEFAULT_STATUSES: JiraStatus[] = [
  { id: "10000", name: "To Do", description: "", category: "new" },
  { id: "10001", name: "In Progress", description: "This work item is being actively worked on at the moment by the assignee.", category: "indeterminate" },
  { id: "10002", name: "Done", description: "", category: "done" },
];

/** Jira's default priorities, highest first; Medium is the default. */
export const DEFAULT_PRIORITIES: JiraPriority[] = [
  { id: "1", name: "Highest", description: "This problem will block progress.", statusColor: "#d04437", rank: 1, isDefault: false },
  { id: "2", name: "High", description: "Serious problem that could block progress.", statusColor: "#f15C75", rank: 2, isDefault: false },
  { id: "3", name: "Medium", description: "Has the potential to affect progress.", statusColor: "#f79232", rank: 3, isDefault: true },
  { id: "4", name: "Low", description: "Minor problem or easily worked around.", statusColor: "#707070", rank: 4, isDefault: false },
  { id: "5", name: "Lowest", description: "Trivial problem with little or no impact on progress.", statusColor: "#999999", rank: 5, isDefault: false },
];

/** A priority's icon file: Jira names them after the default priorities. */
export const PRIORITY_ICONS: Record<string, string> = { "1": "highest", "2": "high", "3": "medium", "4": "low", "5": "lowest" };

/** The standard issue types of a Jira Cloud site, with the ids and hierarchy levels a new site gives them. */
export const STANDARD_ISSUE_TYPES: JiraIssueType[] = [
  { id: "10000", name: "Epic", description: "Epics track collections of related bugs, stories, and tasks.", subtask: false, hierarchyLevel: 1 },
  { id: "10001", name: "Task", description: "Tasks track small, distinct pieces of work.", subtask: false, hierarchyLevel: 0 },
  { id: "10002", name: "Subtask", description: "Subtasks track small pieces of work that are part of a larger task.", subtask: true, hierarchyLevel: -1 },
  { id: "10003", name: "Story", description: "Stories track functionality or features expressed as user goals.", subtask: false, hierarchyLevel: 0 },
  { id: "10004", name: "Bug", description: "Bugs track problems or errors.", subtask: false, hierarchyLevel: 0 },
];

/** Other spellings a seed may use for a standard type. */
export const ISSUE_TYPE_ALIASES: Record<string, string> = { "sub-task": "Subtask" };

/** The avatar each standard type shows (Jira's universal avatar ids). */
export const ISSUE_TYPE_AVATARS: Record<string, number> = { "10000": 10307, "10001": 10318, "10002": 10316, "10003": 10315, "10004": 10303 };
export const CUSTOM_ISSUE_TYPE_AVATAR = 10300;

/** The issue types a project gets when its seed names none. */
export const DEFAULT_PROJECT_ISSUE_TYPES = ["Task", "Bug", "Story", "Epic", "Subtask"];

/**
 * The default simplified workflow: every status reachable from any other, by a global transition named
 * after its target. Jira numbers them 11, 21, 31… in status order.
 */
export const simplifiedTransitionId = (index: number): string => String(index * 10 + 11);

/** The one project an empty seed gets. */
export const DEFAULT_PROJECT = { key: "DEMO", name: "Demo" } as const;

/** The resolution a done status gives an issue (Jira's default simplified workflow sets "Done"). */
export const DONE_RESOLUTION = { id: "10000", name: "Done", description: "Work has been completed on this work item." } as const;
