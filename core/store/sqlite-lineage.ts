// A fork's line on SQLite (world-lineage.ts): the worlds its state is read from, and its journal read
// along them. One place for the worlds table (loading, catch-up) and the world-control API (pages).
import type { Statement } from "bun:sqlite";
import { lineageFrom, segmentsAfter, type LineageSegment } from "./world-lineage.ts";

type Row = Record<string, any>;

export function sqliteLineage(stmt: (sql: string) => Statement) {
  const lineage = (id: string): LineageSegment[] =>
    lineageFrom(id, (world) => stmt("SELECT base_world, base_seq FROM worlds WHERE id = ?").get(world) as never);
  /** The journal after `afterSeq` along the world's line (`line`, when the caller has it), oldest first, at most `limit` entries (-1: all). */
  const journalAlong = (id: string, afterSeq: number, limit = -1, columns = "*", line = lineage(id)): Row[] => {
    const out: Row[] = [];
    for (const { worldId, upTo } of segmentsAfter(line, afterSeq)) {
      if (limit >= 0 && out.length >= limit) break;
      const until = Number.isFinite(upTo) ? upTo : Number.MAX_SAFE_INTEGER;
      out.push(...(stmt(`SELECT ${columns} FROM journal WHERE world_id = ? AND seq > ? AND seq <= ? ORDER BY seq LIMIT ?`).all(worldId, afterSeq, until, limit < 0 ? -1 : limit - out.length) as Row[]));
    }
    return out;
  };
  return { lineage, journalAlong };
}
