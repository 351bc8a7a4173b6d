// Handler name → handler, for every implemented operation (the v2 twins name these via
// x-understudy-operation). A new family adds its file here and its paths in ../openapi/.
import type { OperationHandler } from "../../../core/pack/index.ts";
import { addAttachment, getAttachment, getAttachmentContent, getAttachmentMeta, removeAttachment } from "./attachments.ts";
import { addComment, deleteComment, getComment, getComments, updateComment } from "./comments.ts";
import { getFields } from "./fields.ts";
import { assignIssue } from "./issue-assign.ts";
import { createIssue } from "./issue-create.ts";
import { deleteIssue } from "./issue-delete.ts";
import { editIssue } from "./issue-edit.ts";
import { deleteIssueLink, getIssueLink, getIssueLinkType, getIssueLinkTypes, linkIssues } from "./issue-links.ts";
import { getChangeLogs, getEditIssueMeta, getIssue } from "./issue-read.ts";
import { getIssueAllTypes } from "./issue-types.ts";
import { getPriorities, searchPriorities } from "./priorities.ts";
import { getAllProjects, getAllStatuses, getProject, searchProjects } from "./projects.ts";
import {
  createOrUpdateRemoteIssueLink, deleteRemoteIssueLinkByGlobalId, deleteRemoteIssueLinkById, getRemoteIssueLinkById, getRemoteIssueLinks, updateRemoteIssueLink,
} from "./remote-links.ts";
import { countIssues, searchAndReconsileIssuesUsingJql, searchAndReconsileIssuesUsingJqlPost, searchRemoved } from "./search.ts";
import { getCurrentUser, getServerInfo } from "./site.ts";
import { getStatuses, searchStatuses } from "./statuses.ts";
import { doTransition, getTransitions } from "./transitions.ts";
import { findAssignableUsers, findUsers, getUser } from "./users.ts";
import { addWatcher, getIsWatchingIssueBulk, getIssueWatchers, removeWatcher } from "./watchers.ts";
import { addWorklog, deleteWorklog, getIssueWorklog, getWorklog, updateWorklog } from "./worklogs.ts";

export const JIRA_HANDLERS: Record<string, OperationHandler> = {
  getCurrentUser, getServerInfo,
  getAllProjects, searchProjects, getProject, getAllStatuses,
  getIssueAllTypes, getPriorities, searchPriorities, getStatuses, searchStatuses, getFields,
  getUser, findUsers, findAssignableUsers,
  createIssue, getIssue, editIssue, deleteIssue, assignIssue, getChangeLogs, getEditIssueMeta,
  getTransitions, doTransition,
  getComments, addComment, getComment, updateComment, deleteComment,
  searchAndReconsileIssuesUsingJql, searchAndReconsileIssuesUsingJqlPost, countIssues,
  searchForIssuesUsingJql: searchRemoved, searchForIssuesUsingJqlPost: searchRemoved,
  getIssueWatchers, addWatcher, removeWatcher, getIsWatchingIssueBulk,
  getIssueWorklog, addWorklog, getWorklog, updateWorklog, deleteWorklog,
  linkIssues, getIssueLink, deleteIssueLink, getIssueLinkTypes, getIssueLinkType,
  getRemoteIssueLinks, createOrUpdateRemoteIssueLink, deleteRemoteIssueLinkByGlobalId, getRemoteIssueLinkById, updateRemoteIssueLink, deleteRemoteIssueLinkById,
  addAttachment, getAttachmentMeta, getAttachment, removeAttachment, getAttachmentContent,
};
