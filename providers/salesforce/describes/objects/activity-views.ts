import { defineSObject, type FieldSpec, type SObjectSpec } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, idField } from "../system-fields.ts";
import { WHAT_TARGETS, WHO_TARGETS } from "./activity-targets.ts";
import { PLATFORM_OWNED } from "./platform-owned.ts";

// ActivityHistory (closed tasks, past events) and OpenActivity (open tasks, future events) are
// read-only views over Task and Event that Salesforce offers only as child relationships
// (`SELECT (SELECT Subject FROM ActivityHistories) FROM Account`). Their rows carry the Task's or
// Event's own Id; activity-views.ts at the pack root derives them.

const view = { createable: false, updateable: false, permissionable: false } as const;
const field = (name: string, label: string, type: FieldSpec["type"], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  type,
  ...view,
  ...extra,
});

function activityView(name: string, label: string, labelPlural: string, relationshipName: string): SObjectSpec {
  const child = { name: relationshipName, cascadeDelete: true };
  return defineSObject({
    ...PLATFORM_OWNED,
    name,
    label,
    labelPlural,
    keyPrefix: null,
    replicateable: false,
    retrieveable: false,
    supportedScopes: [{ label: `All ${labelPlural.toLowerCase()}`, name: "everything" }],
    fields: [
      idField("Activity ID"),
      field("AccountId", "Account ID", "reference", { referenceTo: ["Account"], child }),
      field("WhoId", "Name ID", "reference", { referenceTo: WHO_TARGETS, relationshipName: "Who", child }),
      // Account reaches its activities through AccountId, which also covers its contacts' and deals'.
      field("WhatId", "Related To ID", "reference", {
        referenceTo: WHAT_TARGETS,
        relationshipName: "What",
        child: { ...child, unlistedOn: ["Account"] },
      }),
      field("Subject", "Subject", "combobox", { nameField: true }),
      field("IsTask", "Task", "boolean"),
      field("ActivityDate", "Due Date Only", "date"),
      field("ActivityDateTime", "Due Date Time", "datetime"),
      field("StartDateTime", "Start Date Time", "datetime"),
      field("EndDateTime", "End Date Time", "datetime"),
      field("OwnerId", "Assigned To ID", "reference", {
        referenceTo: ["Group", "User"],
        relationshipName: "Owner",
        nillable: false,
      }),
      field("Status", "Status", "picklist", { length: 40 }),
      field("Priority", "Priority", "picklist", { length: 40 }),
      field("IsHighPriority", "High Priority", "boolean"),
      field("ActivityType", "Activity Type", "picklist", { length: 40 }),
      field("ActivitySubtype", "Activity Subtype", "picklist", { length: 40 }),
      field("IsClosed", "Closed", "boolean"),
      field("IsAllDayEvent", "All-Day Event", "boolean"),
      field("IsVisibleInSelfService", "Visible in Self-Service", "boolean"),
      field("DurationInMinutes", "Duration", "int", { digits: 8 }),
      field("Location", "Location", "string"),
      field("Description", "Description", "textarea", { length: 32000 }),
      IS_DELETED,
      ...AUDIT_FIELDS,
      field("CallDurationInSeconds", "Call Duration", "int", { digits: 8 }),
      field("CallType", "Call Type", "picklist", { length: 40 }),
      field("CallDisposition", "Call Result", "string"),
      field("CallObject", "Call Object Identifier", "string"),
      field("ReminderDateTime", "Reminder Date/Time", "datetime"),
      field("IsReminderSet", "Reminder Set", "boolean"),
    ],
  });
}

export const ACTIVITY_HISTORY = activityView("ActivityHistory", "Activity History", "Activity Histories", "ActivityHistories");
export const OPEN_ACTIVITY = activityView("OpenActivity", "Open Activity", "Open Activities", "OpenActivities");
