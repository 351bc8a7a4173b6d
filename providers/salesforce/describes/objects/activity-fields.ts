import type { FieldSpec } from "../spec-types.ts";
import { WHAT_TARGETS, WHO_TARGETS } from "./activity-targets.ts";
import { TIME_ZONE } from "./picklists.ts";

// Fields Task and Event describe alike. `childName` is how the parent lists them (Tasks, Events).

const readOnly = { createable: false, updateable: false } as const;

/** A restricted activity picklist; activity fields have no field-level security. */
export const activityPicklist = (name: string, label: string, picklist: FieldSpec["picklist"]): FieldSpec => ({
  name,
  label,
  type: "picklist",
  length: 40,
  restrictedPicklist: true,
  permissionable: false,
  picklist,
});

/** The scopes of `USING SCOPE`, worded with the object's plural ("tasks", "events"). */
export function activityScopes(plural: string): { label: string; name: string }[] {
  return [
    { label: `My delegated ${plural}`, name: "delegated" },
    { label: `All ${plural}`, name: "everything" },
    { label: `My ${plural}`, name: "mine" },
    { label: "Filter by scope", name: "scopingRule" },
    { label: `My team's ${plural}`, name: "team" },
  ];
}

/** WhoId and WhatId, the activity's person and the record it is related to. */
export function whoWhatFields(childName: string): FieldSpec[] {
  const child = { name: childName, cascadeDelete: true };
  return [
    { name: "WhoId", label: "Name ID", type: "reference", referenceTo: WHO_TARGETS, relationshipName: "Who", child },
    { name: "WhatId", label: "Related To ID", type: "reference", referenceTo: WHAT_TARGETS, relationshipName: "What", child },
  ];
}

/** Filled by the platform from the Who or the What; Account lists it without a relationship name. */
export const ACTIVITY_ACCOUNT_ID: FieldSpec = {
  name: "AccountId",
  label: "Account ID",
  type: "reference",
  referenceTo: ["Account"],
  child: { name: null },
  ...readOnly,
};

/** The series' first activity holds the pattern; each occurrence points back at it. */
export function recurrenceActivityField(objectName: string, childName: string): FieldSpec {
  return {
    name: "RecurrenceActivityId",
    label: "Recurrence Activity ID",
    type: "reference",
    referenceTo: [objectName],
    relationshipName: null,
    child: { name: childName },
    ...readOnly,
  };
}

const RECURRENCE_TYPE = [
  "RecursDaily",
  "RecursEveryWeekday",
  "RecursMonthly",
  "RecursMonthlyNth",
  "RecursWeekly",
  "RecursYearly",
  "RecursYearlyNth",
] as const;

const RECURRENCE_INSTANCE = [
  ["First", "1st"],
  ["Second", "2nd"],
  ["Third", "3rd"],
  ["Fourth", "4th"],
  ["Last", "last"],
] as const;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const recurrenceNumber = (name: string, label: string): FieldSpec => ({ name, label, type: "int", permissionable: false });

/** The recurrence pattern from its end date on (its start is a date on Task, a datetime on Event). */
export const RECURRENCE_PATTERN_FIELDS: readonly FieldSpec[] = [
  { name: "RecurrenceEndDateOnly", label: "Recurrence End", type: "date", permissionable: false },
  activityPicklist("RecurrenceTimeZoneSidKey", "Recurrence Time Zone", TIME_ZONE),
  activityPicklist(
    "RecurrenceType",
    "Recurrence Type",
    RECURRENCE_TYPE.map((type) => [type, type.replace(/(?<=[a-z])(?=[A-Z])/g, " ")] as const),
  ),
  recurrenceNumber("RecurrenceInterval", "Recurrence Interval"),
  recurrenceNumber("RecurrenceDayOfWeekMask", "Recurrence Day of Week Mask"),
  recurrenceNumber("RecurrenceDayOfMonth", "Recurrence Day of Month"),
  activityPicklist("RecurrenceInstance", "Recurrence Instance", RECURRENCE_INSTANCE),
  activityPicklist("RecurrenceMonthOfYear", "Recurrence Month of Year", MONTHS),
];
