// files.info, files.list, files.delete over the `files` collection (uploads are in file-upload.ts).
import type { JsonRecord } from "../../../core/pack/index.ts";
import { FILE_LIST_TYPES, fileHasListType } from "../file-types.ts";
import { arg, fail, listArg, userById, type SlackAnswer, type SlackCall } from "./call.ts";
import { canSeeFile, FILE_CONTENTS, fileArg, fileConversations, FILES, wireFile } from "./file-records.ts";

/** A positive whole-number argument (count, page), else its default; capped at `max`. */
function countArg(call: SlackCall, name: string, fallback: number, max: number): number {
  const value = arg(call, name);
  const n = value !== undefined && /^[0-9]{1,9}$/.test(value) ? Number(value) : 0;
  return n > 0 ? Math.min(n, max) : fallback;
}

/** Traditional paging (files.list, files.info's comments): `{count, total, page, pages}`. */
export function pageOf<T>(items: T[], count: number, page: number): { items: T[]; paging: JsonRecord } {
  const start = (page - 1) * count;
  return { items: items.slice(start, start + count), paging: { count, total: items.length, page, pages: Math.ceil(items.length / count) } };
}

/** The file and its comments; Slack's file comments are gone (file threads), so `comments` is always empty. */
export function filesInfo(call: SlackCall): SlackAnswer {
  const file = fileArg(call);
  return { ok: true, file: wireFile(call, file), comments: [], response_metadata: { next_cursor: "" } };
}

/** Seconds bound (ts_from / ts_to, inclusive) as a number; a missing or unreadable one does not filter. */
function secondsArg(call: SlackCall, name: string): number | undefined {
  const value = arg(call, name);
  return value !== undefined && /^[0-9]{1,10}(\.[0-9]+)?$/.test(value) ? Number(value) : undefined;
}

/** The files the caller can see, newest first, filtered by channel, user, time and type. */
export function filesList(call: SlackCall): SlackAnswer {
  const channel = arg(call, "channel");
  const user = arg(call, "user");
  if (user !== undefined) userById(call, user);
  const from = secondsArg(call, "ts_from");
  const to = secondsArg(call, "ts_to");
  const types = listArg(call, "types");
  for (const type of types) if (!(FILE_LIST_TYPES as readonly string[]).includes(type)) fail("unknown_type");
  const files = call.records
    .collection(FILES)
    .find((f) => f.deleted !== true && canSeeFile(call, f))
    .filter((f) => channel === undefined || fileConversations(f).includes(channel))
    .filter((f) => user === undefined || f.user === user)
    .filter((f) => (from === undefined || Number(f.created) >= from) && (to === undefined || Number(f.created) <= to))
    .filter((f) => !types.length || types.some((type) => fileHasListType(f, type)))
    .sort((a, b) => Number(b.created) - Number(a.created) || String(b.id).localeCompare(String(a.id)));
  const { items, paging } = pageOf(files, countArg(call, "count", 100, 1000), countArg(call, "page", 1, 100_000));
  return { ok: true, files: items.map((f) => wireFile(call, f)), paging };
}

/** Only its uploader, or a workspace admin or owner with a user token, may delete a file. */
export function filesDelete(call: SlackCall): SlackAnswer {
  const file = fileArg(call);
  const me = userById(call, call.user);
  const admin = call.tokenType === "user" && (me.is_admin === true || me.is_owner === true);
  if (file.user !== call.user && !admin) fail("cant_delete_file");
  // The record stays as a tombstone (messages that shared it show `mode: "tombstone"`); the bytes go.
  call.records.collection(FILES).update(String(file.id), { deleted: true });
  call.records.collection(FILE_CONTENTS).delete(String(file.id));
  return { ok: true };
}
