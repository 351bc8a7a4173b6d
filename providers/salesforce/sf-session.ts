import type { OperationContext } from "../../core/pack/index.ts";
import { DEFAULT_USER_ID, generateId } from "./record-ids.ts";

/** Every world is one org; its id never changes. */
export const ORG_ID = generateId("00D", 0);

/** The password of the built-in integration user (docs/salesforce.md); seeded users bring their own. */
export const DEFAULT_PASSWORD = "understudy";

/**
 * Where seeded passwords live: a pack-internal collection, never shown as an sObject. They are test
 * fixtures kept as given (seeding is synchronous and web-standard crypto hashing is not): never seed a
 * real password.
 */
export const CREDENTIALS = "_credentials";

/** Tokens look like Salesforce's (`00D…!…`) and name the user they were issued to. */
export function issueToken(userId: string, randomPart: string): string {
  return `${ORG_ID}!${userId}.${randomPart}`;
}

/** The user a request acts as: the user its token was issued to, else the integration user (any token works). */
export function actingUserId(ctx: OperationContext): string {
  const token = /^(?:Bearer|OAuth)\s+(\S+)/i.exec(ctx.request.headers.get("authorization") ?? "")?.[1] ?? "";
  const userId = /^00D[A-Za-z0-9]{15}!(005[A-Za-z0-9]{15})\./.exec(token)?.[1];
  return userId && ctx.world.collection("User").has(userId) ? userId : DEFAULT_USER_ID;
}
