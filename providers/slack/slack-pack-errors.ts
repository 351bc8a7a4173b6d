// Slack's errors as PackErrors, and the answers for failures the core detects (always HTTP 200
// `{ok:false,error}` except `ratelimited`), plus classifyResult for MCP tools.
import { PackError, type ResultClass } from "../../core/pack/index.ts";
import { slackErrorBody, slackErrorResponse, slackErrorStatus, SlackFault, type SlackErrorCode, type SlackErrorExtra } from "./slack-errors.ts";

/** A Slack error thrown through the core: rendered as `{ok:false,error}` by the core. */
export class SlackPackError extends PackError {
  constructor(readonly code: SlackErrorCode, extra: SlackErrorExtra = {}) {
    const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
    if (code === "ratelimited") headers["retry-after"] = String(extra.retryAfter ?? 1);
    super(slackErrorStatus(code), slackErrorBody(code, extra), code, headers);
  }

  static from(fault: SlackFault): SlackPackError {
    return new SlackPackError(fault.code, fault.extra);
  }
}

const FORM = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

export const slackPackErrors = {
  // Any path that is no method: Slack answers 200 `unknown_method` with the name it was asked for.
  notFound: (request: Request) => {
    const method = new URL(request.url).pathname.replace(/^.*\/api\//, "");
    const response = slackErrorResponse("unknown_method");
    return new Response(JSON.stringify({ ok: false, error: "unknown_method", req_method: method }), { status: response.status, headers: response.headers });
  },
  // Slack takes any HTTP method on a method's URL; a verb we do not route reads as bad arguments.
  methodNotAllowed: () => slackErrorResponse("invalid_arguments", { messages: ["[ERROR] unsupported HTTP method"] }),
  invalidJson: (message: string, request: Request) => {
    const type = request.headers.get("content-type") ?? "";
    if (!FORM.test(type)) return slackErrorResponse("invalid_json");
    // Blocks nested past the service's JSON depth (1,000) are refused before the pack's own bound
    // (32 levels, invalid_blocks) sees them: the same answer.
    if (/form field "blocks".*nesting depth/.test(message)) return slackErrorResponse("invalid_blocks", { messages: [`[ERROR] ${message}`] });
    // A JSON-valued form field (blocks, attachments, metadata) that does not parse names the field.
    if (/blocks|attachments|metadata/.test(message)) return slackErrorResponse("invalid_arguments", { messages: [`[ERROR] ${message}`] });
    return slackErrorResponse("invalid_form_data");
  },
  internal: () => slackErrorResponse("internal_error"),
  unauthorized: () => slackErrorResponse("invalid_auth"),
  // The files host answers a body too large in plain HTTP 413, as it does a file too large (file-transfer.ts).
  payloadTooLarge: (limit: number, request: Request) =>
    /\/api\//.test(new URL(request.url).pathname)
      ? slackErrorResponse("invalid_arguments", { messages: ["[ERROR] request body too large"] })
      : new Response(`Payload Too Large: the body may hold at most ${limit} bytes`, { status: 413, headers: { "content-type": "text/plain; charset=utf-8" } }),
  // A method that ran over the work budget: HTTP 200 internal_error, as Slack answers a request it could
  // not finish. Not `ratelimited`: its 429 makes @slack/web-api wait and send the same request again.
  workBudgetExceeded: (message: string) => slackErrorResponse("internal_error", { messages: [`[ERROR] ${message}`] }),
  // A world past its byte quota (MAX_WORLD_BYTES / MAX_ORG_BYTES): a Web API method answers Slack's
  // storage_limit_reached; the files host (an upload URL) answers in plain HTTP, as it does a file too
  // large, so a client's upload step fails where it happened (filesUploadV2 checks that status).
  quotaExceeded: (message: string, request: Request) =>
    /\/api\//.test(new URL(request.url).pathname)
      ? slackErrorResponse("storage_limit_reached", { messages: [`[ERROR] ${message}`] })
      : new Response(`Payload Too Large: ${message}`, { status: 413, headers: { "content-type": "text/plain; charset=utf-8" } }),
};

/** `200 {ok:false}` is a failure for MCP tools, as is any HTTP error. */
export function classifySlackResult(response: Response, body: unknown): ResultClass {
  const b = body as { ok?: boolean; error?: string; response_metadata?: { messages?: string[] } } | undefined;
  if (response.status < 400 && b?.ok !== false) return { ok: true };
  const detail = b?.response_metadata?.messages?.length ? ` (${b.response_metadata.messages.join("; ")})` : "";
  return { ok: false, error: `${b?.error ?? `HTTP ${response.status}`}${detail}` };
}
