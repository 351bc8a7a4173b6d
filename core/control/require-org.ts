import { authenticate } from "../auth/authenticate.ts";
import type { OrgRow, Store } from "../store/types.ts";
import { controlError } from "./control-errors.ts";

/** The key's organization, or a 401 ControlError. */
export async function requireOrg(store: Store, request: Request): Promise<OrgRow> {
  const org = await authenticate(store, request.headers);
  if (!org) throw controlError("unauthorized");
  return org;
}

/** A JSON body, or a 400 ControlError that says why it is not one. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw controlError("invalidJson", (error as Error).message);
  }
}
