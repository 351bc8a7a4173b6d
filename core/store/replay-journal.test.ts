import { expect, test } from "bun:test";
import { replayJournal } from "./replay-journal.ts";

const record = (id: string, v: number) => ({ pack: "p", collection: "c", id, data: { v } });
const change = (op: "insert" | "update" | "delete", recordId: string, v?: number) =>
  ({ pack: "p", collection: "c", recordId, op, after: v === undefined ? null : { v } });

test("the provisioned records with each journal entry applied in order: inserts, updates, deletes, a record made again", () => {
  const replayed = replayJournal([record("a", 1), record("b", 1), record("c", 1)], [
    change("update", "a", 2), change("delete", "b"), change("insert", "d", 1), change("delete", "d"), change("insert", "d", 3), change("update", "a", 4),
  ]);
  expect(replayed).toEqual([record("a", 4), record("c", 1), record("d", 3)]);
});

test("a records table already holding the final state (an older store) replays to the same state", () => {
  const journal = [change("insert", "x", 1), change("update", "x", 2), change("delete", "y")];
  const byId = (records: Array<{ id: string }>) => [...records].sort((a, b) => a.id.localeCompare(b.id));
  expect(byId(replayJournal([record("x", 2), record("z", 5)], journal))).toEqual(byId(replayJournal([record("y", 0), record("z", 5)], journal)));
});
