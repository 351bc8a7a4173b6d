import { defineSObject, type FieldSpec } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, idField } from "../system-fields.ts";
import {
  ACTIVITY_ACCOUNT_ID,
  RECURRENCE_PATTERN_FIELDS,
  activityPicklist,
  activityScopes,
  recurrenceActivityField,
  whoWhatFields,
} from "./activity-fields.ts";

const readOnly = { createable: false, updateable: false } as const;
// Activity fields other than the lookups, Location and Description have no field-level security.
const noFls = { permissionable: false } as const;
const flag = (name: string, label: string): FieldSpec => ({ name, label, type: "boolean", ...readOnly });

// Field for field the Event describe of a recorded scratch org (tests/reference/salesforce/describes).
export const EVENT = defineSObject({
  name: "Event",
  label: "Event",
  labelPlural: "Events",
  keyPrefix: "00U",
  feedEnabled: false,
  supportedScopes: activityScopes("events"),
  fields: [
    idField("Activity ID"),
    ...whoWhatFields("Events"),
    {
      name: "Subject",
      label: "Subject",
      type: "combobox",
      nameField: true,
      picklist: ["Call", "Email", "Meeting", "Send Letter/Quote", "Other"],
    },
    { name: "Location", label: "Location", type: "string" },
    { name: "IsAllDayEvent", label: "All-Day Event", type: "boolean" },
    { name: "ActivityDateTime", label: "Due Date Time", type: "datetime", ...noFls },
    { name: "ActivityDate", label: "Due Date Only", type: "date", aggregatable: false, ...noFls },
    { name: "DurationInMinutes", label: "Duration", type: "int", digits: 8, ...noFls },
    { name: "StartDateTime", label: "Start Date Time", type: "datetime", ...noFls },
    { name: "EndDateTime", label: "End Date Time", type: "datetime", ...noFls },
    { name: "EndDate", label: "End Date", type: "date", ...readOnly },
    { name: "Description", label: "Description", type: "textarea", length: 32000 },
    ACTIVITY_ACCOUNT_ID,
    {
      name: "OwnerId",
      label: "Assigned To ID",
      type: "reference",
      referenceTo: ["Calendar", "User"],
      relationshipName: "Owner",
      nillable: false,
      defaultedOnCreate: true,
    },
    { name: "IsPrivate", label: "Private", type: "boolean", ...noFls },
    {
      name: "ShowAs",
      label: "Show Time As",
      type: "picklist",
      length: 40,
      defaultValue: "Busy",
      restrictedPicklist: true,
      picklist: ["Busy", ["OutOfOffice", "Out of Office"], "Free"],
      ...noFls,
    },
    IS_DELETED,
    flag("IsChild", "Is Child"),
    flag("IsGroupEvent", "Is Group Event"),
    {
      ...activityPicklist("GroupEventType", "Group Event Type", [
        ["0", "Non-group Event"],
        ["1", "Group Event"],
        ["2", "Proposed Event"],
        ["3", "IsRecurrence2 Series Pattern"],
      ]),
      defaultValue: "0",
      ...readOnly,
    },
    ...AUDIT_FIELDS,
    flag("IsArchived", "Archived"),
    recurrenceActivityField("Event", "RecurringEvents"),
    { name: "IsRecurrence", label: "Create Recurring Series of Events", type: "boolean", updateable: false, ...noFls },
    { name: "RecurrenceStartDateTime", label: "Recurrence Start", type: "datetime", ...noFls },
    ...RECURRENCE_PATTERN_FIELDS,
    { name: "ReminderDateTime", label: "Reminder Date/Time", type: "datetime", ...noFls },
    { name: "IsReminderSet", label: "Reminder Set", type: "boolean", ...noFls },
    { ...activityPicklist("EventSubtype", "Event Subtype", ["Event"]), updateable: false },
    flag("IsRecurrence2Exclusion", "Historical Event, Not Following Recurrence"),
    { name: "Recurrence2PatternText", label: "Recurrence Pattern", type: "textarea", length: 512, updateable: false, ...noFls },
    {
      ...activityPicklist("Recurrence2PatternVersion", "Pattern Version", [
        ["1", "RFC 5545 v4 RRULE"],
        ["2", "RFC 5545 v4_2 RRULE"],
      ]),
      ...readOnly,
    },
    flag("IsRecurrence2", "Repeat"),
    flag("IsRecurrence2Exception", "Is Exception"),
    { name: "Recurrence2PatternStartDate", label: "Recurrence Pattern Start Date", type: "datetime", ...readOnly },
    { name: "Recurrence2PatternTimeZone", label: "Recurrence Pattern Time Zone Reference", type: "string", ...readOnly },
  ],
  extraUrls: ["eventSeriesUpdates"],
});
