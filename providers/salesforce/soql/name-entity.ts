import type { SoqlDescribe, SoqlField } from "./types.ts";

const text = (name: string): SoqlField => ({ name, type: "string" });

/**
 * Polymorphic lookups (Task.What, Case.Owner) point at Salesforce's "Name" entity: only these
 * fields can be read through them, whatever the parent's real type (TYPEOF reaches the rest).
 */
export const NAME_ENTITY: SoqlDescribe = {
  name: "Name",
  fields: [
    { name: "Id", type: "id" },
    text("Name"),
    text("Alias"),
    { name: "Email", type: "email" },
    text("FirstName"),
    text("LastName"),
    { name: "IsActive", type: "boolean" },
    { name: "Phone", type: "phone" },
    text("Title"),
    text("Username"),
    text("CommunityNickname"),
    { name: "RecordTypeId", type: "reference", referenceTo: ["RecordType"], relationshipName: "RecordType" },
    { name: "ProfileId", type: "reference", referenceTo: ["Profile"], relationshipName: "Profile" },
    { name: "UserRoleId", type: "reference", referenceTo: ["UserRole"], relationshipName: "UserRole" },
    { name: "LastReferencedDate", type: "datetime" },
    { name: "LastViewedDate", type: "datetime" },
  ],
};
