// GetUserInfoResult: who a SOAP session is, in the order the partner WSDL's sequence gives its
// elements (strict SOAP stacks read them in order), from the world's User and Organization rows.
import type { OperationContext } from "../../../core/pack/index.ts";
import { orgIdOfWorld } from "../sf-session.ts";
import { ORG_CURRENCY } from "../soql/format-value.ts";
import { xmlFields, type SoapValue } from "./soap-xml.ts";

/** A session lasts two hours, the default of an org's session settings. */
const SESSION_SECONDS = 7200;
/** Salesforce's default limit on an attachment, 5 MB. */
const ATTACHMENT_LIMIT = 5_242_880;
const CURRENCY_SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", CAD: "$", AUD: "$" };

const text = (value: unknown, fallback: string | null = null): string | null => (typeof value === "string" && value !== "" ? value : fallback);

export function userInfoFields(ctx: Pick<OperationContext, "world">, userId: string): Array<[string, SoapValue]> {
  const user = ctx.world.collection("User").get(userId) ?? {};
  const orgId = orgIdOfWorld(ctx);
  const org = ctx.world.collection("Organization").get(orgId) ?? {};
  return [
    ["accessibilityMode", false],
    ["chatterExternal", false],
    ["currencySymbol", CURRENCY_SYMBOLS[ORG_CURRENCY] ?? ORG_CURRENCY],
    ["orgAttachmentFileSizeLimit", ATTACHMENT_LIMIT],
    ["orgDefaultCurrencyIsoCode", ORG_CURRENCY],
    ["orgDefaultCurrencyLocale", text(org.DefaultLocaleSidKey, "en_US")],
    ["orgDisallowHtmlAttachments", false],
    ["orgHasPersonAccounts", false],
    ["organizationId", orgId],
    ["organizationMultiCurrency", false],
    ["organizationName", text(org.Name, "")],
    ["profileId", text(user.ProfileId)],
    ["roleId", text(user.UserRoleId)],
    ["sessionSecondsValid", SESSION_SECONDS],
    // Only a multi-currency org gives users a currency of their own.
    ["userDefaultCurrencyIsoCode", null],
    ["userEmail", text(user.Email, "")],
    ["userFullName", [user.FirstName, user.LastName].filter((part) => typeof part === "string" && part !== "").join(" ")],
    ["userId", String(user.Id ?? userId)],
    ["userLanguage", text(user.LanguageLocaleKey, "en_US")],
    ["userLocale", text(user.LocaleSidKey, "en_US")],
    ["userName", text(user.Username, "")],
    ["userTimeZone", text(user.TimeZoneSidKey, "America/Los_Angeles")],
    ["userType", text(user.UserType, "Standard")],
    ["userUiSkin", text(org.UiSkin, "Theme3")],
  ];
}

/** The fields as the elements of a `userInfo` (login) or `result` (getUserInfo). */
export const userInfoXml = (ctx: Pick<OperationContext, "world">, userId: string) => xmlFields(userInfoFields(ctx, userId));
