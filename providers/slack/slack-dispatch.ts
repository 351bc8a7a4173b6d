// The REST handlers: one per Web API method, each building a SlackCall from the context and running the
// method's handler from SLACK_HANDLERS inside a transaction (a SlackFault undoes its writes).
import type { OperationContext, OperationHandler } from "../../core/pack/index.ts";
import type { SlackMethod } from "./methods.ts";
import { SLACK_HANDLERS, type SlackCall, type SlackMethodHandler } from "./methods/index.ts";
import { deliverDueScheduledMessages } from "./methods/scheduled-delivery.ts";
import { findMatchesInSlices, searchAnswer, searchRequest } from "./methods/search.ts";
import { handlerName } from "./openapi/parts.ts";
import { resolveCaller, requestToken } from "./slack-auth.ts";
import { SlackFault } from "./slack-errors.ts";
import { SlackPackError } from "./slack-pack-errors.ts";

type Args = SlackCall["args"];

/** A body value as a handler argument: scalars as text, lists of scalars as text lists, JSON values as they are. */
function argValue(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every((item) => ["string", "number", "boolean"].includes(typeof item))) return value.map(String);
  return value; // blocks / attachments / metadata already parsed, or a file
}

/** The call's arguments: the query, then the body (form or JSON) over it; the token is not an argument. */
export function callArgs(ctx: Pick<OperationContext, "query" | "body">): Args {
  const args: Record<string, unknown> = {};
  for (const [key, value] of ctx.query) {
    const current = args[key];
    args[key] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  }
  const body = ctx.body;
  if (body && typeof body === "object" && !Array.isArray(body))
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      const converted = argValue(value);
      if (converted !== undefined) args[key] = converted;
    }
  delete args.token;
  return args as Args;
}

/** A Slack error as the pack answers it; anything else as it is. */
const packError = (error: unknown): unknown => (error instanceof SlackFault ? SlackPackError.from(error) : error);

function slackCall(ctx: OperationContext): SlackCall {
  let caller: ReturnType<typeof resolveCaller>;
  try {
    caller = resolveCaller(ctx);
  } catch (error) {
    throw packError(error);
  }
  return { ...caller, args: callArgs(ctx), records: ctx.world, clock: ctx.clock, ids: ctx.ids, baseUrl: ctx.baseUrl, viaTool: requestToken(ctx) === undefined, scratch: ctx.scratch };
}

export function slackOperation(handler: SlackMethodHandler): OperationHandler {
  return async (ctx) => {
    const call = slackCall(ctx);
    try {
      return await ctx.world.transaction(() => {
        deliverDueScheduledMessages(call); // so the method sees what the clock has already posted
        return handler(call);
      });
    } catch (error) {
      throw packError(error);
    }
  };
}

/**
 * search.messages reads every visible message: it matches them in slices that give the event loop a
 * turn, outside any transaction (it writes nothing, and a transaction must not stay open across turns).
 */
const searchOperation: OperationHandler = async (ctx) => {
  const call = slackCall(ctx);
  try {
    await ctx.world.transaction(() => deliverDueScheduledMessages(call));
    const request = searchRequest(call);
    return searchAnswer(call, request, await findMatchesInSlices(call, request));
  } catch (error) {
    throw packError(error);
  }
};

/** Handler name ("chatPostMessage") -> operation, for every implemented method. */
export const slackOperations: Record<string, OperationHandler> = {
  ...Object.fromEntries(
    (Object.entries(SLACK_HANDLERS) as Array<[SlackMethod, SlackMethodHandler]>).map(([method, handler]) => [handlerName(method), slackOperation(handler)]),
  ),
  [handlerName("search.messages")]: searchOperation,
};
