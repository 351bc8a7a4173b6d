// The v2 upload flow @slack/web-api's filesUploadV2 drives: files.getUploadURLExternal hands out an upload
// URL on the world's own host (served by ../file-transfer.ts, which stores the bytes), then
// files.completeUploadExternal turns each uploaded slot into a file and shares it (file-share.ts).
import type { JsonRecord } from "../../../core/pack/index.ts";
import { fileTypeOf } from "../file-types.ts";
import { newSlackId } from "../slack-ids.ts";
import { SlackFault } from "../slack-errors.ts";
import { arg, fail, now, requireArg, team, type SlackAnswer, type SlackCall } from "./call.ts";
import { FILE_CONTENTS, FILE_UPLOADS, FILES, MAX_FILE_BYTES, wireFile } from "./file-records.ts";
import { shareFiles, shareTargets } from "./file-share.ts";

const invalid = (message: string): never => {
  throw new SlackFault("invalid_arguments", { messages: [`[ERROR] ${message}`] });
};

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** An opaque upload id from the world's seeded generator (the URL is the upload's only credential). */
function newUploadId(call: SlackCall): string {
  let id = "";
  for (let i = 0; i < 32; i++) id += ALPHABET[Math.floor(call.ids.random() * ALPHABET.length)] ?? "0";
  return id;
}

export function filesGetUploadURLExternal(call: SlackCall): SlackAnswer {
  const filename = requireArg(call, "filename");
  const lengthText = requireArg(call, "length");
  if (!/^[0-9]{1,12}$/.test(lengthText)) invalid("length must be a whole number of bytes");
  if (Number(lengthText) > MAX_FILE_BYTES) invalid(`length must be at most ${MAX_FILE_BYTES} bytes: this workspace takes files up to ${MAX_FILE_BYTES / 1024 / 1024} MiB`);
  const uploadId = newUploadId(call);
  const fileId = newSlackId("F", call.ids);
  const slot: JsonRecord = { upload_id: uploadId, file_id: fileId, user: call.user, filename, length: Number(lengthText), created: now(call) };
  // Slack documents `alt_txt`; @slack/web-api 8.2.0's filesUploadV2 sends it as `alt_text`.
  const altText = arg(call, "alt_txt") ?? arg(call, "alt_text");
  if (altText !== undefined) slot.alt_txt = altText;
  const snippetType = arg(call, "snippet_type");
  if (snippetType !== undefined) slot.snippet_type = snippetType;
  call.records.collection(FILE_UPLOADS).insert(uploadId, slot);
  return { ok: true, upload_url: `${call.baseUrl ?? ""}/upload/v1/${uploadId}`, file_id: fileId };
}

/** `files`: a JSON array of `{id, title?}` (form text, or already parsed from a JSON body). */
function fileEntries(call: SlackCall): Array<{ id: string; title?: string }> {
  const raw = call.args.files as unknown;
  if (raw === undefined || raw === "") return invalid("missing required field: files");
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return invalid("files must be a JSON array of {id, title}");
    }
  }
  if (!Array.isArray(value) || value.length === 0) return invalid("files must be a non-empty array of {id, title}");
  return value.map((entry) => {
    const e = entry as JsonRecord;
    if (!e || typeof e !== "object" || typeof e.id !== "string") return invalid("each of files needs an id");
    return typeof e.title === "string" && e.title !== "" ? { id: e.id, title: e.title } : { id: e.id };
  });
}

/** The file record an uploaded slot becomes: type from its name (or its snippet_type), size from its bytes. */
function fileRecord(call: SlackCall, slot: JsonRecord, size: number, title: string | undefined): JsonRecord {
  const name = String(slot.filename);
  const type = fileTypeOf(name);
  const snippet = typeof slot.snippet_type === "string" ? slot.snippet_type : undefined;
  const record: JsonRecord = {
    id: slot.file_id, created: now(call), name, title: title ?? name,
    ...(snippet ? { mimetype: "text/plain", filetype: snippet, pretty_type: snippet, mode: "snippet" } : { ...type, mode: "hosted" }),
    user: call.user, user_team: team(call).id, size, channels: [], groups: [], ims: [], shares: {},
  };
  if (typeof slot.alt_txt === "string") record.alt_txt = slot.alt_txt;
  return record;
}

export function filesCompleteUploadExternal(call: SlackCall): SlackAnswer {
  const entries = fileEntries(call);
  const slots = call.records.collection(FILE_UPLOADS);
  const contents = call.records.collection(FILE_CONTENTS);
  // Every check before the first write: a slot of this caller's, with its bytes received.
  const found = entries.map((entry) => {
    const slot = slots.find((s) => s.file_id === entry.id && s.user === call.user)[0];
    const content = contents.get(entry.id);
    if (!slot || !content) return fail("file_not_found");
    return { entry, slot, size: Number(content.size ?? 0) };
  });
  const targets = shareTargets(call);
  const files = call.records.collection(FILES);
  for (const { entry, slot, size } of found) {
    files.insert(entry.id, fileRecord(call, slot, size, entry.title));
    slots.delete(String(slot.upload_id)); // completing is once only
  }
  const ids = found.map(({ entry }) => entry.id);
  if (targets.length) shareFiles(call, ids, targets);
  return { ok: true, files: ids.map((id) => wireFile(call, files.get(id)!)) };
}
