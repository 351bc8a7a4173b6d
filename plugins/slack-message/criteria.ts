// The conditions of a slack-message assertion, each a test over a stored message plus its words for the
// report: what was wanted ("in #general") and what a message that missed it had ("in #random").
import type { JsonRecord, WorldState } from "../../core/grading/index.ts";
import { describeWhere, formatValue, matchesWhere, recordsOf, truncate, unmetFields, describeFields, type Where } from "../shared/index.ts";
import { usersMatching, userLabel } from "../../providers/slack/user-ref.ts";

export interface SlackMessageOptions {
  /** A conversation id, a channel name (#general or general), or a user (@ada, an id or an email) for a direct message with them. */
  channel?: string;
  /** Text (or texts) the message contains, case-insensitive. */
  text_contains?: string | string[];
  /** A reply in the thread of the message with this ts (not the parent itself). */
  in_thread_of?: string;
  /** The author: an id, an email, a handle or a full name. */
  by_user?: string;
  /** A reaction on the message: an emoji name, or `{ name, by_user }`. */
  with_reaction?: string | { name: string; by_user?: string };
  /** Only messages posted during the task (not in the initial state). */
  new?: boolean;
  /** Any other condition on the stored message (`subtype`, `edited.user`, …), as in record-exists. */
  where?: Where;
  /** Exactly this many matching messages (0: none); default at least one. */
  count?: number;
}

export interface Criterion {
  /** Words after "a slack message": `in #general`, `by ada (U0ADA)`. */
  wanted: string;
  test(id: string, message: JsonRecord): boolean;
  /** What a message that fails this test has, for the closest miss. */
  had(id: string, message: JsonRecord): string;
}

interface Lookup {
  users: JsonRecord[];
  conversations: JsonRecord[];
  initialIds: Set<string>;
}

/** The one user a reference names; a grader error (the assertion is wrong) when none or several. */
function userId(lookup: Lookup, ref: string, option: string): { id: string; label: string } {
  const found = usersMatching(lookup.users, ref);
  if (found.length === 1) return { id: String(found[0]!.id), label: userLabel(found[0]!) };
  if (found.length === 0) throw new Error(`${option}: no slack user is ${JSON.stringify(ref)}`);
  throw new Error(`${option}: ${JSON.stringify(ref)} names ${found.length} slack users (${found.map(userLabel).join(", ")}); give an id or an email`);
}

const nameOf = (lookup: Lookup, channel: unknown): string => {
  const c = lookup.conversations.find((x) => x.id === channel);
  return c && typeof c.name === "string" ? `#${c.name}` : String(channel);
};

function channelCriterion(lookup: Lookup, ref: string): Criterion {
  const trimmed = ref.trim();
  const byId = lookup.conversations.filter((c) => c.id === trimmed);
  const byName = lookup.conversations.filter((c) => typeof c.name === "string" && c.name === trimmed.replace(/^#/, "").toLowerCase());
  let ids = (byId.length ? byId : byName).map((c) => String(c.id));
  let wanted = byId.length ? `in ${nameOf(lookup, trimmed)}` : `in #${trimmed.replace(/^#/, "")}`;
  if (!ids.length && (trimmed.startsWith("@") || trimmed.includes("@") || /^[UW][A-Z0-9]{2,}$/.test(trimmed))) {
    const user = userId(lookup, trimmed, "channel");
    ids = lookup.conversations.filter((c) => c.is_im === true && Array.isArray(c.members) && c.members.includes(user.id)).map((c) => String(c.id));
    wanted = `in a direct message with ${user.label}`;
  }
  const set = new Set(ids);
  if (!set.size) wanted += " (no such conversation in the world)";
  return { wanted, test: (_, m) => set.has(String(m.channel)), had: (_, m) => `in ${nameOf(lookup, m.channel)}` };
}

function reactionCriterion(lookup: Lookup, option: NonNullable<SlackMessageOptions["with_reaction"]>): Criterion {
  const name = (typeof option === "string" ? option : option.name).replace(/^:|:$/g, "");
  const by = typeof option === "object" && option.by_user !== undefined ? userId(lookup, option.by_user, "with_reaction.by_user") : undefined;
  const reactions = (m: JsonRecord) => (Array.isArray(m.reactions) ? (m.reactions as JsonRecord[]) : []);
  return {
    wanted: `with a :${name}: reaction${by ? ` by ${by.label}` : ""}`,
    test: (_, m) => reactions(m).some((r) => r.name === name && Array.isArray(r.users) && r.users.length > 0 && (!by || r.users.includes(by.id))),
    had: (_, m) => {
      const list = reactions(m).map((r) => `:${r.name}: by ${(r.users as string[] | undefined ?? []).join(", ")}`);
      return list.length ? `reactions ${list.join("; ")}` : "no reactions";
    },
  };
}

export function criteriaOf(options: SlackMessageOptions, initial: WorldState, final: WorldState): Criterion[] {
  const lookup: Lookup = {
    users: recordsOf(final, "slack", "users").map((r) => r.record),
    conversations: recordsOf(final, "slack", "conversations").map((r) => r.record),
    initialIds: new Set(recordsOf(initial, "slack", "messages").map((r) => r.id)),
  };
  const criteria: Criterion[] = [];
  if (options.channel !== undefined) criteria.push(channelCriterion(lookup, options.channel));
  const texts = options.text_contains === undefined ? [] : Array.isArray(options.text_contains) ? options.text_contains : [options.text_contains];
  for (const text of texts)
    criteria.push({
      wanted: `containing ${formatValue(text)}`,
      test: (_, m) => typeof m.text === "string" && m.text.toLowerCase().includes(text.toLowerCase()),
      had: (_, m) => `text ${formatValue(truncate(String(m.text ?? ""), 60), 70)}`,
    });
  if (options.in_thread_of !== undefined) {
    const parent = options.in_thread_of;
    criteria.push({
      wanted: `replying in the thread of ${parent}`,
      test: (_, m) => m.thread_ts === parent && m.ts !== parent,
      had: (_, m) => (typeof m.thread_ts === "string" && m.thread_ts !== m.ts ? `in the thread of ${m.thread_ts}` : "not a thread reply"),
    });
  }
  if (options.by_user !== undefined) {
    const user = userId(lookup, options.by_user, "by_user");
    criteria.push({ wanted: `by ${user.label}`, test: (_, m) => m.user === user.id, had: (_, m) => `by ${String(m.user)}` });
  }
  if (options.with_reaction !== undefined) criteria.push(reactionCriterion(lookup, options.with_reaction));
  if (options.new === true) criteria.push({ wanted: "posted during the task", test: (id) => !lookup.initialIds.has(id), had: () => "seeded" });
  if (options.new === false) criteria.push({ wanted: "from the seed", test: (id) => lookup.initialIds.has(id), had: () => "posted during the task" });
  const where = options.where;
  if (where && Object.keys(where).length)
    criteria.push({ wanted: `with ${describeWhere(where)}`, test: (_, m) => matchesWhere(m, where), had: (_, m) => describeFields(m, unmetFields(m, where)) });
  return criteria;
}
