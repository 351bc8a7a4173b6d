import type { JsonRecord, SeedContext, SeedRecords } from "../../core/pack/index.ts";
import type { SObjectDescribe } from "./describes/index.ts";
import { fieldOf } from "./field-values.ts";
import { completeNewRecord } from "./new-record.ts";
import { orgIdOf, orgTag } from "./org-identity.ts";
import { ADMIN_PROFILE_ID } from "./default-user.ts";
import { caseSafeSuffix } from "./record-ids.ts";

/**
 * A standard record's fixed id: key prefix, a pod part no world's counter makes ("5g00S"; counters
 * give "5g000", people "5g00P"), and its position, so seeds and tests can name it.
 */
export function standardRecordId(keyPrefix: string, position: number): string {
  const id15 = `${keyPrefix}5g00S${String(position).padStart(7, "0")}`;
  return id15 + caseSafeSuffix(id15);
}

type Describes = { get(name: string): SObjectDescribe | undefined };

/**
 * A record the org starts with, completed as a create would: only the values its describe has a field
 * for (a config may describe the object with fewer fields), and the given `Id`.
 */
export function standardRecord(describe: SObjectDescribe, row: JsonRecord, ctx: SeedContext): { id: string; record: JsonRecord } {
  const values = Object.fromEntries(Object.entries(row).filter(([key]) => key === "Id" || fieldOf(describe, key)));
  const record = completeNewRecord(describe, values, { now: ctx.clock.now(), nextCounter: ctx.ids.next });
  return { id: String(record.Id), record };
}

/** The org record of a world: its own id (the one tokens and identity URLs name) and settings. */
function organization(ctx: SeedContext): JsonRecord {
  return {
    Id: orgIdOf(ctx.worldId), Name: `Understudy ${orgTag(ctx.worldId)}`, OrganizationType: "Developer Edition", InstanceName: "UND1",
    IsSandbox: false, IsReadOnly: false, Country: "United States", DefaultLocaleSidKey: "en_US", LanguageLocaleKey: "en_US",
    TimeZoneSidKey: "America/Los_Angeles", FiscalYearStartMonth: 1, UsesStartDateAsFiscalYearName: false, UiSkin: "Theme3",
    NamespacePrefix: null, TrialExpirationDate: null, PrimaryContact: "Integration User",
    DefaultAccountAccess: "Edit", DefaultContactAccess: "ControlledByParent", DefaultOpportunityAccess: "None", DefaultLeadAccess: "ReadEditTransfer",
    DefaultCaseAccess: "ReadEditTransfer", DefaultCalendarAccess: "HideDetailsInsert", DefaultPricebookAccess: "ReadSelect", DefaultCampaignAccess: "All",
  };
}

/** The standard profiles: System Administrator keeps the id the integration user has always had. */
export const PROFILES = [
  { Id: ADMIN_PROFILE_ID, Name: "System Administrator", UserType: "Standard", Description: "Can configure and customize the application." },
  { Id: standardRecordId("00e", 1), Name: "Standard User", UserType: "Standard", Description: "Can create, edit and delete most records." },
  { Id: standardRecordId("00e", 2), Name: "Read Only", UserType: "Standard", Description: "Can view records." },
];

const ROLES = [{
  Id: standardRecordId("00E", 1), Name: "CEO", DeveloperName: "CEO", RollupDescription: "CEO",
  OpportunityAccessForAccountOwner: "Edit", CaseAccessForAccountOwner: "Edit", ContactAccessForAccountOwner: "Edit",
}];

/**
 * Adds what every org has and a seed rarely gives: the Organization record, the standard profiles (the
 * integration user is a System Administrator) and a role, each only where its describe exists and the
 * seed brought none of that object.
 */
export function addOrgRecords(out: SeedRecords, describes: Describes, ctx: SeedContext): void {
  const add = (name: string, rows: JsonRecord[]) => {
    const describe = describes.get(name);
    if (!describe || out[describe.name]?.length) return;
    out[describe.name] = rows.map((row) => standardRecord(describe, row, ctx));
  };
  add("Organization", [organization(ctx)]);
  add("Profile", PROFILES);
  add("UserRole", ROLES);
}
