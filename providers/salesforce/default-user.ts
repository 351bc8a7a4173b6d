import { generateId } from "./record-ids.ts";

/** The org's acting user: owner and creator of everything made without an explicit owner. */
export function defaultUser(): Record<string, unknown> {
  return {
    Username: "integration@understudy.example",
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
    ProfileId: generateId("00e", 0),
  };
}
