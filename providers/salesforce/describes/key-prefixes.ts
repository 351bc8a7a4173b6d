// Id prefixes of common standard objects, identical in every org, for objects with no describe.
const KEY_PREFIXES: Readonly<Record<string, string>> = {
  Account: "001",
  AccountContactRelation: "07k",
  AccountContactRole: "02Z",
  ApexClass: "01p",
  Asset: "02i",
  Attachment: "00P",
  AuraDefinition: "0Ad",
  AuraDefinitionBundle: "0Ab",
  BusinessHours: "01m",
  Campaign: "701",
  CampaignMember: "00v",
  Case: "500",
  CaseComment: "00a",
  Contact: "003",
  ContentDocument: "069",
  ContentDocumentLink: "06A",
  ContentVersion: "068",
  Contract: "800",
  Dashboard: "01Z",
  Document: "015",
  EmailMessage: "02s",
  EmailTemplate: "00X",
  Entitlement: "550",
  Event: "00U",
  FeedItem: "0D5",
  Folder: "00l",
  Group: "00G",
  GroupMember: "011",
  Individual: "0PK",
  Lead: "00Q",
  LoginHistory: "0Ya",
  Note: "002",
  Opportunity: "006",
  OpportunityContactRole: "00K",
  OpportunityHistory: "008",
  OpportunityLineItem: "00k",
  Order: "801",
  OrderItem: "802",
  Organization: "00D",
  Partner: "00I",
  PermissionSet: "0PS",
  PermissionSetAssignment: "0Pa",
  Pricebook2: "01s",
  PricebookEntry: "01u",
  ProcessInstance: "04g",
  ProcessInstanceStep: "04h",
  ProcessInstanceWorkitem: "04i",
  Product2: "01t",
  Profile: "00e",
  Quote: "0Q0",
  QuoteLineItem: "0QL",
  RecordType: "012",
  Report: "00O",
  ServiceContract: "810",
  Solution: "501",
  Task: "00T",
  Topic: "0TO",
  User: "005",
  UserRole: "00E",
  WorkOrder: "0WO",
};

const BY_LOWER_NAME = new Map(Object.entries(KEY_PREFIXES).map(([name, prefix]) => [name.toLowerCase(), prefix]));
const BY_PREFIX = new Map(Object.entries(KEY_PREFIXES).map(([name, prefix]) => [prefix, name]));

/** The standard key prefix of an object (case-insensitive name), or undefined when not a known one. */
export function keyPrefixFor(name: string): string | undefined {
  return BY_LOWER_NAME.get(name.toLowerCase());
}

/** The known standard object whose records' ids start with this prefix (or with this id's prefix). */
export function objectForKeyPrefix(prefixOrId: string): string | undefined {
  return BY_PREFIX.get(prefixOrId.slice(0, 3));
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * A stable custom-object style prefix (`a` + two base-62 characters) for an object with no known
 * prefix, so the same name always mints ids that look alike across runs.
 */
export function derivedKeyPrefix(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name.toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const slot = hash % (BASE62.length * BASE62.length);
  return `a${BASE62[Math.floor(slot / BASE62.length)]}${BASE62[slot % BASE62.length]}`;
}
