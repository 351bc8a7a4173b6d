// The failures the core detects (no route, wrong method, a body over the limit, a fault in our code,
// a request no world claims) answered on the SOAP endpoints as SOAP faults, so a SOAP client reads
// them as it reads Salesforce's; every other path keeps the REST API's error shape.
import type { PackErrors } from "../../../core/pack/index.ts";
import { SOAP_FAULTS, SoapFault } from "./soap-faults.ts";
import { soapFlavorOf } from "./soap-flavor.ts";

type Kind = keyof PackErrors;

function soapAnswer(kind: Kind, request: Request, detail: string): Response | undefined {
  const flavor = soapFlavorOf(URL.parse(request.url)?.pathname ?? "");
  if (!flavor) return undefined;
  switch (kind) {
    case "notFound":
      return new SoapFault("soapenv:Client", "No service was found at this address.").toResponse(flavor, 404);
    case "methodNotAllowed":
      return new SoapFault("soapenv:Client", `HTTP method ${request.method} is not supported: send the envelope with POST.`).toResponse(flavor, 405);
    case "payloadTooLarge":
      return SOAP_FAULTS.tooLarge(Number(detail)).toResponse(flavor);
    case "unauthorized":
      return SOAP_FAULTS.invalidSession().toResponse(flavor);
    case "quotaExceeded":
      return SOAP_FAULTS.storageLimit(detail).toResponse(flavor);
    default:
      return SOAP_FAULTS.unknownException(detail).toResponse(flavor);
  }
}

/** `errors` with every hook answering a SOAP fault on the SOAP endpoints. */
export function withSoapFaults(errors: Required<Omit<PackErrors, "render">>): PackErrors {
  return {
    ...errors,
    notFound: (request) => soapAnswer("notFound", request, "") ?? errors.notFound(request),
    methodNotAllowed: (request, allowed) => soapAnswer("methodNotAllowed", request, "") ?? errors.methodNotAllowed(request, allowed),
    invalidJson: (message, request) => soapAnswer("invalidJson", request, message) ?? errors.invalidJson(message, request),
    internal: (message, request) => soapAnswer("internal", request, message) ?? errors.internal(message, request),
    unauthorized: (message, request) => soapAnswer("unauthorized", request, message) ?? errors.unauthorized(message, request),
    payloadTooLarge: (limit, request) => soapAnswer("payloadTooLarge", request, String(limit)) ?? errors.payloadTooLarge(limit, request),
    invalidRequest: (problems, request) => soapAnswer("invalidRequest", request, problems.map((p) => p.message).join("; ")) ?? errors.invalidRequest(problems, request),
    workBudgetExceeded: (message, request) => soapAnswer("workBudgetExceeded", request, message) ?? errors.workBudgetExceeded(message, request),
    quotaExceeded: (message, request) => soapAnswer("quotaExceeded", request, message) ?? errors.quotaExceeded(message, request),
  };
}
