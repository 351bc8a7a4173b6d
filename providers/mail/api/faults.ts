// Injected faults (docs/worlds.md "Faults") as the webmail answers them: a standalone error page (503
// for a failure on its side), or the API's JSON under /api/ and for a caller that asks for JSON.
import type { PackFaults } from "../../../core/pack/index.ts";
import { answer } from "./errors.ts";

function reply(request: Request, status: number, message: string, headers: Record<string, string> = {}): Response {
  const json = (request.headers.get("accept") ?? "").includes("application/json");
  const response = json ? Response.json({ error: { status, message } }, { status }) : answer(request, status, message);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const mailFaults: PackFaults = {
  rateLimited: (seconds, request) => reply(request, 429, "Too many requests at once. Wait a moment, then try again.", { "retry-after": String(seconds) }),
  serverError: (request) => reply(request, 503, "Mail is temporarily unavailable. Try again in a few minutes."),
  gatewayTimeout: (request) => reply(request, 504, "Mail took too long to answer. Try again."),
};
