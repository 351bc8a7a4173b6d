// jsforce takes the origin of login's serverUrl as its instance URL, so its later SOAP calls reach
// `{origin}/services/Soap/u/…` without the world's path prefix; logout() sends no Authorization
// header either, only the session in the envelope. The session's token names its world
// (session-tokens.ts), so the envelope routes the call as a Bearer token routes a REST request.
import { readSessionToken, worldNamedByToken } from "../session-tokens.ts";
import { isSoapRequest } from "./soap-flavor.ts";
import { readEnvelope, sessionIdOf } from "./soap-envelope.ts";
import { SoapFault } from "./soap-faults.ts";

/** The pack's `worldFromCredential`: a Bearer token's world, else a SOAP call's session header's. */
export function worldOfRequest(request: Request, body: () => Promise<string | undefined>): string | undefined | Promise<string | undefined> {
  return worldNamedByToken(request) ?? (isSoapRequest(request) ? worldOfEnvelope(body) : undefined);
}

async function worldOfEnvelope(body: () => Promise<string | undefined>): Promise<string | undefined> {
  const text = await body();
  if (!text) return undefined;
  const envelope = readEnvelope({ filename: "", type: "text/xml", bytes: new TextEncoder().encode(text) });
  return envelope instanceof SoapFault ? undefined : readSessionToken(sessionIdOf(envelope))?.worldId;
}
