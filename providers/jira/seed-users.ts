// Seeded users and groups → records: Jira's defaults for what a row omits, the site admin always present.
import { SeedError, type JsonRecord } from "../../core/pack/index.ts";
import { derivedAccountId, SITE_ADMIN } from "./jira-ids.ts";
import type { JiraGroup, JiraUser } from "./records.ts";

export interface UserDirectory {
  users: JiraUser[];
  admin: JiraUser;
  /** A user named by accountId or email (case-insensitive), or undefined. */
  find(ref: string): JiraUser | undefined;
}

/** A user row of a seed (or of `$generate`) with Jira's defaults for what it omits; `index` names an email-less row's account. */
export function completeUser(row: JsonRecord, index: number): JiraUser {
  const email = typeof row.emailAddress === "string" ? row.emailAddress : null;
  const displayName = String(row.displayName);
  return {
    accountId: typeof row.accountId === "string" ? row.accountId : derivedAccountId(email ?? `${displayName}#${index}`),
    accountType: row.accountType === "app" ? "app" : "atlassian",
    displayName,
    emailAddress: email,
    active: row.active !== false,
    timeZone: typeof row.timeZone === "string" ? row.timeZone : "UTC",
    locale: typeof row.locale === "string" ? row.locale : "en_US",
    ...(row.siteAdmin === true ? { siteAdmin: true } : {}),
  };
}

const builtInAdmin = (): JiraUser => ({ ...SITE_ADMIN, accountType: "atlassian", active: true, timeZone: "UTC", locale: "en_US", siteAdmin: true });

export function seedUsers(rows: JsonRecord[]): UserDirectory {
  const users = rows.map(completeUser);
  const admins = users.filter((u) => u.siteAdmin === true);
  if (admins.length > 1) throw new SeedError(`seed.jira.users[${users.indexOf(admins[1]!)}].siteAdmin: only one user can be the site admin`);
  const admin = admins[0] ?? builtInAdmin();
  if (!admins.length) users.push(admin);
  const byKey = new Map<string, JiraUser>();
  users.forEach((user, index) => {
    for (const key of [user.emailAddress?.toLowerCase(), user.accountId]) {
      if (!key) continue;
      if (byKey.has(key)) throw new SeedError(`seed.jira.users[${index}]: ${key === user.accountId ? "accountId" : "emailAddress"} ${JSON.stringify(key)} is taken by another user${user === admin ? " (the built-in site admin)" : ""}`);
      byKey.set(key, user);
    }
  });
  return { users, admin, find: (ref) => byKey.get(ref) ?? byKey.get(ref.toLowerCase()) };
}

/** `{accountId}` or `{emailAddress}` → a seeded user; SeedError at `at` otherwise. */
export function seedUserRef(directory: UserDirectory, ref: unknown, at: string): JiraUser {
  const r = ref as { accountId?: unknown; emailAddress?: unknown } | null;
  const key = typeof r?.accountId === "string" ? r.accountId : typeof r?.emailAddress === "string" ? r.emailAddress : undefined;
  const user = key === undefined ? undefined : directory.find(key);
  if (!user) throw new SeedError(`${at}: ${JSON.stringify(key ?? ref)} is not a seeded user`);
  return user;
}

export function seedGroups(rows: JsonRecord[], directory: UserDirectory): JiraGroup[] {
  const names = new Set<string>();
  return rows.map((row, index) => {
    const at = `seed.jira.groups[${index}]`;
    const name = String(row.name);
    if (names.has(name.toLowerCase())) throw new SeedError(`${at}.name: duplicate group ${JSON.stringify(name)}`);
    names.add(name.toLowerCase());
    const members = ((row.members as string[] | undefined) ?? []).map((ref, i) => {
      const user = directory.find(ref);
      if (!user) throw new SeedError(`${at}.members[${i}]: ${JSON.stringify(ref)} is not a seeded user`);
      return user.accountId;
    });
    return { name, groupId: derivedGroupId(name), members: [...new Set(members)] };
  });
}

/** A group id shaped like Atlassian's (a UUID), derived from the name. */
function derivedGroupId(name: string): string {
  const hex = (derivedAccountId(`group:${name}`) + derivedAccountId(`group2:${name}`)).slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
