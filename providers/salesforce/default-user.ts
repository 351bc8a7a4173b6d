import { generateId } from "./record-ids.ts";
import { integrationUsername } from "./org-identity.ts";

/** The profile the integration user has: System Administrator, the first of the org's profiles. */
export const ADMIN_PROFILE_ID = generateId("00e", 0);

/**
 * The org's acting user: owner and creator of everything made without an explicit owner. Its username
 * is unique to the world (usernames are unique across Salesforce); its email is the same everywhere.
 */
export function defaultUser(worldId?: string): Record<string, unknown> {
  return {
    Username: integrationUsername(worldId),
    FirstName: "Integration",
    LastName: "User",
    Email: "integration@understudy.example",
    Alias: "integ",
    CommunityNickname: "integration",
    IsActive: true,
    TimeZoneSidKey: "America/Los_Angeles",
    LocaleSidKey: "en_US",
    EmailEncodingKey: "UTF-8",
    LanguageLocaleKey: "en_US",
    ProfileId: ADMIN_PROFILE_ID,
  };
}
