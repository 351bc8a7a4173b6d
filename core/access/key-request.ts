import type { KeyRole } from "../store/types.ts";
import { controlError } from "../control/control-errors.ts";

/** What POST /api/v1/keys asks for. */
export interface KeyRequest { name: string | null; role: KeyRole }

const SHAPE = 'The body must be a JSON object: {"name"?: string, "role"?: "admin" | "member"}.';
const NAME_CHARS = 100;

/**
 * The body of POST /api/v1/keys, or a 400 saying what is wrong. A key made here is a member key unless
 * asked: the least power by default. The name is shown in listings and the CLI, so no control characters.
 */
export function readKeyRequest(body: unknown): KeyRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw controlError("invalidBody", SHAPE);
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((field) => field !== "name" && field !== "role");
  if (unknown !== undefined) throw controlError("invalidBody", `Unknown field "${unknown}". ${SHAPE}`);
  const { name = null, role = "member" } = fields;
  if (name !== null && !isKeyName(name)) throw controlError("invalidBody", `"name" must be ${KEY_NAME_RULE} (or null, or absent).`);
  if (!isKeyRole(role)) throw controlError("invalidBody", '"role" must be "admin" or "member" (absent: "member").');
  return { name, role };
}

/** What a key's name must be: the API and the CLI say it alike. */
export const KEY_NAME_RULE = `a string of 1 to ${NAME_CHARS} characters, without control characters`;

export function isKeyName(name: unknown): name is string {
  return typeof name === "string" && [...name].length >= 1 && [...name].length <= NAME_CHARS && !/\p{Cc}/u.test(name);
}

export const isKeyRole = (role: unknown): role is KeyRole => role === "admin" || role === "member";
