import type { ToolContext, ToolDefinition } from "../../../../core/pack/index.ts";
import { restCall, soqlString } from "../rest-call.ts";
import { hostedError, hostedResult } from "./hosted-answer.ts";
import { hostedListing } from "./hosted-listing.ts";

type UserRow = {
  Id: string; Username: string; FirstName: string | null; LastName: string; Name: string; Email: string; IsActive: boolean;
  CompanyName: string | null; ProfileId: string; Profile: { Name: string } | null; TimeZoneSidKey: string; LocaleSidKey: string;
};

/**
 * getUserInfo: the acting user's identity, and their local time, locale and time zone, in the shape
 * clients of the hosted server read from its `structuredContent` (`identity`, `userTimeAndLocale`).
 */
export const getUserInfo: ToolDefinition = {
  name: "getUserInfo",
  ...hostedListing("getUserInfo"),
  async run(ctx) {
    const me = await restCall<{ user_id: string }>(ctx, "userInfo");
    if (!me.ok) return hostedError(me.errors);
    const soql = `SELECT Id, Username, FirstName, LastName, Name, Email, IsActive, CompanyName, ProfileId, Profile.Name, TimeZoneSidKey, LocaleSidKey FROM User WHERE Id = ${soqlString(me.body.user_id)}`;
    const users = await restCall<{ records: UserRow[] }>(ctx, "query", { query: { q: soql } });
    if (!users.ok) return hostedError(users.errors);
    const user = users.body.records[0]!;
    const org = await restCall<{ records: Array<{ Name: string }> }>(ctx, "query", { query: { q: "SELECT Name FROM Organization" } });
    const now = await worldNow(ctx);
    return hostedResult({
      identity: {
        companyName: user.CompanyName ?? (org.ok ? org.body.records[0]?.Name ?? null : null),
        displayName: user.Name,
        email: user.Email,
        firstName: user.FirstName,
        lastName: user.LastName,
        profileId: user.ProfileId,
        profileName: user.Profile?.Name ?? null,
        userId: user.Id,
        username: user.Username,
        isActive: user.IsActive,
      },
      userTimeAndLocale: localTime(now, user.TimeZoneSidKey, user.LocaleSidKey),
    });
  },
};

/**
 * The world's clock, to the minute, read through the REST API (a tool has no clock of its own): the
 * replication resource says up to when it covers, which is now for a window that ends in the future.
 * It reads nothing and changes nothing.
 */
async function worldNow(ctx: ToolContext): Promise<Date> {
  const window = await restCall<{ latestDateCovered: string }>(ctx, "getDeleted", {
    params: { sobject: "User" },
    query: { start: "9998-01-01T00:00:00Z", end: "9999-01-01T00:00:00Z" },
  });
  if (!window.ok) throw new Error(`the replication window answered ${window.status}`);
  return new Date(window.body.latestDateCovered);
}

/** `{ humanReadableTime, localTimeIso, localeCode, timeZoneIana }` for a moment in the user's zone. */
export function localTime(at: Date, timeZone: string, locale: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", timeZoneName: "longOffset" })
      .formatToParts(at).map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === "GMT" ? "+00:00" : String(parts.timeZoneName).replace("GMT", "");
  const human = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "full", timeStyle: "short" }).format(at);
  return {
    humanReadableTime: `${human} (${timeZone})`,
    localTimeIso: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`,
    localeCode: locale,
    timeZoneIana: timeZone,
  };
}
