// login(): a username and a password (with the security token appended, when the seed gives the user
// one) for a session, the same session the OAuth grants open, so its id works as a Bearer token on
// the REST API. Answered as the partner (or enterprise) API answers: LoginResult with the user's info.
import type { OperationContext } from "../../../core/pack/index.ts";
import { checkPassword } from "../operations/oauth-grants.ts";
import { openSession } from "../operations/oauth-session.ts";
import { orgIdOfWorld } from "../sf-session.ts";
import { SOAP_FAULTS, type SoapFault } from "./soap-faults.ts";
import { argument, type SoapEnvelope } from "./soap-envelope.ts";
import type { SoapFlavor } from "./soap-flavor.ts";
import { soapResponse, xmlFields } from "./soap-xml.ts";
import { userInfoXml } from "./user-info.ts";

/** login() is gone from API version 65.0 on (Salesforce retires it in Summer '27). */
const LAST_LOGIN_VERSION = 64;
const LOGIN_ARGUMENTS = new Set(["username", "password"]);

export function soapLogin(ctx: OperationContext, flavor: SoapFlavor, version: string, envelope: SoapEnvelope): Response | SoapFault {
  if (Number.parseFloat(version) > LAST_LOGIN_VERSION) return SOAP_FAULTS.loginUnavailable(version);
  const stray = envelope.call.children.find((child) => child.ns !== flavor.ns || !LOGIN_ARGUMENTS.has(child.name));
  if (stray) return SOAP_FAULTS.invalidElement(stray.ns, stray.name);
  const user = checkPassword(ctx, argument(envelope.call, "username") ?? "", argument(envelope.call, "password") ?? "");
  if (!user) return SOAP_FAULTS.invalidLogin();
  const userId = String(user.Id);
  const session = openSession(ctx, { userId, clientId: clientOf(envelope) });
  // Endpoints name the org by its 15-character id, as Salesforce's do.
  const org15 = orgIdOfWorld(ctx).slice(0, 15);
  const result = xmlFields([
    ["metadataServerUrl", `${ctx.baseUrl}/services/Soap/m/${version}/${org15}`],
    ["passwordExpired", false],
    ["sandbox", false],
    ["serverUrl", `${ctx.baseUrl}/services/Soap/${flavor.letter}/${version}/${org15}`],
    ["sessionId", session.access_token!],
    ["userId", userId],
  ]);
  return soapResponse(flavor, `<loginResponse><result>${result}<userInfo>${userInfoXml(ctx, userId)}</userInfo></result></loginResponse>`);
}

/** The client a CallOptions header names (simple-salesforce sends one), kept with the session as its client id. */
function clientOf(envelope: SoapEnvelope): string {
  const client = argument(envelope.headers.find((entry) => entry.name === "CallOptions"), "client")?.trim();
  return client ? client.slice(0, 255) : "SOAP API";
}
