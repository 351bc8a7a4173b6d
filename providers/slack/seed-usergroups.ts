// Seeded usergroups, completed to the object usergroups.list returns. `users` is kept on the record;
// the methods show it (and the counts) only when asked, as Slack does.
import { SeedError } from "../../core/pack/index.ts";
import type { JsonRecord } from "../../core/pack/index.ts";

export interface UsergroupDefaults {
  teamId: string;
  /** Seconds since the epoch, for `date_create` and `date_update` when the seed has none. */
  now: number;
  /** Who created a group the seed gives no creator: the workspace's first admin, else its first user. */
  creator: string;
  /** Seeded users by id: members and creators must be among them. */
  users: Map<string, JsonRecord>;
}

const seconds = (value: unknown, fallback: number): number => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : fallback);

export function completeUsergroup(input: JsonRecord, index: number, defaults: UsergroupDefaults): JsonRecord {
  const at = `seed.slack.usergroups[${index}]`;
  for (const field of ["id", "handle", "name"])
    if (typeof input[field] !== "string" || input[field] === "") throw new SeedError(`${at}: a usergroup needs a ${field}`);
  const users = Array.isArray(input.users) ? [...new Set(input.users.map(String))] : [];
  for (const user of users) if (!defaults.users.has(user)) throw new SeedError(`${at}.users: ${user} is not a seeded user`);
  const createdBy = typeof input.created_by === "string" ? input.created_by : defaults.creator;
  if (!defaults.users.has(createdBy)) throw new SeedError(`${at}.created_by: ${createdBy} is not a seeded user`);
  const dateCreate = seconds(input.date_create, defaults.now);
  const dateDelete = seconds(input.date_delete, 0);
  return usergroupRecord({
    id: String(input.id),
    teamId: defaults.teamId,
    name: String(input.name),
    handle: String(input.handle),
    description: typeof input.description === "string" ? input.description : "",
    users,
    createdBy,
    dateCreate,
    dateUpdate: seconds(input.date_update, Math.max(dateCreate, dateDelete)),
    dateDelete,
  });
}

export interface UsergroupFields {
  id: string;
  teamId: string;
  name: string;
  handle: string;
  description: string;
  users: string[];
  createdBy: string;
  dateCreate: number;
  dateUpdate: number;
  dateDelete: number;
  channels?: string[];
}

/** A group as stored (and as usergroups.list shows it, `users` aside): seeded, or made by usergroups.create. */
export function usergroupRecord(fields: UsergroupFields): JsonRecord {
  const { createdBy, dateDelete } = fields;
  return {
    id: fields.id,
    team_id: fields.teamId,
    is_usergroup: true,
    is_subteam: true,
    name: fields.name,
    description: fields.description,
    handle: fields.handle,
    is_external: false,
    date_create: fields.dateCreate,
    date_update: fields.dateUpdate,
    // Non-zero: the group is disabled (usergroups.disable), hidden unless include_disabled.
    date_delete: dateDelete,
    auto_type: null,
    auto_provision: false,
    enterprise_subteam_id: "",
    created_by: createdBy,
    updated_by: createdBy,
    deleted_by: dateDelete > 0 ? createdBy : null,
    // A plain workspace group: not a sidebar section, not synced from an identity provider, not org-wide.
    is_section: false,
    is_idp_group: false,
    is_visible: true,
    is_editing_restricted: false,
    is_membership_locked: false,
    is_org_level: false,
    prefs: { channels: fields.channels ?? [], groups: [] },
    users: fields.users,
  };
}

/** The `usergroups` records, refusing repeated ids, handles (mentions must be unambiguous) and names. */
export function normalizeUsergroups(rows: JsonRecord[], defaults: UsergroupDefaults): Array<{ id: string; record: JsonRecord }> {
  const groups = rows.map((row, index) => completeUsergroup(row, index, defaults));
  for (const field of ["id", "handle", "name"]) {
    const seen = new Set<string>();
    groups.forEach((group, index) => {
      const value = String(group[field]);
      if (seen.has(value)) throw new SeedError(`seed.slack.usergroups[${index}]: duplicate ${field} ${JSON.stringify(value)}`);
      seen.add(value);
    });
  }
  return groups.map((record) => ({ id: String(record.id), record }));
}
