// The Tooling API objects an org's code and its logs live in. A mock org has no Apex, pages,
// components, flows or debug logs, so a query of these answers the standard result with no rows: the
// true answer for a fresh org, and enough for tools (the Salesforce DX MCP server's run_soql_query
// with useToolingApi) to learn there is nothing there. Fields are the ones queries commonly select.
import type { SoqlDescribe } from "../soql/types.ts";
import { AUDIT, toolingDescribe } from "./tooling-fields.ts";

const CODE = ["Id:id", "NamespacePrefix", "Name", "ApiVersion:double", "Status", "IsValid:boolean", "BodyCrc:double", "Body!", "LengthWithoutComments:int", "ManageableState", ...AUDIT];
const TRIGGER_USAGE = ["BeforeInsert", "AfterInsert", "BeforeUpdate", "AfterUpdate", "BeforeDelete", "AfterDelete", "IsBulk", "AfterUndelete"].map((when) => `Usage${when}:boolean`);
const MARKUP = ["Id:id", "NamespacePrefix", "Name", "ApiVersion:double", "MasterLabel", "Description", "ControllerType", "ControllerKey", "Markup!", "ManageableState", ...AUDIT];
const BUNDLE = ["Id:id", "DeveloperName", "MasterLabel", "NamespacePrefix", "ApiVersion:double", "Description", "ManageableState", ...AUDIT];

export const CODE_OBJECTS: SoqlDescribe[] = [
  toolingDescribe("ApexClass", [...CODE, "SymbolTable!", "FullName", "Metadata!"]),
  toolingDescribe("ApexTrigger", [...CODE, "TableEnumOrId", "EntityDefinitionId", ...TRIGGER_USAGE, "FullName", "Metadata!"]),
  toolingDescribe("ApexPage", [...MARKUP, "IsAvailableInTouch:boolean", "IsConfirmationTokenRequired:boolean"]),
  toolingDescribe("ApexComponent", MARKUP),
  toolingDescribe("ApexLog", [
    "Id:id", "LogUserId:reference", "LogLength:int", "Request", "Operation", "Application", "Status", "DurationMilliseconds:int",
    "StartTime:datetime", "Location", "RequestIdentifier", "LastModifiedDate:datetime", "SystemModstamp:datetime",
  ]),
  toolingDescribe("ApexCodeCoverageAggregate", ["Id:id", "ApexClassOrTriggerId:reference", "NumLinesCovered:int", "NumLinesUncovered:int", "Coverage!", ...AUDIT]),
  toolingDescribe("AuraDefinitionBundle", [...BUNDLE, "Language"]),
  toolingDescribe("LightningComponentBundle", [...BUNDLE, "IsExposed:boolean", "TargetConfigs!"]),
  toolingDescribe("FlowDefinition", ["Id:id", "DeveloperName", "MasterLabel", "Description", "ActiveVersionId:reference", "LatestVersionId:reference", "NamespacePrefix", "ManageableState", ...AUDIT]),
  toolingDescribe("StaticResource", ["Id:id", "Name", "NamespacePrefix", "ContentType", "BodyLength:int", "Body!", "Description", "CacheControl", ...AUDIT]),
];
