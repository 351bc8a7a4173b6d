// Web API method name -> handler, for the pack's `/api/{method}` operation to dispatch on.
import type { SlackMethod } from "../methods.ts";
import { authTest, teamInfo } from "./auth-team.ts";
import type { SlackMethodHandler } from "./call.ts";
import { chatDelete, chatGetPermalink, chatPostMessage, chatUpdate } from "./chat.ts";
import { conversationsHistory, conversationsReplies } from "./conversation-history.ts";
import { conversationsInvite, conversationsJoin, conversationsKick, conversationsLeave, conversationsMembers } from "./conversation-members.ts";
import * as conv from "./conversations.ts";
import { pinsAdd, pinsList, pinsRemove } from "./pins.ts";
import { reactionsAdd, reactionsGet, reactionsList, reactionsRemove } from "./reactions.ts";
import * as users from "./users.ts";

export type { SlackAnswer, SlackCall, SlackMethodHandler, SlackRecords } from "./call.ts";

/** The methods implemented so far; the rest of SLACK_METHODS are listed as left in README.md. */
export const SLACK_HANDLERS: Partial<Record<SlackMethod, SlackMethodHandler>> = {
  "auth.test": authTest,
  "team.info": teamInfo,
  "users.list": users.usersList,
  "users.info": users.usersInfo,
  "users.lookupByEmail": users.usersLookupByEmail,
  "users.conversations": users.usersConversations,
  "users.profile.get": users.usersProfileGet,
  "users.getPresence": users.usersGetPresence,
  "conversations.list": conv.conversationsList,
  "conversations.info": conv.conversationsInfo,
  "conversations.create": conv.conversationsCreate,
  "conversations.rename": conv.conversationsRename,
  "conversations.archive": conv.conversationsArchive,
  "conversations.unarchive": conv.conversationsUnarchive,
  "conversations.join": conversationsJoin,
  "conversations.leave": conversationsLeave,
  "conversations.invite": conversationsInvite,
  "conversations.kick": conversationsKick,
  "conversations.members": conversationsMembers,
  "conversations.history": conversationsHistory,
  "conversations.replies": conversationsReplies,
  "conversations.open": conv.conversationsOpen,
  "conversations.mark": conv.conversationsMark,
  "conversations.setTopic": conv.conversationsSetTopic,
  "conversations.setPurpose": conv.conversationsSetPurpose,
  "chat.postMessage": chatPostMessage,
  "chat.update": chatUpdate,
  "chat.delete": chatDelete,
  "chat.getPermalink": chatGetPermalink,
  "reactions.add": reactionsAdd,
  "reactions.remove": reactionsRemove,
  "reactions.get": reactionsGet,
  "reactions.list": reactionsList,
  "pins.add": pinsAdd,
  "pins.remove": pinsRemove,
  "pins.list": pinsList,
};
