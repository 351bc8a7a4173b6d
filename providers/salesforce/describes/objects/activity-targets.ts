// What an activity (Task, Event and their ActivityHistory/OpenActivity views) can be "related to":
// the activity-enabled standard objects of a fresh org, plus the pack's custom objects that allow
// activities. Real orgs add Field Service and other feature objects to this list.
export const WHAT_TARGETS = [
  "Account",
  "Asset",
  "Campaign",
  "Case",
  "Contract",
  "Invoice__c",
  "Opportunity",
  "Order",
  "Product2",
  "Project__c",
  "Quote",
  "Solution",
] as const;

/** Who an activity is about. */
export const WHO_TARGETS = ["Contact", "Lead"] as const;
