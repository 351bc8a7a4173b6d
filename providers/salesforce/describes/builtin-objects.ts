import { buildDescribes } from "./build-describe.ts";
import { ACCOUNT } from "./objects/account.ts";
import { ACTIVITY_HISTORY, OPEN_ACTIVITY } from "./objects/activity-views.ts";
import { PROCESS_INSTANCE, PROCESS_INSTANCE_STEP, PROCESS_INSTANCE_WORKITEM } from "./objects/approvals.ts";
import { AURA_DEFINITION, AURA_DEFINITION_BUNDLE } from "./objects/aura.ts";
import { CAMPAIGN, CAMPAIGN_MEMBER } from "./objects/campaign.ts";
import { CASE } from "./objects/case.ts";
import { CASE_COMMENT } from "./objects/case-comment.ts";
import { CONTACT } from "./objects/contact.ts";
import { ACCOUNT_CONTACT_RELATION, OPPORTUNITY_CONTACT_ROLE } from "./objects/contact-roles.ts";
import { CONTENT_DOCUMENT, CONTENT_VERSION } from "./objects/content.ts";
import { CONTENT_DOCUMENT_LINK } from "./objects/content-document-link.ts";
import { CONTRACT } from "./objects/contract.ts";
import { DASHBOARD } from "./objects/dashboard.ts";
import { INVOICE, PROJECT, PROJECT_TASK } from "./objects/custom-objects.ts";
import { EVENT } from "./objects/event.ts";
import { GROUP, GROUP_MEMBER } from "./objects/group.ts";
import {
  ACCOUNT_HISTORY,
  CASE_HISTORY,
  CONTACT_HISTORY,
  LEAD_HISTORY,
  OPPORTUNITY_FIELD_HISTORY,
  OPPORTUNITY_HISTORY,
} from "./objects/histories.ts";
import { LEAD } from "./objects/lead.ts";
import { LOGIN_HISTORY } from "./objects/login-history.ts";
import { ATTACHMENT, NOTE } from "./objects/notes.ts";
import { OPPORTUNITY } from "./objects/opportunity.ts";
import { ORDER, ORDER_ITEM } from "./objects/order.ts";
import { ORGANIZATION } from "./objects/organization.ts";
import { OPPORTUNITY_LINE_ITEM } from "./objects/opportunity-line-item.ts";
import { PRICEBOOK2, PRICEBOOK_ENTRY, PRODUCT2 } from "./objects/products.ts";
import { PROFILE } from "./objects/profile.ts";
import { QUOTE } from "./objects/quote.ts";
import { QUOTE_LINE_ITEM } from "./objects/quote-line-item.ts";
import { RECORD_TYPE } from "./objects/record-type.ts";
import { TASK } from "./objects/task.ts";
import { USER } from "./objects/user.ts";
import { USER_ROLE } from "./objects/user-role.ts";
import type { SObjectSpec } from "./spec-types.ts";
import type { SObjectDescribe } from "./types.ts";

/** The objects every mock org starts with: the CRM's core first, then the objects around it. */
export const BUILTIN_OBJECTS: readonly SObjectSpec[] = [
  ACCOUNT,
  CONTACT,
  USER,
  CASE,
  OPPORTUNITY,
  QUOTE,
  LEAD,
  TASK,
  INVOICE,
  PROJECT,
  PROJECT_TASK,
  // The org and its people.
  ORGANIZATION,
  PROFILE,
  USER_ROLE,
  RECORD_TYPE,
  GROUP,
  GROUP_MEMBER,
  // Activities and what Salesforce derives from them.
  EVENT,
  ACTIVITY_HISTORY,
  OPEN_ACTIVITY,
  // Selling.
  PRODUCT2,
  PRICEBOOK2,
  PRICEBOOK_ENTRY,
  OPPORTUNITY_LINE_ITEM,
  OPPORTUNITY_CONTACT_ROLE,
  QUOTE_LINE_ITEM,
  CONTRACT,
  ORDER,
  ORDER_ITEM,
  CAMPAIGN,
  CAMPAIGN_MEMBER,
  ACCOUNT_CONTACT_RELATION,
  CASE_COMMENT,
  // Notes and files.
  NOTE,
  ATTACHMENT,
  CONTENT_DOCUMENT,
  CONTENT_VERSION,
  CONTENT_DOCUMENT_LINK,
  DASHBOARD,
  // Written by the platform only.
  ACCOUNT_HISTORY,
  CONTACT_HISTORY,
  LEAD_HISTORY,
  CASE_HISTORY,
  OPPORTUNITY_FIELD_HISTORY,
  OPPORTUNITY_HISTORY,
  LOGIN_HISTORY,
  PROCESS_INSTANCE,
  PROCESS_INSTANCE_STEP,
  PROCESS_INSTANCE_WORKITEM,
  AURA_DEFINITION_BUNDLE,
  AURA_DEFINITION,
];

let cached: readonly SObjectDescribe[] | undefined;

/**
 * The built-in describes, built on first use and shared afterwards: treat them as read-only (render
 * functions copy before changing anything).
 */
export function builtinDescribes(): readonly SObjectDescribe[] {
  cached ??= Object.freeze(buildDescribes(BUILTIN_OBJECTS));
  return cached;
}
