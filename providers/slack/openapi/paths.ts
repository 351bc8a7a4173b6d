// One path per implemented Web API method: POST always (what @slack/web-api sends), GET too for the
// methods Slack's own document serves over GET (tests/reference/slack/slack-web-openapi-subset.json).
import type { SlackMethod } from "../methods.ts";
import { SLACK_HANDLERS } from "../methods/index.ts";
import { operation } from "./parts.ts";

export const GET_METHODS: ReadonlySet<SlackMethod> = new Set<SlackMethod>([
  "auth.test", "team.info",
  "users.list", "users.info", "users.lookupByEmail", "users.conversations", "users.profile.get", "users.getPresence",
  "conversations.list", "conversations.info", "conversations.members", "conversations.history", "conversations.replies",
  "chat.getPermalink", "reactions.get", "reactions.list", "pins.list",
  "search.messages", "files.info", "files.list",
  "chat.scheduledMessages.list", "usergroups.list", "usergroups.users.list",
]);

export const IMPLEMENTED_METHODS = Object.keys(SLACK_HANDLERS) as SlackMethod[];

export const methodPaths: Record<string, unknown> = Object.fromEntries(
  IMPLEMENTED_METHODS.map((method) => [
    `/api/${method}`,
    GET_METHODS.has(method) ? { post: operation(method, "post"), get: operation(method, "get") } : { post: operation(method, "post") },
  ]),
);
