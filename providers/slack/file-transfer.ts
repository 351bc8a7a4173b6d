// The files host's operations (paths in openapi/file-paths.ts). Uploads need no token (the URL is the
// credential), so the pack's guard lets these through and downloads check the Bearer token themselves,
// answering in plain HTTP like Slack's files host rather than in the Web API's `{ok:false}` envelope.
import type { OperationContext, OperationHandler, UploadedFile } from "../../core/pack/index.ts";
import { canSeeFile, FILE_CONTENTS, FILE_UPLOADS, FILES, fromBase64, MAX_FILE_BYTES, toBase64 } from "./methods/file-records.ts";
import type { SlackCall, SlackRecords } from "./methods/call.ts";
import { callerForToken } from "./slack-auth.ts";
import { SlackFault } from "./slack-errors.ts";

const text = (status: number, body: string) => new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

const isFile = (value: unknown): value is UploadedFile =>
  !!value && typeof value === "object" && (value as UploadedFile).bytes instanceof Uint8Array;

/** The upload's bytes: a raw octet-stream body, or the (first) file part of a multipart form. */
function uploadedBytes(body: unknown): Uint8Array | undefined {
  if (isFile(body)) return body.bytes;
  if (!body || typeof body !== "object" || Array.isArray(body)) return undefined;
  for (const value of Object.values(body)) {
    const file = Array.isArray(value) ? value.find(isFile) : value;
    if (isFile(file)) return file.bytes;
  }
  return undefined;
}

/** Stores an upload's bytes under its slot's file id; the answer is the files host's. */
export function receiveUpload(records: SlackRecords, uploadId: string, bytes: Uint8Array | undefined): Response {
  const slot = records.collection(FILE_UPLOADS).get(uploadId);
  if (!slot) return text(404, "Not Found");
  if (!bytes) return text(400, "No file in the request body: send it as a multipart file part or as application/octet-stream");
  if (bytes.length > MAX_FILE_BYTES) return text(413, `Payload Too Large: a file may hold at most ${MAX_FILE_BYTES} bytes`);
  const fileId = String(slot.file_id);
  const contents = records.collection(FILE_CONTENTS);
  const record = { file_id: fileId, size: bytes.length, base64: toBase64(bytes) };
  // Uploading again to the same URL replaces the bytes, until the upload is completed.
  if (contents.has(fileId)) contents.update(fileId, record);
  else contents.insert(fileId, record);
  return text(200, `OK - ${bytes.length}`);
}

const filesUploadBytes: OperationHandler = (ctx) =>
  ctx.world.transaction(() => receiveUpload(ctx.world, ctx.params.uploadId ?? "", uploadedBytes(ctx.body)));

/** The Bearer token's caller as a SlackCall, or undefined when there is none or the workspace does not know it. */
function bearerCaller(ctx: OperationContext): SlackCall | undefined {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(ctx.request.headers.get("authorization") ?? "")?.[1];
  if (!token) return undefined;
  try {
    const caller = callerForToken(ctx, token);
    return { ...caller, args: {}, records: ctx.world, clock: ctx.clock, ids: ctx.ids, baseUrl: ctx.baseUrl };
  } catch (error) {
    if (error instanceof SlackFault) return undefined;
    throw error;
  }
}

function downloadOperation(disposition: "inline" | "attachment"): OperationHandler {
  return (ctx) => {
    const call = bearerCaller(ctx);
    if (!call) return text(403, "Forbidden: send the token as `Authorization: Bearer <token>`");
    const key = ctx.params.fileKey ?? "";
    const dash = key.indexOf("-");
    const file = ctx.world.collection(FILES).get(key.slice(dash + 1));
    const content = file ? ctx.world.collection(FILE_CONTENTS).get(String(file.id)) : undefined;
    if (!file || !content || file.deleted === true || file.user_team !== key.slice(0, dash) || !canSeeFile(call, file)) return text(404, "Not Found");
    const bytes = fromBase64(String(content.base64));
    const name = encodeURIComponent(String(file.name ?? "file"));
    return new Response(bytes, {
      status: 200,
      headers: {
        "content-type": String(file.mimetype ?? "application/octet-stream"),
        "content-length": String(bytes.length),
        "content-disposition": `${disposition}; filename*=UTF-8''${name}`,
      },
    });
  };
}

/** Handler name -> operation, merged into the pack's operations. */
export const fileTransferOperations: Record<string, OperationHandler> = {
  filesUploadBytes,
  filesDownload: downloadOperation("inline"),
  filesDownloadAttachment: downloadOperation("attachment"),
};

/** The operations the pack's token guard leaves to their own checks. */
export const FILE_TRANSFER_OPERATIONS: ReadonlySet<string> = new Set(Object.keys(fileTransferOperations));
