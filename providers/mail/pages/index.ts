// The webmail's pages, for pack.ts: their OpenAPI paths and their handlers by operation id.
// Server-rendered HTML that works without JavaScript: links to navigate, forms that POST then 303.
// A form POST from another site is refused (same-origin-form.ts, run by the pack's guard).
import type { OperationHandler } from "../../../core/pack/index.ts";
import { composePage, composeSubmit } from "./compose-pages.ts";
import { contactsPage } from "./contacts-page.ts";
import { folderPage, inboxPage, labelPage, searchPage } from "./list-pages.ts";
import { stylesheet } from "./stylesheet.ts";
import { threadAction } from "./thread-actions.ts";
import { threadPage } from "./thread-page.ts";

export { pagePaths } from "./paths.ts";

export const pageOperations: Record<string, OperationHandler> = {
  pageInbox: inboxPage,
  pageFolder: folderPage,
  pageLabel: labelPage,
  pageSearch: searchPage,
  pageThread: threadPage,
  pageThreadAction: threadAction,
  pageCompose: composePage,
  pageComposeSubmit: composeSubmit,
  pageContacts: contactsPage,
  pageStylesheet: stylesheet,
};
