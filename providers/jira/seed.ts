// normalizeJiraSeed: the issue's seed shape → records per collection (records.ts), with Jira's defaults.
import type { JsonRecord, SeedContext, SeedRecords } from "../../core/pack/index.ts";
import { COLLECTIONS } from "./records.ts";
import { seedCustomFields, seedPriorities } from "./seed-catalogue.ts";
import { seedIssues } from "./seed-issues.ts";
import { seedProjects } from "./seed-projects.ts";
import { seedGroups, seedUsers } from "./seed-users.ts";
import { FIRST_ID, idSequence, issueNumberSequence, sequenceRecord } from "./sequences.ts";

/** Key of the one `site` record. */
export const SITE_KEY = "site";

export interface JiraSeed {
  users?: JsonRecord[];
  groups?: JsonRecord[];
  fields?: JsonRecord[];
  priorities?: JsonRecord[];
  projects?: JsonRecord[];
  issues?: JsonRecord[];
}

const keyed = <T extends JsonRecord>(rows: T[], key: keyof T) => rows.map((record) => ({ id: String(record[key]), record }));

export function normalizeJiraSeed(seed: JiraSeed | JsonRecord | undefined, ctx: Pick<SeedContext, "clock">): SeedRecords {
  const input = (seed ?? {}) as JiraSeed;
  const users = seedUsers(input.users ?? []);
  const groups = seedGroups(input.groups ?? [], users);
  const catalogue = seedProjects(input.projects, users);
  const priorities = seedPriorities(input.priorities);
  const fields = seedCustomFields(input.fields);
  const { issues, comments, nextNumbers } = seedIssues(input.issues ?? [], { ...catalogue, users, priorities, fields, clock: ctx.clock });

  const sequences = [
    sequenceRecord(idSequence(COLLECTIONS.issues), FIRST_ID + issues.length),
    sequenceRecord(idSequence(COLLECTIONS.comments), FIRST_ID + comments.length),
    sequenceRecord(idSequence(COLLECTIONS.changelog), FIRST_ID),
    ...[...nextNumbers].map(([projectId, next]) => sequenceRecord(issueNumberSequence(projectId), next)),
  ];
  return {
    [COLLECTIONS.site]: [{ id: SITE_KEY, record: { adminAccountId: users.admin.accountId } }],
    [COLLECTIONS.users]: keyed(users.users, "accountId"),
    [COLLECTIONS.groups]: keyed(groups, "name"),
    [COLLECTIONS.projects]: keyed(catalogue.projects, "id"),
    [COLLECTIONS.issueTypes]: keyed(catalogue.issueTypes, "id"),
    [COLLECTIONS.statuses]: keyed(catalogue.statuses, "id"),
    [COLLECTIONS.priorities]: keyed(priorities, "id"),
    [COLLECTIONS.fields]: keyed(fields, "id"),
    [COLLECTIONS.issues]: keyed(issues, "id"),
    [COLLECTIONS.comments]: keyed(comments, "id"),
    [COLLECTIONS.changelog]: [],
    [COLLECTIONS.watchers]: [],
    [COLLECTIONS.worklogs]: [],
    [COLLECTIONS.issueLinks]: [],
    [COLLECTIONS.remoteLinks]: [],
    [COLLECTIONS.attachments]: [],
    [COLLECTIONS.attachmentContent]: [],
    [COLLECTIONS.sequences]: sequences,
  };
}
