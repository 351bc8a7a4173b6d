import type { Collection, JsonRecord, PackWorld, WorldIds } from "../pack/types.ts";
import type { Mutation, Store, StoredRecord, ToolCall, WorldMeta, WorldVersion } from "../store/types.ts";
import { createSeededRandom } from "./seeded-random.ts";
import type { CommitQueue } from "./commit-queue.ts";
import { WorldConflict } from "./world-conflict.ts";
import { createCollection, deepFreeze } from "./world-collection.ts";
import { RecordMap } from "./record-map.ts";
import { journalEntrySize, recordSize, ROW_OVERHEAD, serializeRecord } from "../store/record-text.ts";
import { checkQuota, type WorldQuota } from "./world-quota.ts";
import { faultTableFor, type FaultTable } from "../faults/fault-table.ts";

type Records = RecordMap;

/**
 * One world: collections of JSON records per pack, held in memory and written through to the store.
 * Stored records are deep-frozen so a handler cannot change state without going through the journal.
 *
 * Changes are applied in memory at once and committed by the commit queue, grouped with whatever else
 * arrived in the same tick; `flushed()` waits for them, so no answer acknowledges an uncommitted change.
 * A commit refused because another node wrote first makes this copy stale: the registry drops it and
 * the request runs again on the stored state (WorldConflict).
 */
export class World {
  readonly meta: WorldMeta;
  private readonly data = new Map<string, Map<string, Records>>();
  /** Packs' scratch state (ctx.scratch) by pack and key: in memory, dropped with this object when the world goes. */
  private readonly scratchpad = new Map<string, Map<string, unknown>>();
  /** Each pack's view (forPack), made once per clock. */
  private readonly views = new Map<string, { now: () => number; view: PackWorld }>();
  private readonly store: Store;
  private readonly commits: CommitQueue;
  /** Last journal position in memory, and the last one the store has committed. */
  private seq: number;
  private committed: number;
  /** Changes made since the last commit was taken, in order. */
  private unflushed: Mutation[] = [];
  private waiters: Array<{ seq: number; resolve: () => void; reject: (error: Error) => void }> = [];
  /** Set when a commit of this copy failed: it no longer matches the store and must not serve. */
  private failure: Error | undefined;
  readonly ids: WorldIds;
  /** The byte quotas its writes are checked against (the registry sets them; none: unbounded). */
  quota: WorldQuota | undefined;
  /**
   * Its fault rules with this copy's match counts (core/faults/); null when it has none, which is all the
   * read path checks. Counts live here, in memory: a copy loaded afresh starts them again.
   */
  faults: FaultTable | null = null;

  constructor(meta: WorldMeta, store: Store, commits: CommitQueue, records: StoredRecord[] = [], lastSeq = 0) {
    this.meta = meta;
    this.store = store;
    this.commits = commits;
    this.seq = this.committed = lastSeq;
    for (const r of records) this.records(r.pack, r.collection).set(r.id, deepFreeze(r.data));
    // A world made before sizes were stored: its records' sizes (known from the text they were read from).
    if (meta.bytes === undefined) meta.bytes = records.reduce((sum, r) => sum + recordSize(r.data) + ROW_OVERHEAD, 0);
    this.random = createSeededRandom(meta.randomSeed ^ meta.counter);
    this.ids = { next: () => ++this.meta.counter, random: () => this.random() };
    this.setFaults(meta.faults);
  }

  /** The world's random source, seeded from its seed and id counter (as a load from the store seeds it). */
  private random: () => number;

  get id(): string {
    return this.meta.id;
  }

  isExpired(now: number): boolean {
    return now >= this.meta.expiresAt;
  }

  /**
   * The view of this world that one pack's handlers get. Made once per pack (and clock), with its
   * collections: every request asks for it, and the objects hold no request state.
   */
  forPack(slug: string, now: () => number): PackWorld {
    const kept = this.views.get(slug);
    if (kept && kept.now === now) return kept.view;
    const collections = new Map<string, Collection>();
    const view: PackWorld = {
      id: this.meta.id,
      collection: (name) => {
        let collection = collections.get(name);
        if (!collection) collections.set(name, (collection = this.collection(slug, name, now)));
        return collection;
      },
      collectionNames: () => [...(this.data.get(slug)?.keys() ?? [])].filter((n) => this.data.get(slug)!.get(n)!.size > 0),
      transaction: (fn) => this.transaction(fn),
    };
    this.views.set(slug, { now, view });
    return view;
  }

  /** A pack's scratch value for this world (in memory only): made by `init` on first use, freed with the world. */
  scratch<T>(slug: string, key: string, init: () => T): T {
    let pack = this.scratchpad.get(slug);
    if (!pack) this.scratchpad.set(slug, (pack = new Map()));
    if (pack.has(key)) return pack.get(key) as T;
    const value = init();
    pack.set(key, value);
    return value;
  }

  /** Frees every pack's scratch state (the registry calls it when the world is removed or expires). */
  releaseScratch(): void {
    this.scratchpad.clear();
  }

  /** Appends one entry to the MCP gateway's log, durably, at the position the store gives it. */
  async logToolCall(call: Omit<ToolCall, "seq">): Promise<ToolCall> {
    return { ...call, seq: await this.store.appendToolCall(this.meta.id, call) };
  }

  /** Every committed change since provisioning, oldest first. */
  async journal(): Promise<Mutation[]> {
    await this.flushed();
    return this.store.listJournal(this.meta.id);
  }

  toolCalls(): Promise<ToolCall[]> {
    return this.store.listToolCalls(this.meta.id);
  }

  /** Moves the expiry (an eval world lives as long as its lease is kept alive). */
  async extendTo(expiresAt: number): Promise<void> {
    if (expiresAt <= this.meta.expiresAt) return;
    await this.store.setWorldExpiry(this.meta.id, expiresAt);
    this.meta.expiresAt = expiresAt;
  }

  /** Sets or clears the bearer credential the MCP endpoint requires (a lease's credential dies with it). */
  async setMcpCredentialHash(hash: string | null): Promise<void> {
    await this.store.setMcpCredential(this.meta.id, hash);
    this.meta.mcpCredentialHash = hash;
  }

  /** False once a commit of this copy failed: the registry replaces it with the stored state. */
  get usable(): boolean {
    return this.failure === undefined;
  }

  /** The last journal position the store holds for this copy. */
  get committedSeq(): number {
    return this.committed;
  }

  /** True while changes made here are not committed yet. */
  get hasUncommitted(): boolean {
    return this.seq !== this.committed;
  }

  /**
   * Resolves once every change made so far (by any request on this node) is committed: a response
   * waits for it, so it never shows or acknowledges state the store might refuse. Rejects with
   * WorldConflict when the store refused them.
   */
  flushed(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.committed >= this.seq) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ seq: this.seq, resolve, reject }));
  }

  /** What the world has made the store hold, in bytes of JSON text (world-quota.ts). */
  get bytes(): number {
    return this.meta.bytes ?? 0;
  }

  /** The commit queue takes what is waiting: one unit of this world's changes since its last commit. */
  takeUnflushed(): { baseSeq: number; counter: number; mutations: Mutation[]; bytes: number } {
    const mutations = this.unflushed;
    this.unflushed = [];
    return { baseSeq: this.committed, counter: this.meta.counter, mutations, bytes: this.bytes };
  }

  /** The commit queue's answer for a unit: committed up to `seq`, or failed (a conflict or a store error). */
  settle(outcome: { seq: number } | { error: Error; refused?: Mutation[] }): void {
    if ("error" in outcome) {
      // Lost to another node's commit: undo what was not committed and stay usable, so the next request
      // replays just the other node's changes. A store error, or a transaction still open on the undone
      // state, leaves nothing to trust: the copy is dropped and loaded again.
      if (outcome.error instanceof WorldConflict && outcome.refused && !this.pending) this.rollBack(outcome.refused);
      else this.failure = outcome.error;
      for (const waiter of this.waiters.splice(0)) waiter.reject(outcome.error);
      return;
    }
    this.committed = Math.max(this.committed, outcome.seq);
    const still = this.waiters.filter((waiter) => waiter.seq > this.committed);
    for (const waiter of this.waiters) if (waiter.seq <= this.committed) waiter.resolve();
    this.waiters = still;
  }

  /** Undoes the refused unit and every change made after it, newest first, back to the last commit. */
  private rollBack(refused: Mutation[]): void {
    this.undo([...refused, ...this.unflushed]);
    this.unflushed = [];
    this.seq = this.committed;
    this.releaseScratch();
  }

  /**
   * Another node's committed changes, from the journal, applied to this copy (which has none of its
   * own in flight). Packs' scratch state was derived from the old records: it is dropped.
   */
  catchUp(mutations: Mutation[], version: WorldVersion): boolean {
    // A change made here meanwhile was based on the old records: only a full reload is right now. So is
    // a counter that went back (a restored checkpoint): the random source is seeded from it.
    if (this.hasUncommitted || this.failure || version.counter < this.meta.counter) return false;
    for (const m of mutations) {
      // Entries past the version were committed after it was read: their ids may be past its counter,
      // so they wait for the next request's check (the counter and the records must agree).
      if (m.seq <= this.committed || m.seq > version.seq) continue;
      const records = this.records(m.pack, m.collection);
      if (m.op === "delete") records.delete(m.recordId);
      else records.set(m.recordId, deepFreeze(m.after!));
      this.seq = this.committed = m.seq;
      this.meta.bytes = this.bytes + journalEntrySize(m);
    }
    this.meta.counter = Math.max(this.meta.counter, version.counter);
    this.refresh(version);
    if (mutations.length) this.releaseScratch();
    return true;
  }

  /** The stored expiry and credential (another node may have moved them: a heartbeat, a lease's end). */
  refresh(version: WorldVersion): void {
    this.meta.expiresAt = version.expiresAt;
    this.meta.mcpCredentialHash = version.mcpCredentialHash;
    if (version.faults !== this.meta.faults) this.setFaults(version.faults);
  }

  /** The stored fault rules' text (undefined: none); the table is parsed again only when the text changed. */
  setFaults(text: string | undefined): void {
    this.meta.faults = text;
    this.faults = faultTableFor(this.faults, text, this.meta.randomSeed);
  }

  /** Takes over an earlier copy's fault counts when the rules are the same: a reload on this node does not restart them. */
  adoptFaults(earlier: World): void {
    if (earlier.faults && earlier.faults.text === this.faults?.text) this.faults = earlier.faults;
  }

  /**
   * Sets a record to exactly `value` (null: absent), journaled as a write of its pack: for core code
   * that replaces whole records (a checkpoint's restore, restore-world.ts). False when it already is.
   */
  setRecord(pack: string, collection: string, id: string, value: JsonRecord | null, at: number): boolean {
    const records = this.records(pack, collection);
    const before = records.get(id) ?? null;
    if (JSON.stringify(before) === JSON.stringify(value)) return false;
    const after = value === null ? null : deepFreeze(structuredClone(value));
    this.write({ pack, collection, recordId: id, op: after === null ? "delete" : before === null ? "insert" : "update", before, after, at });
    if (after === null) records.delete(id);
    else records.set(id, after);
    return true;
  }

  /**
   * Sets the id counter (a restore sets it back) and reseeds the random source from it, as a load from
   * the store would; packs' scratch state, derived from the old records, is dropped. The counter is
   * committed with the next write, or by `commitCounter`.
   */
  rewindCounter(counter: number): void {
    this.meta.counter = counter;
    this.random = createSeededRandom(this.meta.randomSeed ^ counter);
    this.releaseScratch();
  }

  /** Commits the counter alone (no journal entry), once every change made here is committed. */
  async commitCounter(): Promise<void> {
    await this.flushed();
    const [ok] = await this.store.commitWorlds([{ worldId: this.meta.id, baseSeq: this.committed, counter: this.meta.counter, mutations: [] }]);
    if (!ok) throw new WorldConflict(this.meta.id);
  }

  /** Records as the store holds them, for provisioning and inspection. */
  dump(): StoredRecord[] {
    const out: StoredRecord[] = [];
    for (const [pack, collections] of this.data)
      for (const [collection, records] of collections)
        for (const [id, data] of records) out.push({ pack, collection, id, data });
    return out;
  }

  /** One collection's records by id, for core readers (the world-control API): never modify them. */
  recordsOf(pack: string, collection: string): RecordMap | undefined {
    return this.data.get(pack)?.get(collection);
  }

  /** The names of a pack's collections that hold records. */
  collectionsOf(pack: string): string[] {
    return [...(this.data.get(pack)?.entries() ?? [])].filter(([, records]) => records.size > 0).map(([name]) => name);
  }

  recordCount(): number {
    let n = 0;
    for (const collections of this.data.values()) for (const records of collections.values()) n += records.size;
    return n;
  }

  private records(pack: string, collection: string): Records {
    let collections = this.data.get(pack);
    if (!collections) this.data.set(pack, (collections = new Map()));
    let records = collections.get(collection);
    if (!records) collections.set(collection, (records = new RecordMap()));
    return records;
  }

  /** Mutations of the open transaction, written together when it commits. */
  private pending: Mutation[] | undefined;

  /**
   * Journals a change, or throws before anything changed: WorldConflict for a stale copy, QuotaExceeded
   * for a change past a byte quota (deletes always pass). The change's text is made here, once: its size
   * is what the quota counts, and the commit writes the same text (record-text.ts).
   */
  private write(mutation: Omit<Mutation, "seq">): void {
    if (this.failure) throw new WorldConflict(this.meta.id);
    if (mutation.after) serializeRecord(mutation.after);
    const size = journalEntrySize(mutation);
    if (mutation.op !== "delete") checkQuota(this.quota, this.bytes, size);
    this.meta.bytes = this.bytes + size;
    if (this.quota) this.quota.org.bytes += size;
    const entry = { ...mutation, seq: this.seq + 1 };
    if (this.pending) this.pending.push(entry);
    else this.enqueue([entry]);
    this.seq = entry.seq;
  }

  private enqueue(mutations: Mutation[]): void {
    if (!mutations.length) return;
    if (!this.unflushed.length) this.commits.schedule(this);
    this.unflushed.push(...mutations);
  }

  async transaction<T>(fn: () => T | Promise<T>): Promise<T> {
    if (this.pending) return fn(); // nested: part of the outer transaction
    const pending: Mutation[] = (this.pending = []);
    const seq = this.seq;
    try {
      const result = await fn();
      // Committed as one unit: all or none, like the transaction itself.
      this.enqueue(pending);
      return result;
    } catch (error) {
      this.undo(pending);
      this.seq = seq;
      throw error;
    } finally {
      this.pending = undefined;
    }
  }

  private undo(mutations: Mutation[]): void {
    for (const m of [...mutations].reverse()) {
      const records = this.records(m.pack, m.collection);
      if (m.before) records.set(m.recordId, m.before);
      else records.delete(m.recordId);
      const size = journalEntrySize(m);
      this.meta.bytes = this.bytes - size;
      if (this.quota) this.quota.org.bytes -= size;
    }
  }

  private collection(pack: string, name: string, now: () => number): Collection {
    return createCollection(this.records(pack, name), { pack, name, now, write: (mutation) => this.write(mutation) });
  }
}
