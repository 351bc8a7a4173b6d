// Jira's user bean: what /myself, /user and the user search answer, and (slimmer) what an issue's
// assignee, reporter and creator, a comment's author and a history's author carry.
import type { JsonRecord } from "../../core/pack/index.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import { initials } from "./jira-ids.ts";
import { COLLECTIONS, type JiraUser } from "./records.ts";

const AVATAR_HOST = "https://avatar-management--avatars.us-west-2.prod.public.atl-paas.net";

/** Atlassian's initials avatars, in the four sizes Jira lists (48, 24, 16, 32, as Jira orders them). */
export function avatarUrls(displayName: string): Record<string, string> {
  const file = `${AVATAR_HOST}/initials/${encodeURIComponent(initials(displayName))}-0.png`;
  return Object.fromEntries([48, 24, 16, 32].map((size) => [`${size}x${size}`, file]));
}

export const userSelf = (view: Pick<JiraView, "baseUrl" | "version">, accountId: string): string => `${apiBase(view)}/user?accountId=${encodeURIComponent(accountId)}`;

export function findUser(view: Pick<JiraView, "world">, accountId: string): JiraUser | undefined {
  return view.world.collection(COLLECTIONS.users).get(accountId) as JiraUser | undefined;
}

/** The user as an issue field or an author shows it (UserDetails). */
export function renderUserRef(view: JiraView, user: JiraUser): JsonRecord {
  return {
    self: userSelf(view, user.accountId),
    accountId: user.accountId,
    ...(user.emailAddress === null ? {} : { emailAddress: user.emailAddress }),
    avatarUrls: avatarUrls(user.displayName),
    displayName: user.displayName,
    active: user.active,
    timeZone: user.timeZone,
    accountType: user.accountType,
  };
}

/** An accountId as an issue field: the user's bean, or null for none (or a user no longer in the world). */
export function renderUserField(view: JiraView, accountId: string | null | undefined): JsonRecord | null {
  if (!accountId) return null;
  const user = findUser(view, accountId);
  return user ? renderUserRef(view, user) : null;
}

/** The full user bean (GET /user, /myself, the user searches). */
export function renderUser(view: JiraView, user: JiraUser): JsonRecord {
  return {
    self: userSelf(view, user.accountId),
    accountId: user.accountId,
    accountType: user.accountType,
    ...(user.emailAddress === null ? {} : { emailAddress: user.emailAddress }),
    avatarUrls: avatarUrls(user.displayName),
    displayName: user.displayName,
    active: user.active,
    timeZone: user.timeZone,
    locale: user.locale,
  };
}

/** /myself and GET /user add the expandable groups and application roles (sizes only, unless expanded). */
export function renderUserWithGroups(view: JiraView, user: JiraUser, expand: ReadonlySet<string>): JsonRecord {
  const groups = view.world.collection(COLLECTIONS.groups).find((g) => (g.members as string[]).includes(user.accountId));
  const groupItems = groups.map((g) => ({ name: String(g.name), groupId: String(g.groupId), self: `${apiBase(view)}/group?groupId=${g.groupId}` }));
  const roleItems = [{ key: "jira-software", name: "Jira" }];
  return {
    ...renderUser(view, user),
    groups: { size: groupItems.length, items: expand.has("groups") ? groupItems : [] },
    applicationRoles: { size: roleItems.length, items: expand.has("applicationRoles") ? roleItems : [] },
    expand: "groups,applicationRoles",
  };
}
