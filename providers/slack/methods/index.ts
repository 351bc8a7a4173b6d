// Web API method name -> handler, for the pack's `/api/{method}` operation to dispatch on.
import type { SlackMethod } from "../methods.ts";
import { authTest, teamInfo } from "./auth-team.ts";
import type { SlackMethodHandler } from "./call.ts";
import { bookmarksAdd, bookmarksEdit, bookmarksList, bookmarksRemove } from "./bookmarks.ts";
import { chatDelete, chatGetPermalink, chatPostMessage, chatUpdate } from "./chat.ts";
import { chatPostEphemeral } from "./chat-ephemeral.ts";
import { conversationsHistory, conversationsReplies } from "./conversation-history.ts";
import { conversationsInvite, conversationsJoin, conversationsKick, conversationsLeave, conversationsMembers } from "./conversation-members.ts";
import * as conv from "./conversations.ts";
import { filesCompleteUploadExternal, filesGetUploadURLExternal } from "./file-upload.ts";
import { filesDelete, filesInfo, filesList } from "./files.ts";
import { pinsAdd, pinsList, pinsRemove } from "./pins.ts";
import { reactionsAdd, reactionsGet, reactionsList, reactionsRemove } from "./reactions.ts";
import { searchMessages } from "./search.ts";
import { chatDeleteScheduledMessage, chatScheduledMessagesList, chatScheduleMessage } from "./scheduled-messages.ts";
import { usergroupsList, usergroupsUsersList } from "./usergroups.ts";
import { usergroupsCreate, usergroupsDisable, usergroupsEnable, usergroupsUpdate, usergroupsUsersUpdate } from "./usergroup-writes.ts";
import * as users from "./users.ts";
import { usersProfileSet } from "./users-profile-set.ts";

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
  "users.profile.set": usersProfileSet,
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
  "chat.postEphemeral": chatPostEphemeral,
  "chat.scheduleMessage": chatScheduleMessage,
  "chat.scheduledMessages.list": chatScheduledMessagesList,
  "chat.deleteScheduledMessage": chatDeleteScheduledMessage,
  "reactions.add": reactionsAdd,
  "reactions.remove": reactionsRemove,
  "reactions.get": reactionsGet,
  "reactions.list": reactionsList,
  "pins.add": pinsAdd,
  "pins.remove": pinsRemove,
  "pins.list": pinsList,
  "search.messages": searchMessages,
  "files.getUploadURLExternal": filesGetUploadURLExternal,
  "files.completeUploadExternal": filesCompleteUploadExternal,
  "files.info": filesInfo,
  "files.list": filesList,
  "files.delete": filesDelete,
  "bookmarks.add": bookmarksAdd,
  "bookmarks.edit": bookmarksEdit,
  "bookmarks.remove": bookmarksRemove,
  "bookmarks.list": bookmarksList,
  "usergroups.list": usergroupsList,
  "usergroups.users.list": usergroupsUsersList,
  "usergroups.create": usergroupsCreate,
  "usergroups.update": usergroupsUpdate,
  "usergroups.disable": usergroupsDisable,
  "usergroups.enable": usergroupsEnable,
  "usergroups.users.update": usergroupsUsersUpdate,
};
