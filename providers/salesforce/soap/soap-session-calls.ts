// The calls made with a session (its id in the SessionHeader): getUserInfo() and logout(). A session
// is checked as the REST API checks a Bearer token (sf-session.ts): a revoked one, or one of another
// org, is refused; so is a call that carries none, which REST would take as no token at all.
import type { OperationContext } from "../../../core/pack/index.ts";
import { readSessionToken, SESSIONS } from "../session-tokens.ts";
import { tokenRefused, userOfToken } from "../sf-session.ts";
import { SOAP_FAULTS, type SoapFault } from "./soap-faults.ts";
import { sessionIdOf, type SoapEnvelope } from "./soap-envelope.ts";
import type { SoapFlavor } from "./soap-flavor.ts";
import { soapResponse } from "./soap-xml.ts";
import { userInfoXml } from "./user-info.ts";

/** The session's token, or the fault Salesforce answers a missing or refused one. */
function sessionOf(ctx: OperationContext, envelope: SoapEnvelope): string | SoapFault {
  const token = sessionIdOf(envelope);
  return token === undefined || tokenRefused(ctx, token) ? SOAP_FAULTS.invalidSession() : token;
}

/** getUserInfo(): the session's user, as login's userInfo. */
export function soapGetUserInfo(ctx: OperationContext, flavor: SoapFlavor, envelope: SoapEnvelope): Response | SoapFault {
  const token = sessionOf(ctx, envelope);
  if (typeof token !== "string") return token;
  return soapResponse(flavor, `<getUserInfoResponse><result>${userInfoXml(ctx, userOfToken(ctx, token))}</result></getUserInfoResponse>`);
}

/** logout(): ends the session; its id is then refused on every API, REST included. */
export function soapLogout(ctx: OperationContext, flavor: SoapFlavor, envelope: SoapEnvelope): Response | SoapFault {
  const token = sessionOf(ctx, envelope);
  if (typeof token !== "string") return token;
  const session = readSessionToken(token);
  const key = session?.worldId === ctx.world.id ? session.sessionKey : undefined;
  if (key !== undefined && ctx.world.collection(SESSIONS).has(key)) ctx.world.collection(SESSIONS).update(key, { revoked: true });
  return soapResponse(flavor, "<logoutResponse/>");
}
