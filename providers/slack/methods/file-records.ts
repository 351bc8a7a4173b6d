// Where files live and who may see one. `files` holds what graders read (render-file.ts's record);
// the upload slots and the bytes are private: `file_uploads` (keyed by upload id) and `file_contents`
// (keyed by file id, the bytes as base64).
import type { JsonRecord } from "../../../core/pack/index.ts";
import { renderFile } from "../render-file.ts";
import { canSee, fail, fileView, requireArg, type SlackCall } from "./call.ts";

export const FILES = "files";
export const FILE_UPLOADS = "file_uploads";
export const FILE_CONTENTS = "file_contents";

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

/** Base64 of bytes, in slices so a large file does not overflow the argument list. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
