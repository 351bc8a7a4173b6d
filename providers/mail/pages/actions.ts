// The pages' door to ../actions: the same functions the JSON API and MCP tools call, each change run in
// one world transaction, and a MailError (unknown message, bad address…) handed back as a value so a
// page can show its message instead of the JSON error the API renders.
import type { PackWorld } from "../../../core/pack/index.ts";
import { MailError, listLabels } from "../actions/index.ts";
import type { Label } from "../records.ts";

export * from "../actions/index.ts";

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: MailError };

/** Runs an action in a transaction (a failure changes nothing); a MailError becomes `{ ok: false }`. */
export async function attempt<T>(world: PackWorld, action: () => T): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await world.transaction(action) };
  } catch (error) {
    if (error instanceof MailError) return { ok: false, error };
    throw error;
  }
}

/** A label by its id, or null (pages answer 404 themselves). */
export const findLabelOrNull = (world: PackWorld, id: string): Label | null => listLabels(world).find((l) => l.id === id) ?? null;
