import type { OperationContext } from "../../core/pack/index.ts";

/**
 * Open query cursors, in the world's scratch state (in memory, freed with the world): Salesforce keeps a locator's rows for about 15 minutes.
 * A restart closes them (as an org's cursors expire); the world itself is durable.
 */
const CURSOR_TTL_MS = 15 * 60_000;
const MAX_CURSORS_PER_WORLD = 50;

/** A cursor's rows: an array, or records rendered as their page is read (soql planSoql), which an array also is. */
export interface CursorRows {
  length: number;
  slice(from: number, to?: number): unknown[];
}

interface Cursor { rows: CursorRows; batchSize: number; expiresAt: number }

type Scratch = Pick<OperationContext, "scratch">;
const cursorsOf = (ctx: Scratch) => ctx.scratch("query-cursors", () => new Map<string, Cursor>());

export function openCursor(ctx: Scratch, rows: CursorRows, batchSize: number, now: number, random: () => number): string {
  const open = cursorsOf(ctx);
  for (const [id, cursor] of open) if (cursor.expiresAt <= now || open.size >= MAX_CURSORS_PER_WORLD) open.delete(id);
  const id = `01g${Array.from({ length: 15 }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"[Math.floor(random() * 36)]).join("")}`;
  open.set(id, { rows, batchSize, expiresAt: now + CURSOR_TTL_MS });
  return id;
}

/** The rows of a locator `01g…-<offset>`, or undefined when it is unknown or expired. */
export function readCursor(ctx: Scratch, locator: string, now: number): { rows: CursorRows; offset: number; batchSize: number; id: string } | undefined {
  const [, id, offset] = /^(01g[A-Z0-9]{15})-(\d+)$/.exec(locator) ?? [];
  const cursor = id === undefined ? undefined : cursorsOf(ctx).get(id);
  if (id === undefined || !cursor || cursor.expiresAt <= now) return undefined;
  return { rows: cursor.rows, offset: Number(offset), batchSize: cursor.batchSize, id };
}
