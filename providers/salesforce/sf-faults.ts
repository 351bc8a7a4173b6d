// Injected faults (docs/worlds.md "Faults") as Salesforce answers them: its API request limit is a 403
// REQUEST_LIMIT_EXCEEDED with the usage header (Salesforce sends no Retry-After); a failure on its side is
// a 500 UNKNOWN_EXCEPTION; a request cut off as too long, REQUEST_RUNNING_TOO_LONG. The SOAP endpoints
// answer SOAP faults with the same codes, and the OAuth token endpoint OAuth's `temporarily_unavailable`.
import type { PackFaults } from "../../core/pack/index.ts";
import { DAILY_API_REQUESTS } from "./api-usage.ts";
import { isTokenRequest, oauthError } from "./operations/oauth.ts";
import { sfError } from "./sf-errors.ts";
import { SOAP_FAULTS } from "./soap/soap-faults.ts";
import { soapFlavorOf } from "./soap/soap-flavor.ts";

const REQUEST_LIMIT = "TotalRequests Limit exceeded.";
const UNKNOWN = "An unexpected error occurred. Please include this ErrorId if you contact support: 1094711542-42 (-1105431577)";
const TOO_LONG = "Your request was running for too long, and has been stopped.";

/** The SOAP fault, the token endpoint's OAuth error, or the REST answer, by where the request went. */
function shaped(request: Request, code: string, message: string, rest: () => Response): Response {
  const flavor = soapFlavorOf(URL.parse(request.url)?.pathname ?? "");
  if (flavor) return (code === "REQUEST_LIMIT_EXCEEDED" ? SOAP_FAULTS.requestLimit(message) : SOAP_FAULTS.unknownException(message)).toResponse(flavor);
  if (isTokenRequest(request)) return oauthError(503, "temporarily_unavailable", message);
  return rest();
}

export const salesforceFaults: PackFaults = {
  rateLimited: (_seconds, request) =>
    shaped(request, "REQUEST_LIMIT_EXCEEDED", REQUEST_LIMIT, () => {
      const response = sfError(403, "REQUEST_LIMIT_EXCEEDED", REQUEST_LIMIT);
      // The org has used its whole daily allowance: what the header says on a refused request.
      response.headers.set("Sforce-Limit-Info", `api-usage=${DAILY_API_REQUESTS}/${DAILY_API_REQUESTS}`);
      return response;
    }),
  serverError: (request) => shaped(request, "UNKNOWN_EXCEPTION", UNKNOWN, () => sfError(500, "UNKNOWN_EXCEPTION", UNKNOWN)),
  gatewayTimeout: (request) => shaped(request, "REQUEST_RUNNING_TOO_LONG", TOO_LONG, () => sfError(504, "REQUEST_RUNNING_TOO_LONG", TOO_LONG)),
};
