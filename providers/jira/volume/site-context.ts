// What generated rows are built against: the site as its hand-written seed made it (users, workflows,
// types, priorities, fields), in the shape the seed's own issue code takes (seed-issues.ts).
import type { SeedRecords, WorldClock } from "../../../core/pack/index.ts";
import { COLLECTIONS } from "../records.ts";
import type { JiraCustomField, JiraIssueType, JiraPriority, JiraProject, JiraStatus, JiraUser } from "../records.ts";
import type { IssueSeedContext } from "../seed-issues.ts";
import type { UserDirectory } from "../seed-users.ts";

const recordsOf = <T>(records: SeedRecords, collection: string): T[] => (records[collection] ?? []).map((row) => row.record as T);

/** The site's users, found by accountId or email as a seed's references name them (the seed checked them unique). */
function directoryOf(users: JiraUser[]): UserDirectory {
  const byKey = new Map<string, JiraUser>();
  for (const user of users) for (const key of [user.emailAddress?.toLowerCase(), user.accountId]) if (key) byKey.set(key, user);
  return { users, admin: users.find((u) => u.siteAdmin === true)!, find: (ref) => byKey.get(ref) ?? byKey.get(ref.toLowerCase()) };
}

/** The site's catalogue and people, as its records hold them now. */
export function siteContext(records: SeedRecords, clock: WorldClock): IssueSeedContext {
  return {
    users: directoryOf(recordsOf<JiraUser>(records, COLLECTIONS.users)),
    statuses: recordsOf<JiraStatus>(records, COLLECTIONS.statuses),
    issueTypes: recordsOf<JiraIssueType>(records, COLLECTIONS.issueTypes),
    projects: recordsOf<JiraProject>(records, COLLECTIONS.projects),
    priorities: recordsOf<JiraPriority>(records, COLLECTIONS.priorities),
    fields: recordsOf<JiraCustomField>(records, COLLECTIONS.fields),
    clock,
  };
}
