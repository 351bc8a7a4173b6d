import { buildDescribes } from "./build-describe.ts";
import { ACCOUNT } from "./objects/account.ts";
import { CASE } from "./objects/case.ts";
import { CONTACT } from "./objects/contact.ts";
import { INVOICE, PROJECT, PROJECT_TASK } from "./objects/custom-objects.ts";
import { LEAD } from "./objects/lead.ts";
import { OPPORTUNITY } from "./objects/opportunity.ts";
import { QUOTE } from "./objects/quote.ts";
import { TASK } from "./objects/task.ts";
import { USER } from "./objects/user.ts";
import type { SObjectSpec } from "./spec-types.ts";
import type { SObjectDescribe } from "./types.ts";

/** The objects every mock org starts with. */
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
