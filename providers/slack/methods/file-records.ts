// Where files live and who may see one. `files` holds what graders read (render-file.ts's record);
// the upload slots and the bytes are private: `file_uploads` (keyed by upload id) and `file_contents`
// (keyed by file id, the bytes as base64).
import type { JsonRecord } from "../../../core/pack/index.ts";
import { renderFile } from "../render-file.ts";
import { canSee, fail, fileView, requireArg, type SlackCall } from "./call.ts";

export const FILES = "files";
export const FILE_UPLOADS = "file_uploads";
export const FILE_CONTENTS = "file_contents";
/**
 * The largest file one upload may hold. Slack takes up to 1 GB; a world keeps a file's bytes in its
 * records (base64, journaled like any write), so this mock takes files of the size agents send (text,
 * CSV, small images; storing 2 MiB takes about 20 ms) and refuses more before storing anything.
 */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** Every conversation a file is shared in: public channels, private ones and mpims, ims. */
export function fileConversations(file: JsonRecord): string[] {
  return [...list(file.channels), ...list(file.groups), ...list(file.ims)];
}

/** Its uploader, or anyone who can see a conversation it is shared in. */
export function canSeeFile(call: SlackCall, file: JsonRecord): boolean {
  if (file.user === call.user) return true;
  const conversations = call.records.collection("conversations");
  return fileConversations(file).some((id) => {
    const conversation = conversations.get(id);
    return conversation !== undefined && canSee(call, conversation);
  });
}

/** The file named by `file`: `file_not_found` when unknown or not visible, `file_deleted` once deleted. */
export function fileArg(call: SlackCall): JsonRecord {
  const file = call.records.collection(FILES).get(requireArg(call, "file"));
  if (!file || !canSeeFile(call, file)) return fail("file_not_found");
  if (file.deleted === true) return fail("file_deleted");
  return file;
}

export function wireFile(call: SlackCall, file: JsonRecord): JsonRecord {
  return renderFile(file, fileView(call));
}

/** Base64 of bytes, natively: a JavaScript loop over a large upload would hold the event loop. */
export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const decoded = Buffer.from(text, "base64");
  const bytes = new Uint8Array(decoded.byteLength);
  bytes.set(decoded);
  return bytes;
}
