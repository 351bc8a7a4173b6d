// What generated rows are built against: the site as its hand-written seed made it (users, workflows,
// types, priorities, fields), in the shape the seed's own issue code takes (seed-issues.ts).
import type { SeedRecords, WorldClock } from "../../../core/pack/index.ts";
import { COLLECTIONS } from "../records.ts";
import type { JiraCustomField, JiraIssueType, JiraPriority, JiraProject, JiraStatus, JiraUser } from "../records.ts";
import type { IssueSeedContext } from "../seed-issues.ts";
import { seedUsers } from "../seed-users.ts";

const recordsOf = <T>(records: SeedRecords, collection: string): T[] => (records[collection] ?? []).map((row) => row.record as T);

/** The site's catalogue and people; `users` are the site's users with the generated ones after them. */
export function siteContext(records: SeedRecords, clock: WorldClock, users = recordsOf<JiraUser>(records, COLLECTIONS.users)): IssueSeedContext {
  return {
    // Completing a stored user again gives it back unchanged: the directory finds them by accountId or email.
    users: seedUsers(users),
    statuses: recordsOf<JiraStatus>(records, COLLECTIONS.statuses),
    issueTypes: recordsOf<JiraIssueType>(records, COLLECTIONS.issueTypes),
    projects: recordsOf<JiraProject>(records, COLLECTIONS.projects),
    priorities: recordsOf<JiraPriority>(records, COLLECTIONS.priorities),
    fields: recordsOf<JiraCustomField>(records, COLLECTIONS.fields),
    clock,
  };
}
