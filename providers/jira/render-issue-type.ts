// An issue type as Jira shows it (IssueTypeDetails).
import type { JsonRecord } from "../../core/pack/index.ts";
import { CUSTOM_ISSUE_TYPE_AVATAR, ISSUE_TYPE_AVATARS } from "./jira-catalogue.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraIssueType } from "./records.ts";

export function renderIssueType(view: JiraView, type: JiraIssueType): JsonRecord {
  const avatarId = ISSUE_TYPE_AVATARS[type.id] ?? CUSTOM_ISSUE_TYPE_AVATAR;
  return {
    self: `${apiBase(view)}/issuetype/${type.id}`,
    id: type.id,
    description: type.description,
    iconUrl: `${apiBase(view)}/universal_avatar/view/type/issuetype/avatar/${avatarId}?size=medium`,
    name: type.name,
    subtask: type.subtask,
    avatarId,
    hierarchyLevel: type.hierarchyLevel,
  };
}

export function findIssueType(view: Pick<JiraView, "world">, id: string): JiraIssueType | undefined {
  return view.world.collection(COLLECTIONS.issueTypes).get(id) as JiraIssueType | undefined;
}

export function allIssueTypes(view: Pick<JiraView, "world">): JiraIssueType[] {
  return (view.world.collection(COLLECTIONS.issueTypes).all() as JiraIssueType[]).sort((a, b) => Number(a.id) - Number(b.id));
}
