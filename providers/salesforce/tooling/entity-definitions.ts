// EntityDefinition: one row per object of the world (its built-in or uploaded describes, and objects
// inferred from seeded rows), from the same describes REST's /sobjects answers. Like Salesforce's,
// every row's Id is 000000000000000AAA and its DurableId names it (the API name here, also for custom
// objects, whose real DurableId is their 01I id).
import type { SObjectDescribe } from "../describes/index.ts";
import type { SoqlRow } from "../soql/types.ts";
import { toolingDescribe } from "./tooling-fields.ts";

/** The Id every EntityDefinition and FieldDefinition row answers. */
export const DEFINITION_ID = "000000000000000AAA";

const FLAGS: Array<[string, (d: SObjectDescribe) => boolean]> = [
  ["IsCustomSetting", (d) => d.customSetting],
  ["IsCustomizable", (d) => d.custom || d.layoutable],
  ["IsApexTriggerable", (d) => d.triggerable],
  ["IsWorkflowEnabled", (d) => d.triggerable],
  ["IsQueryable", (d) => d.queryable],
  ["IsSearchable", (d) => d.searchable],
  ["IsTriggerable", (d) => d.triggerable],
  ["IsRetrieveable", (d) => d.retrieveable],
  ["IsReplicateable", (d) => d.replicateable],
  ["IsLayoutable", (d) => d.layoutable],
  ["IsCompactLayoutable", (d) => d.compactLayoutable],
  ["IsEverCreatable", (d) => d.createable],
  ["IsEverUpdatable", (d) => d.updateable],
  ["IsEverDeletable", (d) => d.deletable],
  ["IsFeedEnabled", (d) => d.feedEnabled],
  ["IsMruEnabled", (d) => d.mruEnabled],
  ["IsIdEnabled", () => true],
  ["IsDeprecatedAndHidden", (d) => d.deprecatedAndHidden],
  ["IsInterface", (d) => d.isInterface],
  ["HasSubtypes", (d) => d.hasSubtypes],
  ["IsSubtype", (d) => d.isSubtype],
];

export const ENTITY_DEFINITION = toolingDescribe("EntityDefinition", [
  "Id:id", "DurableId", "QualifiedApiName", "NamespacePrefix", "DeveloperName", "MasterLabel", "Label", "PluralLabel", "KeyPrefix",
  "DeploymentStatus", "PublisherId", ...FLAGS.map(([name]) => `${name}:boolean`),
]);

/** A custom name without its suffix, as DeveloperName gives it: `Invoice__c` is `Invoice`. */
export const developerName = (apiName: string) => apiName.replace(/__(c|r|x|b|e|mdt|kav)$/, "");

/** PublisherId: Salesforce's own objects are published by System, the org's by `<local>`. */
export const publisherOf = (custom: boolean) => (custom ? "<local>" : "System");

export function entityDefinitionRow(describe: SObjectDescribe): SoqlRow {
  const row: SoqlRow = {
    Id: DEFINITION_ID,
    DurableId: describe.name,
    QualifiedApiName: describe.name,
    NamespacePrefix: null,
    DeveloperName: developerName(describe.name),
    MasterLabel: describe.label,
    Label: describe.label,
    PluralLabel: describe.labelPlural,
    KeyPrefix: describe.keyPrefix,
    DeploymentStatus: describe.custom ? "Deployed" : null,
    PublisherId: publisherOf(describe.custom),
  };
  for (const [name, flag] of FLAGS) row[name] = flag(describe);
  return row;
}
