import {
  DEFAULT_RESOLUTIONS,
  type JqlContext,
  type JqlCustomField,
  type JqlGroup,
  type JqlIssueType,
  type JqlPriority,
  type JqlProject,
  type JqlResolution,
  type JqlStatus,
  type JqlUser,
} from "./context.ts";

/** A named thing JQL may call by name or id: project, status, priority, issue type, resolution. */
export interface Named {
  readonly id: string;
  readonly name: string;
}

export interface NamedIndex<T extends Named> {
  readonly all: readonly T[];
  readonly byId: ReadonlyMap<string, T>;
  /** Lower-case name to every entry of that name. */
  readonly byName: ReadonlyMap<string, readonly T[]>;
  /** Position in the site's order (ORDER BY). */
  readonly position: ReadonlyMap<string, number>;
}

/** The context's lists, indexed once per query run. */
export interface Lookup {
  readonly projects: NamedIndex<JqlProject>;
  readonly projectsByKey: ReadonlyMap<string, JqlProject>;
  readonly statuses: NamedIndex<JqlStatus>;
  readonly priorities: NamedIndex<JqlPriority>;
  readonly issueTypes: NamedIndex<JqlIssueType>;
  readonly resolutions: NamedIndex<JqlResolution>;
  readonly users: ReadonlyMap<string, JqlUser>;
  /** Lower-case e-mail address or display name to the users who have it. */
  readonly usersByName: ReadonlyMap<string, readonly JqlUser[]>;
  readonly groups: ReadonlyMap<string, JqlGroup>;
  readonly customFieldsById: ReadonlyMap<string, JqlCustomField>;
  readonly customFieldsByName: ReadonlyMap<string, readonly JqlCustomField[]>;
}

export function createLookup(ctx: JqlContext): Lookup {
  const usersByName = new Map<string, JqlUser[]>();
  for (const user of ctx.users) {
    push(usersByName, user.displayName.toLowerCase(), user);
    if (user.emailAddress) push(usersByName, user.emailAddress.toLowerCase(), user);
  }
  const customFields = ctx.customFields ?? [];
  const customFieldsByName = new Map<string, JqlCustomField[]>();
  for (const field of customFields) push(customFieldsByName, field.name.toLowerCase(), field);
  return {
    projects: indexNamed(ctx.projects),
    projectsByKey: new Map(ctx.projects.map((p) => [p.key.toUpperCase(), p])),
    statuses: indexNamed(ctx.statuses),
    priorities: indexNamed(ctx.priorities),
    issueTypes: indexNamed(ctx.issueTypes),
    resolutions: indexNamed(ctx.resolutions ?? DEFAULT_RESOLUTIONS),
    users: new Map(ctx.users.map((u) => [u.accountId, u])),
    usersByName,
    groups: new Map((ctx.groups ?? []).map((g) => [g.name.toLowerCase(), g])),
    customFieldsById: new Map(customFields.map((f) => [f.id, f])),
    customFieldsByName,
  };
}

function indexNamed<T extends Named>(all: readonly T[]): NamedIndex<T> {
  const byName = new Map<string, T[]>();
  for (const item of all) push(byName, item.name.toLowerCase(), item);
  return {
    all,
    byId: new Map(all.map((item) => [item.id, item])),
    byName,
    position: new Map(all.map((item, i) => [item.id, i])),
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
