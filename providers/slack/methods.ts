/** The Web API methods the slack pack implements (Slack's own names, served at `/api/<method>`). */
export const SLACK_METHODS = [
  "auth.test",
  "team.info",
  "users.list", "users.info", "users.lookupByEmail", "users.conversations", "users.profile.get", "users.profile.set", "users.getPresence",
  "conversations.list", "conversations.info", "conversations.create", "conversations.rename", "conversations.archive",
  "conversations.unarchive", "conversations.join", "conversations.leave", "conversations.invite", "conversations.kick",
  "conversations.members", "conversations.history", "conversations.replies", "conversations.open", "conversations.mark",
  "conversations.setTopic", "conversations.setPurpose",
  "chat.postMessage", "chat.update", "chat.delete", "chat.getPermalink", "chat.postEphemeral", "chat.scheduleMessage",
  "chat.scheduledMessages.list", "chat.deleteScheduledMessage",
  "reactions.add", "reactions.remove", "reactions.get", "reactions.list",
  "pins.add", "pins.remove", "pins.list",
  "bookmarks.add", "bookmarks.edit", "bookmarks.remove", "bookmarks.list",
  "usergroups.list", "usergroups.users.list", "usergroups.create", "usergroups.update", "usergroups.disable", "usergroups.enable",
  "usergroups.users.update",
  "search.messages",
  "files.getUploadURLExternal", "files.completeUploadExternal", "files.info", "files.list", "files.delete",
] as const;

export type SlackMethod = (typeof SLACK_METHODS)[number];
