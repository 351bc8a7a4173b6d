import { defineOperation, json } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import { actingUserId, orgIdOfWorld } from "../sf-session.ts";
import { identityUrl } from "./oauth-session.ts";
import { toId18 } from "../record-ids.ts";

/** The service URLs an identity names, with `{version}` left for the client, as Salesforce does. */
function serviceUrls(ctx: OperationContext, userId: string): Record<string, string> {
  const data = `${ctx.baseUrl}/services/data/v{version}`;
  return {
    enterprise: `${ctx.baseUrl}/services/Soap/c/{version}/${orgIdOfWorld(ctx)}`,
    partner: `${ctx.baseUrl}/services/Soap/u/{version}/${orgIdOfWorld(ctx)}`,
    rest: `${data}/`,
    sobjects: `${data}/sobjects/`,
    search: `${data}/search/`,
    query: `${data}/query/`,
    recent: `${data}/recent/`,
    profile: `${ctx.baseUrl}/${userId}`,
    users: `${data}/chatter/users`,
    custom_domain: ctx.baseUrl,
  };
}

/** What userinfo and the identity URL both say of a user. */
function userFacts(ctx: OperationContext, user: Record<string, unknown>) {
  return {
    user_id: user.Id,
    organization_id: orgIdOfWorld(ctx),
    email: user.Email,
    email_verified: true,
    active: user.IsActive !== false,
    user_type: "STANDARD",
    locale: user.LocaleSidKey,
    urls: serviceUrls(ctx, String(user.Id)),
  };
}

const fullName = (user: Record<string, unknown>) => [user.FirstName, user.LastName].filter(Boolean).join(" ");

/** GET /services/oauth2/userinfo: OpenID Connect claims for the token's user. */
export const userInfo = defineOperation((ctx) => {
  const user = ctx.world.collection("User").get(actingUserId(ctx)) ?? {};
  return {
    sub: identityUrl(ctx, String(user.Id)),
    ...userFacts(ctx, user),
    preferred_username: user.Username,
    nickname: user.CommunityNickname ?? user.Alias,
    name: fullName(user),
    given_name: user.FirstName,
    family_name: user.LastName,
    zoneinfo: user.TimeZoneSidKey,
    updated_at: user.LastModifiedDate,
  };
});

/** GET /id/{orgId}/{userId}: the identity URL a token response names (jsforce's `identity()`, the CLI's `org display user`). */
export const identity = defineOperation((ctx) => {
  const userId = toId18(ctx.params.userId ?? "");
  const user = userId === undefined ? undefined : ctx.world.collection("User").get(userId);
  if (toId18(ctx.params.orgId ?? "") !== orgIdOfWorld(ctx) || !user) return json([{ message: "Bad_Id", errorCode: "NOT_FOUND" }], 404);
  return {
    id: identityUrl(ctx, String(user.Id)),
    asserted_user: actingUserId(ctx) === user.Id,
    ...userFacts(ctx, user),
    username: user.Username,
    nick_name: user.CommunityNickname ?? user.Alias,
    display_name: fullName(user),
    first_name: user.FirstName,
    last_name: user.LastName,
    timezone: user.TimeZoneSidKey,
    language: user.LanguageLocaleKey,
    status: { created_date: null, body: null },
    photos: { picture: `${ctx.baseUrl}/profilephoto/005/F`, thumbnail: `${ctx.baseUrl}/profilephoto/005/T` },
    is_app_installed: true,
    utcOffset: 0,
    last_modified_date: user.LastModifiedDate,
  };
});

/** The identity of the request's user, for the version resource list (`identity`). */
export const actingIdentityUrl = (ctx: OperationContext) => identityUrl(ctx, actingUserId(ctx));
