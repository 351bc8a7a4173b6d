// Handler name → handler, for every implemented operation (the v2 twins name these via
// x-understudy-operation). A new family adds its file here and its paths in ../openapi/.
import type { OperationHandler } from "../../../core/pack/index.ts";
import { addComment, deleteComment, getComment, getComments, updateComment } from "./comments.ts";
import { getFields } from "./fields.ts";
import { assignIssue } from "./issue-assign.ts";
import { createIssue } from "./issue-create.ts";
import { deleteIssue } from "./issue-delete.ts";
import { editIssue } from "./issue-edit.ts";
import { getChangeLogs, getIssue } from "./issue-read.ts";
import { getIssueAllTypes } from "./issue-types.ts";
import { getPriorities, searchPriorities } from "./priorities.ts";
import { getAllStatuses, getProject, searchProjects } from "./projects.ts";
import { countIssues, searchAndReconsileIssuesUsingJql, searchAndReconsileIssuesUsingJqlPost, searchRemoved } from "./search.ts";
import { getCurrentUser, getServerInfo } from "./site.ts";
import { getStatuses, searchStatuses } from "./statuses.ts";
import { doTransition, getTransitions } from "./transitions.ts";
import { findAssignableUsers, findUsers, getUser } from "./users.ts";

export const JIRA_HANDLERS: Record<string, OperationHandler> = {
  getCurrentUser, getServerInfo,
  searchProjects, getProject, getAllStatuses,
  getIssueAllTypes, getPriorities, searchPriorities, getStatuses, searchStatuses, getFields,
  getUser, findUsers, findAssignableUsers,
  createIssue, getIssue, editIssue, deleteIssue, assignIssue, getChangeLogs,
  getTransitions, doTransition,
  getComments, addComment, getComment, updateComment, deleteComment,
  searchAndReconsileIssuesUsingJql, searchAndReconsileIssuesUsingJqlPost, countIssues,
  searchForIssuesUsingJql: searchRemoved, searchForIssuesUsingJqlPost: searchRemoved,
};
