import type { JsonRecord, SeedContext, SeedRecords } from "../../core/pack/index.ts";
import type { SObjectDescribe } from "./describes/index.ts";
import { fieldOf } from "./field-values.ts";
import { completeNewRecord } from "./new-record.ts";
import { orgIdOf, orgTag } from "./org-identity.ts";
import { ADMIN_PROFILE_ID } from "./default-user.ts";

type Describes = { get(name: string): SObjectDescribe | undefined };

/** The org record of a world: its own id (the one tokens and identity URLs name) and settings. */
function organization(ctx: SeedContext): JsonRecord {
  return {
    Id: orgIdOf(ctx.worldId), Name: `Understudy ${orgTag(ctx.worldId)}`, OrganizationType: "Developer Edition", InstanceName: "UND1",
    IsSandbox: false, IsReadOnly: false, Country: "United States", DefaultLocaleSidKey: "en_US", LanguageLocaleKey: "en_US",
    TimeZoneSidKey: "America/Los_Angeles", FiscalYearStartMonth: 1, UsesStartDateAsFiscalYearName: false, UiSkin: "Theme3",
    NamespacePrefix: null, TrialExpirationDate: null, PrimaryContact: "Integration User",
  };
}

const PROFILES = [
  { Name: "System Administrator", UserType: "Standard", Description: "Can configure and customize the application." },
  { Name: "Standard User", UserType: "Standard", Description: "Can create, edit and delete most records." },
  { Name: "Read Only", UserType: "Standard", Description: "Can view records." },
];

const ROLES = [{ Name: "CEO", DeveloperName: "CEO", RollupDescription: "CEO" }];

/**
 * Adds what every org has and a seed rarely gives: the Organization record, the standard profiles (the
 * integration user is a System Administrator) and a role, each only where its describe exists and the
 * seed brought none of that object.
 */
export function addOrgRecords(out: SeedRecords, describes: Describes, ctx: SeedContext): void {
  const add = (name: string, rows: JsonRecord[]) => {
    const describe = describes.get(name);
    if (!describe || out[describe.name]?.length) return;
    out[describe.name] = rows.map((row) => {
      const values = Object.fromEntries(Object.entries(row).filter(([key]) => key === "Id" || fieldOf(describe, key)));
      const record = completeNewRecord(describe, values, { now: ctx.clock.now(), nextCounter: ctx.ids.next });
      return { id: String(record.Id), record };
    });
  };
  add("Organization", [organization(ctx)]);
  add("Profile", PROFILES.map((profile, index) => (index === 0 ? { ...profile, Id: ADMIN_PROFILE_ID } : profile)));
  add("UserRole", ROLES);
}
