import { defineSObject, type FieldSpec } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, idField } from "../system-fields.ts";
import { PLATFORM_OWNED } from "./platform-owned.ts";

// Approval processes: an instance per record submitted, its completed steps, and its pending work
// items (who must approve next). Written by the platform; this mock runs no approval processes, so
// they hold what a seed gives them.

const readOnly = { createable: false, updateable: false } as const;
const TARGETS = ["Account", "Campaign", "Case", "Contact", "Contract", "Invoice__c", "Lead", "Opportunity", "Order", "Product2", "Project__c", "Quote"];
const lookup = (name: string, label: string, referenceTo: readonly string[], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  type: "reference",
  referenceTo,
  child: { name: null },
  ...readOnly,
  ...extra,
});
const elapsed = (): FieldSpec[] =>
  (["Days", "Hours", "Minutes"] as const).map((unit) => ({
    name: `ElapsedTimeIn${unit}`,
    label: `Elapsed Time in ${unit}`,
    type: "double",
    precision: 18,
    scale: unit === "Minutes" ? 0 : 2,
    ...readOnly,
  }));
const STEP_STATUS = ["Approved", "Rejected", "Removed", "Fault", "Pending", "Held", "Reassigned", "NoResponse", "Started"];
const audit = (...names: string[]) => AUDIT_FIELDS.filter((field) => names.includes(field.name));

export const PROCESS_INSTANCE = defineSObject({
  ...PLATFORM_OWNED,
  name: "ProcessInstance",
  label: "Approval Process Instance",
  labelPlural: "Approval Process Instances",
  keyPrefix: "04g",
  supportedScopes: [{ label: "All approval process instances", name: "everything" }],
  fields: [
    idField("Approval Process Instance ID"),
    lookup("ProcessDefinitionId", "Approval Process ID", ["ProcessDefinition"], { nillable: false }),
    lookup("TargetObjectId", "Target Object ID", TARGETS, {
      relationshipName: "TargetObject",
      nillable: false,
      child: { name: "ProcessInstances", cascadeDelete: true },
    }),
    { name: "Status", label: "Status", type: "picklist", length: 40, nillable: false, restrictedPicklist: true, picklist: STEP_STATUS, ...readOnly },
    { name: "CompletedDate", label: "Completed Date", type: "datetime", ...readOnly },
    lookup("LastActorId", "Last Actor ID", ["User"]),
    ...elapsed(),
    lookup("SubmittedById", "Submitted By ID", ["User"]),
    IS_DELETED,
    ...AUDIT_FIELDS,
  ],
});

export const PROCESS_INSTANCE_STEP = defineSObject({
  ...PLATFORM_OWNED,
  name: "ProcessInstanceStep",
  label: "Approval Step",
  labelPlural: "Approval Steps",
  keyPrefix: "04h",
  supportedScopes: [{ label: "All approval steps", name: "everything" }],
  fields: [
    idField("Approval Step ID"),
    lookup("ProcessInstanceId", "Approval Process Instance ID", ["ProcessInstance"], {
      nillable: false,
      child: { name: "Steps", cascadeDelete: true },
    }),
    { name: "StepStatus", label: "Status", type: "picklist", length: 40, restrictedPicklist: true, picklist: STEP_STATUS, ...readOnly },
    lookup("OriginalActorId", "Original Actor ID", ["Group", "User"], { relationshipName: "OriginalActor" }),
    lookup("ActorId", "Actual Actor ID", ["Group", "User"], { relationshipName: "Actor" }),
    { name: "Comments", label: "Comments", type: "textarea", length: 4000, ...readOnly },
    lookup("StepNodeId", "Step Node ID", ["ProcessNode"]),
    ...elapsed(),
    ...audit("CreatedDate", "CreatedById", "SystemModstamp"),
  ],
});

export const PROCESS_INSTANCE_WORKITEM = defineSObject({
  ...PLATFORM_OWNED,
  name: "ProcessInstanceWorkitem",
  label: "Approval Request",
  labelPlural: "Approval Requests",
  keyPrefix: "04i",
  supportedScopes: [
    { label: "All approval requests", name: "everything" },
    { label: "My approval requests", name: "mine_and_my_groups" },
  ],
  fields: [
    idField("Approval Request ID"),
    lookup("ProcessInstanceId", "Approval Process Instance ID", ["ProcessInstance"], {
      nillable: false,
      child: { name: "Workitems", cascadeDelete: true },
    }),
    lookup("OriginalActorId", "Original Actor ID", ["Group", "User"], { relationshipName: "OriginalActor", nillable: false }),
    lookup("ActorId", "Actual Approver ID", ["Group", "User"], { relationshipName: "Actor", nillable: false }),
    ...elapsed(),
    IS_DELETED,
    ...audit("CreatedDate", "CreatedById", "SystemModstamp"),
  ],
});
