/**
 * Open query cursors, per world, in memory: Salesforce keeps a locator's rows for about 15 minutes.
 * A restart closes them (as an org's cursors expire); the world itself is durable.
 */
const CURSOR_TTL_MS = 15 * 60_000;
const MAX_CURSORS_PER_WORLD = 50;

interface Cursor { rows: unknown[]; batchSize: number; expiresAt: number }

const cursors = new Map<string, Map<string, Cursor>>();

export function openCursor(worldId: string, rows: unknown[], batchSize: number, now: number, random: () => number): string {
  const open = cursors.get(worldId) ?? new Map<string, Cursor>();
  cursors.set(worldId, open);
  for (const [id, cursor] of open) if (cursor.expiresAt <= now || open.size >= MAX_CURSORS_PER_WORLD) open.delete(id);
  const id = `01g${Array.from({ length: 15 }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"[Math.floor(random() * 36)]).join("")}`;
  open.set(id, { rows, batchSize, expiresAt: now + CURSOR_TTL_MS });
  return id;
}

/** The rows of a locator `01g…-<offset>`, or undefined when it is unknown or expired. */
export function readCursor(worldId: string, locator: string, now: number): { rows: unknown[]; offset: number; batchSize: number; id: string } | undefined {
  const [, id, offset] = /^(01g[A-Z0-9]{15})-(\d+)$/.exec(locator) ?? [];
  const cursor = id === undefined ? undefined : cursors.get(worldId)?.get(id);
  if (id === undefined || !cursor || cursor.expiresAt <= now) return undefined;
  return { rows: cursor.rows, offset: Number(offset), batchSize: cursor.batchSize, id };
}
