// The one-line confirmations a page shows after a form's redirect (`?notice=sent`). Fixed texts keyed by
// a word, so nothing from the address bar is ever echoed into the page.
const NOTICES: Record<string, string> = {
  sent: "Message sent.",
  "draft-saved": "Draft saved.",
  archived: "Conversation archived.",
  trashed: "Conversation moved to Trash.",
  restored: "Conversation moved back.",
  unread: "Conversation marked as unread.",
  starred: "Conversation starred.",
  unstarred: "Star removed.",
  labelled: "Label added.",
  unlabelled: "Label removed.",
};

export const noticeText = (query: URLSearchParams): string | undefined => NOTICES[query.get("notice") ?? ""];
