import { expect, test } from "bun:test";
import { receiveUpload } from "../file-transfer.ts";
import { conversationsHistory, conversationsReplies } from "./conversation-history.ts";
import { errorOf, expectSampleShape, world, type World } from "./fixture.ts";
import { FILE_CONTENTS, fromBase64 } from "./file-records.ts";
import { filesCompleteUploadExternal, filesGetUploadURLExternal } from "./file-upload.ts";
import { filesDelete, filesInfo, filesList } from "./files.ts";

type Obj = Record<string, any>;
const BASE = "http://mock.test/w/slack";
const as = (w: World, user: string, args: Obj = {}) => ({ ...w.as(user, args), baseUrl: BASE });

/** getUploadURLExternal, then the bytes to the upload URL (what file-transfer.ts serves): the file id. */
async function upload(w: World, user: string, filename: string, text: string, extra: Obj = {}): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const got = filesGetUploadURLExternal(as(w, user, { filename, length: String(bytes.length), ...extra }));
  const uploadId = String(got.upload_url).slice(`${BASE}/upload/v1/`.length);
  const answer = receiveUpload(w.records, uploadId, bytes);
  expect([answer.status, await answer.text()]).toEqual([200, `OK - ${bytes.length}`]);
  return String(got.file_id);
}

test("getUploadURLExternal hands out an upload URL on the world's host and a file id", () => {
  const w = world();
  const got = filesGetUploadURLExternal(as(w, "U0BOT", { filename: "a.txt", length: "5" }));
  expectSampleShape(got, "files.getUploadURLExternal");
  expect(got.upload_url).toMatch(/^http:\/\/mock\.test\/w\/slack\/upload\/v1\/[0-9A-Za-z]{32}$/);
  expect(got.file_id).toMatch(/^F[0-9A-Z]+$/);
  expect(errorOf(() => filesGetUploadURLExternal(as(w, "U0BOT", { filename: "a.txt" })))).toBe("invalid_arguments");
  expect(errorOf(() => filesGetUploadURLExternal(as(w, "U0BOT", { filename: "a.txt", length: "five" })))).toBe("invalid_arguments");
});

test("completeUploadExternal shares to a channel: a message with the files and the comment, by the caller", async () => {
  const w = world();
  const id = await upload(w, "U0BOT", "notes.txt", "hello", { alt_text: "Notes" });
  const done = filesCompleteUploadExternal(as(w, "U0BOT", { files: JSON.stringify([{ id, title: "Launch notes" }]), channel_id: "C0GENERAL", initial_comment: "hi" }));
  expectSampleShape(done, "files.completeUploadExternal");
  const file = (done.files as Obj[])[0]!;
  expect(file).toMatchObject({ id, name: "notes.txt", title: "Launch notes", mimetype: "text/plain", filetype: "text", size: 5, user: "U0BOT", channels: ["C0GENERAL"], is_public: true, alt_txt: "Notes" });
  expect(file.url_private).toBe(`${BASE}/files-pri/T0ACME-${id}/notes.txt`);
  const share = file.shares.public.C0GENERAL[0];
  expect(share).toMatchObject({ channel_name: "general", share_user_id: "U0BOT", team_id: "T0ACME" });
  const posted = (conversationsHistory(as(w, "U0ADA", { channel: "C0GENERAL" })).messages as Obj[])[0]!;
  expect(posted).toMatchObject({ ts: share.ts, text: "hi", user: "U0BOT", upload: true, files: [{ id, name: "notes.txt" }] });
  expect(new TextDecoder().decode(fromBase64(String(w.records.collection(FILE_CONTENTS).get(id)!.base64)))).toBe("hello");
  // Completing is once only.
  expect(errorOf(() => filesCompleteUploadExternal(as(w, "U0BOT", { files: JSON.stringify([{ id }]) })))).toBe("file_not_found");
});

test("completeUploadExternal: into a thread, to a user id (the im), privately, and its refusals", async () => {
  const w = world();
  const threaded = await upload(w, "U0ADA", "plan.pdf", "%PDF");
  filesCompleteUploadExternal(as(w, "U0ADA", { files: JSON.stringify([{ id: threaded }]), channel_id: "C0GENERAL", thread_ts: "1700000100.000100" }));
  const replies = conversationsReplies(as(w, "U0ADA", { channel: "C0GENERAL", ts: "1700000100.000100" })).messages as Obj[];
  expect(replies[0]).toMatchObject({ reply_count: 2 });
  expect(replies.at(-1)).toMatchObject({ thread_ts: "1700000100.000100", files: [{ id: threaded, filetype: "pdf", mimetype: "application/pdf" }] });
  const direct = await upload(w, "U0ADA", "hi.txt", "hi");
  const toBea = (filesCompleteUploadExternal(as(w, "U0ADA", { files: JSON.stringify([{ id: direct }]), channels: "U0BEA" })).files as Obj[])[0]!;
  expect(toBea.ims).toHaveLength(1);
  expect(toBea.shares.private[toBea.ims[0]]).toHaveLength(1);
  const alone = await upload(w, "U0ADA", "mine.bin", "x");
  expect((filesCompleteUploadExternal(as(w, "U0ADA", { files: JSON.stringify([{ id: alone }]) })).files as Obj[])[0]).toMatchObject({ channels: [], is_public: false, filetype: "binary" });
  const pending = filesGetUploadURLExternal(as(w, "U0ADA", { filename: "x.txt", length: "1" })).file_id as string;
  expect(errorOf(() => filesCompleteUploadExternal(as(w, "U0ADA", { files: JSON.stringify([{ id: pending }]) })))).toBe("file_not_found"); // no bytes yet
  const other = await upload(w, "U0ADA", "y.txt", "y");
  expect(errorOf(() => filesCompleteUploadExternal(as(w, "U0BEA", { files: JSON.stringify([{ id: other }]) })))).toBe("file_not_found");
  expect(errorOf(() => filesCompleteUploadExternal(as(w, "U0ADA", { files: JSON.stringify([{ id: other }]), channel_id: "G0SECRET" })))).toBe("channel_not_found");
  expect(errorOf(() => filesCompleteUploadExternal(as(w, "U0BOT", { files: JSON.stringify([{ id: other }]), channel_id: "C0RANDOM" })))).toBe("file_not_found");
  expect(errorOf(() => filesCompleteUploadExternal(as(w, "U0ADA", { files: "not json" })))).toBe("invalid_arguments");
  expect(receiveUpload(w.records, "nope", new Uint8Array(1)).status).toBe(404);
});

test("files.info, files.list and files.delete", async () => {
  const w = world();
  const shared = await upload(w, "U0BOT", "chart.png", "png");
  filesCompleteUploadExternal(as(w, "U0BOT", { files: JSON.stringify([{ id: shared }]), channel_id: "C0GENERAL" }));
  const mine = await upload(w, "U0ADA", "draft.txt", "draft");
  filesCompleteUploadExternal(as(w, "U0ADA", { files: JSON.stringify([{ id: mine }]) }));

  const info = filesInfo(as(w, "U0ADA", { file: shared }));
  expect(Object.keys(info).sort()).toEqual(["comments", "file", "ok", "response_metadata"]);
  const { response_metadata: _cursor, ...withoutCursor } = info; // Slack's docs and the SDK's type have it; the sample does not
  expectSampleShape(withoutCursor as typeof info, "files.info");
  expect(info.file).toMatchObject({ id: shared, mimetype: "image/png", channels: ["C0GENERAL"] });
  expect(errorOf(() => filesInfo(as(w, "U0BEA", { file: mine })))).toBe("file_not_found"); // private to Ada

  const list = filesList(as(w, "U0ADA"));
  expectSampleShape(list, "files.list");
  expect((list.files as Obj[]).map((f) => f.id)).toEqual([mine, shared]); // newest first (same second: later id first)
  expect(list.paging).toEqual({ count: 100, total: 2, page: 1, pages: 1 });
  expect((filesList(as(w, "U0ADA", { channel: "C0GENERAL" })).files as Obj[]).map((f) => f.id)).toEqual([shared]);
  expect((filesList(as(w, "U0ADA", { user: "U0ADA" })).files as Obj[]).map((f) => f.id)).toEqual([mine]);
  expect((filesList(as(w, "U0ADA", { types: "images" })).files as Obj[]).map((f) => f.id)).toEqual([shared]);
  expect(filesList(as(w, "U0ADA", { count: "1", page: "2" })).paging).toEqual({ count: 1, total: 2, page: 2, pages: 2 });
  expect(errorOf(() => filesList(as(w, "U0ADA", { types: "movies" })))).toBe("unknown_type");
  expect(errorOf(() => filesList(as(w, "U0ADA", { user: "U0NOPE" })))).toBe("user_not_found");

  expect(errorOf(() => filesDelete(as(w, "U0BEA", { file: shared })))).toBe("cant_delete_file");
  expect(filesDelete(as(w, "U0ADA", { file: shared }))).toEqual({ ok: true }); // an admin with a user token
  expect(errorOf(() => filesInfo(as(w, "U0ADA", { file: shared })))).toBe("file_deleted");
  expect(errorOf(() => filesDelete(as(w, "U0ADA", { file: shared })))).toBe("file_deleted");
  expect(errorOf(() => filesDelete(as(w, "U0ADA", { file: "F0NOPE" })))).toBe("file_not_found");
  expect(w.records.collection(FILE_CONTENTS).has(shared)).toBe(false);
  const history = conversationsHistory(as(w, "U0ADA", { channel: "C0GENERAL" })).messages as Obj[];
  expect(history[0]!.files).toEqual([{ id: shared, mode: "tombstone" }]);
  expect((filesList(as(w, "U0ADA")).files as Obj[]).map((f) => f.id)).toEqual([mine]);
});
