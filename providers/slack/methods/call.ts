// What a Slack method handler sees, and the argument and record helpers every method family shares.
import type { Collection, JsonRecord, WorldClock, WorldIds } from "../../../core/pack/index.ts";
import { renderFile, type FileView } from "../render-file.ts";
import { renderMessage } from "../render-message.ts";
import { isMember } from "../render-conversation.ts";
import { missingArgument, SlackFault } from "../slack-errors.ts";
import { compareTs, isTs, messageKey } from "../slack-ids.ts";

/** The part of a core collection the handlers use (a `Collection` from `ctx.world.collection` fits). */
export type SlackCollection = Pick<Collection, "get" | "has" | "insert" | "update" | "delete" | "all" | "find" | "memo">;

/** Records by collection name: `ctx.world` fits as it is. */
export interface SlackRecords {
  collection(name: string): SlackCollection;
}

/** One Web API call, already authenticated: wiring from an OperationContext is one object literal. */
export interface SlackCall {
  /** The acting user's id (the token's user, or `auth.any_token_user`). */
  user: string;
  tokenType: "bot" | "user";
  /** The method's arguments, form-encoded or JSON, flattened: strings, or arrays of strings. */
  args: Record<string, string | string[] | undefined>;
  records: SlackRecords;
  clock: WorldClock;
  ids: WorldIds;
  /** The pack's public base URL in this world (upload and download URLs point at it); tests may omit it. */
  baseUrl?: string;
  /** An in-process MCP tool call: no token in the call itself, so Slack's token-type rules do not apply to it. */
  viaTool?: boolean;
  /** The world's per-pack scratch state (`OperationContext.scratch`): caches that never reach graders. */
  scratch?: <T>(key: string, init: () => T) => T;
}

export type SlackAnswer = { ok: true } & JsonRecord;
export type SlackMethodHandler = (call: SlackCall) => SlackAnswer;

export const fail = (code: ConstructorParameters<typeof SlackFault>[0]): never => {
  throw new SlackFault(code);
};

// ---- arguments ----

export function arg(call: SlackCall, name: string): string | undefined {
  const value = call.args[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === "" ? undefined : String(text);
}

export function requireArg(call: SlackCall, name: string): string {
  const value = arg(call, name);
  if (value === undefined) throw missingArgument(name);
  return value;
}

export function flag(call: SlackCall, name: string): boolean {
  const value = arg(call, name);
  return value === "true" || value === "1";
}

/** A list argument: an array, or a comma-separated string ("U1,U2"). */
export function listArg(call: SlackCall, name: string): string[] {
  const value = call.args[name];
  const items = Array.isArray(value) ? value : value === undefined ? [] : String(value).split(",");
  return items.map((item) => String(item).trim()).filter((item) => item !== "");
}

/** A JSON-valued argument (blocks, attachments, metadata) sent as text in a form, or already parsed. */
export function jsonArg(call: SlackCall, name: string): unknown {
  const value = call.args[name] as unknown;
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new SlackFault(name === "blocks" ? "invalid_blocks" : "invalid_arguments", { messages: [`[ERROR] ${name} is not valid JSON`] });
  }
}

/** A timestamp argument; `code` when present but not "seconds.micro" (integers are accepted as seconds). */
export function tsArg(call: SlackCall, name: string, code: ConstructorParameters<typeof SlackFault>[0]): string | undefined {
  const value = arg(call, name);
  if (value === undefined) return undefined;
  if (isTs(value)) return value;
  if (/^[0-9]{1,10}(\.[0-9]{1,6})?$/.test(value)) {
    const [seconds, micro = ""] = String(value).split(".");
    return `${seconds!.padStart(10, "0")}.${micro.padEnd(6, "0")}`;
  }
  return fail(code);
}

// ---- records ----

export const now = (call: SlackCall): number => Math.floor(call.clock.now().getTime() / 1000);

export function team(call: SlackCall): JsonRecord {
  return call.records.collection("team").all()[0] ?? {};
}

export function userById(call: SlackCall, id: string | undefined, code: "user_not_found" | "users_not_found" = "user_not_found"): JsonRecord {
  const user = id === undefined ? undefined : call.records.collection("users").get(id);
  return user ?? fail(code);
}

/** Whether the caller may see a conversation: public channels always, private ones and DMs only as a member. */
export function canSee(call: SlackCall, conversation: JsonRecord): boolean {
  const open = conversation.is_im !== true && conversation.is_private !== true && conversation.is_mpim !== true;
  return open || isMember(conversation, call.user);
}

/** The conversation named by `name` (default `channel`); `channel_not_found` when it is not visible. */
export function conversationArg(call: SlackCall, name = "channel"): JsonRecord {
  const id = requireArg(call, name);
  const conversation = call.records.collection("conversations").get(id);
  if (!conversation || !canSee(call, conversation)) return fail("channel_not_found");
  return conversation;
}

export function requireMember(call: SlackCall, conversation: JsonRecord): void {
  if (!isMember(conversation, call.user)) fail("not_in_channel");
}

export function requireOpen(conversation: JsonRecord): void {
  if (conversation.is_archived === true) fail("is_archived");
}

/**
 * A channel's messages, oldest first. Kept until a message changes (Collection.memo): paging a channel
 * of 60,000 messages otherwise scans and sorts all of them for each page. Shared: never modify it.
 */
export function channelMessages(call: SlackCall, channel: string): readonly JsonRecord[] {
  const messages = call.records.collection("messages");
  return messages.memo(`channel:${channel}`, () => messages.find((m) => m.channel === channel).sort((a, b) => compareTs(String(a.ts), String(b.ts))));
}

export function messageAt(call: SlackCall, channel: string, ts: string | undefined): JsonRecord {
  const message = ts === undefined ? undefined : call.records.collection("messages").get(messageKey(channel, ts));
  return message ?? fail("message_not_found");
}

/** How files render for this call: URLs on the world's host, permalinks on the team's domain. */
export function fileView(call: SlackCall): FileView {
  return { baseUrl: call.baseUrl ?? "", teamDomain: String(team(call).domain ?? "understudy") };
}

/** A message on the wire, with its author's bot_profile when a bot wrote it and its files (`file_ids`). */
export function wireMessage(call: SlackCall, record: JsonRecord): JsonRecord {
  const author = typeof record.user === "string" ? call.records.collection("users").get(record.user) : undefined;
  const ids = Array.isArray(record.file_ids) ? (record.file_ids as string[]) : [];
  const stored = ids.flatMap((id) => {
    const file = call.records.collection("files").get(id);
    return file ? [file] : [];
  });
  return renderMessage(record, { author, files: stored.map((file) => renderFile(file, fileView(call))) });
}

/** A message's permalink: on the world's own host (permalink-page.ts serves it); the team's url without one (unit tests). */
export function permalink(call: SlackCall, message: JsonRecord): string {
  const base = call.baseUrl !== undefined ? `${call.baseUrl}/` : String(team(call).url ?? "https://understudy.slack.com/");
  const link = `${base}archives/${message.channel}/p${String(message.ts).replace(".", "")}`;
  const thread = message.thread_ts;
  return typeof thread === "string" && thread !== message.ts ? `${link}?thread_ts=${thread}&cid=${message.channel}` : link;
}
