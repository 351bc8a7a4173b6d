// POST /services/Soap/u/{version}[/{orgId}] (partner) and /services/Soap/c/… (enterprise): one handler
// reads the envelope and dispatches its call. Served: login, getUserInfo, logout; any other call is
// the fault the real endpoint gives a call it does not have (docs/salesforce.md "SOAP API").
import { defineOperation } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import { parseApiVersion } from "../api-versions.ts";
import { SOAP_FAULTS, SoapFault } from "./soap-faults.ts";
import { readEnvelope, type SoapEnvelope } from "./soap-envelope.ts";
import { soapFlavorOf, type SoapFlavor } from "./soap-flavor.ts";
import { soapLogin } from "./soap-login.ts";
import { soapGetUserInfo, soapLogout } from "./soap-session-calls.ts";

type SoapCallHandler = (ctx: OperationContext, flavor: SoapFlavor, version: string, envelope: SoapEnvelope) => Response | SoapFault;

const CALLS: Record<string, SoapCallHandler> = {
  login: soapLogin,
  getUserInfo: (ctx, flavor, _version, envelope) => soapGetUserInfo(ctx, flavor, envelope),
  logout: (ctx, flavor, _version, envelope) => soapLogout(ctx, flavor, envelope),
};

export const soapCall = defineOperation((ctx) => {
  // Routed only from the SOAP paths, so the path always names a flavor.
  const flavor = soapFlavorOf(ctx.url.pathname)!;
  const answer = dispatch(ctx, flavor);
  return answer instanceof SoapFault ? answer.toResponse(flavor) : answer;
});

function dispatch(ctx: OperationContext, flavor: SoapFlavor): Response | SoapFault {
  // The SOAP path names its version without the "v" of REST's: 64.0.
  const version = parseApiVersion(`v${ctx.params.version ?? ""}`);
  if (!version) return SOAP_FAULTS.unsupportedVersion();
  const envelope = readEnvelope(ctx.body);
  if (envelope instanceof SoapFault) return envelope;
  const { call } = envelope;
  const handler = call.ns === flavor.ns && Object.hasOwn(CALLS, call.name) ? CALLS[call.name] : undefined;
  return handler ? handler(ctx, flavor, version, envelope) : SOAP_FAULTS.noOperation(call.ns, call.name);
}
