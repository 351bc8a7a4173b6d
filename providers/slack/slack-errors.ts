// Slack Web API errors: always `{ ok: false, error }` (HTTP 200, except rate limiting), with Slack's
// extra fields where it adds them (`needed`/`provided`, `response_metadata.messages`).
import type { JsonRecord } from "../../core/pack/index.ts";

/**
 * The codes the implemented methods answer with. Every one is in Slack's OpenAPI document for one of
 * those methods, except the ones in NEWER_CODES (added to Slack after the document froze in 2021).
 */
export const SLACK_ERROR_CODES = [
  // authentication, on every method
  "not_authed", "invalid_auth", "account_inactive", "token_revoked", "missing_scope", "not_allowed_token_type",
  // request shape
  "invalid_arguments", "invalid_arg_name", "invalid_form_data", "invalid_json", "json_not_object", "invalid_cursor",
  "invalid_limit", "unknown_method", "ratelimited", "fatal_error", "internal_error",
  // users
  "user_not_found", "users_not_found", "user_not_visible", "user_is_bot", "invalid_profile", "not_admin", "cannot_update_admin_user",
  // conversations
  "channel_not_found", "not_in_channel", "is_archived", "already_archived", "not_archived", "cant_archive_general",
  "cant_leave_general", "cant_kick_self", "cant_kick_from_general", "cant_invite_self", "already_in_channel",
  "user_not_in_channel", "no_user", "no_channel", "name_taken", "invalid_name_required", "invalid_name_punctuation",
  "invalid_name_maxlength", "invalid_name_specials", "invalid_name", "method_not_supported_for_channel_type",
  "too_long", "restricted_action", "no_permission", "invalid_ts_latest", "invalid_ts_oldest", "thread_not_found",
  "invalid_timestamp", "not_enough_users", "users_list_not_supplied",
  // chat
  "no_text", "msg_too_long", "too_many_attachments", "message_not_found", "cant_update_message", "cant_delete_message",
  "edit_window_closed", "invalid_blocks", "invalid_time", "time_in_past", "time_too_far", "invalid_scheduled_message_id",
  "bad_timestamp",
  // reactions and pins
  "already_reacted", "no_reaction", "too_many_reactions", "no_item_specified", "already_pinned", "not_pinned", "not_pinnable",
  // scheduled messages, bookmarks, usergroups
  "invalid_channel", "restricted_too_many", "invalid_bookmark_type", "invalid_link", "invalid_emoji", "not_found",
  "too_many_bookmarks", "parent_with_link", "invalid_parent_type", "no_such_subteam",
  "permission_denied", "missing_subteam_name", "name_already_exists", "handle_already_exists", "bad_handle",
  "invalid_channel_provided", "no_users_provided", "invalid_users", "invalid_user", "single_channel_guests_cannot_be_added",
  // files
  "file_not_found", "file_deleted", "cant_delete_file", "unknown_type", "storage_limit_reached",
  // direct messages
  "too_many_users", "user_disabled",
] as const;

export type SlackErrorCode = (typeof SLACK_ERROR_CODES)[number];

/** Codes Slack uses today that its frozen OpenAPI document does not list for these methods. */
export const NEWER_CODES: ReadonlySet<SlackErrorCode> = new Set<SlackErrorCode>([
  "not_allowed_token_type", // chat.scheduledMessages.list lists it; others use it since token types split
  "invalid_arguments", // schema validation of arguments, with response_metadata.messages
  "unknown_method", // any path under /api/ that is not a method
  "ratelimited", // the 429 body; the document spells it rate_limited in some methods
  "internal_error",
  "invalid_blocks",
  "user_is_bot",
  "storage_limit_reached", // files.upload documents it; here any write to a world past its byte quota
  "restricted_too_many", // chat.scheduleMessage: more than 30 messages in 5 minutes to one channel
  "no_such_subteam", // usergroups.users.list with an unknown usergroup
  // usergroups.* writes: today's reference (docs.slack.dev/reference/methods/usergroups.create and friends)
  "missing_subteam_name", "name_already_exists", "handle_already_exists", "bad_handle", "invalid_channel_provided",
  "no_users_provided", "invalid_users", "single_channel_guests_cannot_be_added",
  "invalid_user", // usergroups.users.update: "Guests or bot users cannot be added … an invalid_user error" (its usage notes)
  // bookmarks.* (absent from the 2021 document)
  "invalid_bookmark_type", "invalid_link", "invalid_emoji", "not_found", "too_many_bookmarks", "parent_with_link", "invalid_parent_type",
]);

export interface SlackErrorExtra {
  /** missing_scope: the scope the method needs and the token's scopes. */
  needed?: string;
  provided?: string;
  /** invalid_arguments: one line per problem, e.g. "[ERROR] missing required field: channel". */
  messages?: string[];
  /** ratelimited: seconds for the Retry-After header. */
  retryAfter?: number;
}

/** A failure inside a handler; the pack turns it into Slack's error body. */
export class SlackFault extends Error {
  override name = "SlackFault";
  constructor(readonly code: SlackErrorCode, readonly extra: SlackErrorExtra = {}) {
    super(code);
  }
}

export function slackErrorBody(code: SlackErrorCode, extra: SlackErrorExtra = {}): JsonRecord {
  const body: JsonRecord = { ok: false, error: code };
  if (extra.needed !== undefined) body.needed = extra.needed;
  if (extra.provided !== undefined) body.provided = extra.provided;
  if (code === "invalid_arguments" || extra.messages?.length) body.response_metadata = { messages: extra.messages ?? [] };
  return body;
}

export function slackErrorStatus(code: SlackErrorCode): number {
  return code === "ratelimited" ? 429 : 200;
}

export function slackErrorResponse(code: SlackErrorCode, extra: SlackErrorExtra = {}): Response {
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  if (code === "ratelimited") headers["retry-after"] = String(extra.retryAfter ?? 1);
  return new Response(JSON.stringify(slackErrorBody(code, extra)), { status: slackErrorStatus(code), headers });
}

/** "[ERROR] missing required field: channel", as Slack words a missing argument. */
export function missingArgument(field: string): SlackFault {
  return new SlackFault("invalid_arguments", { messages: [`[ERROR] missing required field: ${field}`] });
}
