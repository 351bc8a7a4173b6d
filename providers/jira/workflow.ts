// A project's workflow: its statuses (the first is where a new issue starts) and the transitions an
// issue in a given status may take. Shared by the issue renderer (`expand=transitions`), create, and the
// transitions operations.
import type { JsonRecord } from "../../core/pack/index.ts";
import type { JiraView } from "./jira-view.ts";
import type { JiraProject, JiraTransition } from "./records.ts";
import { findStatus, renderStatus } from "./render-status.ts";

/** The status a new issue of the project starts in. */
export const initialStatusId = (project: JiraProject): string => project.statusIds[0]!;

/** The transitions available from `statusId`: those listing it, and the global ones (empty `from`). */
export function availableTransitions(project: JiraProject, statusId: string): JiraTransition[] {
  return project.transitions.filter((t) => t.from.length === 0 || t.from.includes(statusId));
}

/** A transition as GET …/transitions and `expand=transitions` show it. */
export function renderTransition(view: JiraView, transition: JiraTransition, currentStatusId: string): JsonRecord {
  const to = findStatus(view, transition.to);
  return {
    id: transition.id,
    name: transition.name,
    ...(to ? { to: renderStatus(view, to) } : {}),
    hasScreen: false,
    isGlobal: transition.from.length === 0,
    isInitial: false,
    isAvailable: true,
    isConditional: false,
    isLooped: transition.to === currentStatusId,
  };
}
