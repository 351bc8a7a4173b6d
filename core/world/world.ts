import type { Collection, JsonRecord, PackWorld, WorldIds } from "../pack/types.ts";
import type { Mutation, Store, StoredRecord, ToolCall, WorldMeta } from "../store/types.ts";
import { createSeededRandom } from "./seeded-random.ts";

type Records = Map<string, JsonRecord>;

/**
 * One world: collections of JSON records per pack, held in memory and written through to the store.
 * Stored records are deep-frozen so a handler cannot change state without going through the journal.
 */
export class World {
  readonly meta: WorldMeta;
  private readonly data = new Map<string, Map<string, Records>>();
  /** Packs' scratch state (ctx.scratch): in memory, dropped with this object when the world goes. */
  private readonly scratchpad = new Map<string, unknown>();
  private readonly store: Store;
  private seq: number;
  private toolCallSeq: number;
  readonly ids: WorldIds;

  constructor(meta: WorldMeta, store: Store, records: StoredRecord[] = [], lastSeq = 0, lastToolCallSeq = 0) {
    this.meta = meta;
    this.store = store;
    this.seq = lastSeq;
    this.toolCallSeq = lastToolCallSeq;
    for (const r of records) this.records(r.pack, r.collection).set(r.id, deepFreeze(r.data));
    const random = createSeededRandom(meta.randomSeed ^ meta.counter);
    this.ids = { next: () => ++this.meta.counter, random };
  }

  get id(): string {
    return this.meta.id;
  }

  isExpired(now: number): boolean {
    return now >= this.meta.expiresAt;
  }

  /** The view of this world that one pack's handlers get. */
  forPack(slug: string, now: () => number): PackWorld {
    return {
      id: this.meta.id,
      collection: (name) => this.collection(slug, name, now),
      collectionNames: () => [...(this.data.get(slug)?.keys() ?? [])].filter((n) => this.data.get(slug)!.get(n)!.size > 0),
      transaction: (fn) => this.transaction(fn),
    };
  }

  /** A pack's scratch value for this world (in memory only): made by `init` on first use, freed with the world. */
  scratch<T>(slug: string, key: string, init: () => T): T {
    const full = `${slug}\u0000${key}`;
    if (!this.scratchpad.has(full)) this.scratchpad.set(full, init());
    return this.scratchpad.get(full) as T;
  }

  /** Frees every pack's scratch state (the registry calls it when the world is removed or expires). */
  releaseScratch(): void {
    this.scratchpad.clear();
  }

  /** Appends one entry to the MCP gateway's log, written through like every other change. */
  logToolCall(call: Omit<ToolCall, "seq">): ToolCall {
    const entry = { ...call, seq: this.toolCallSeq + 1 };
    this.store.appendToolCall(this.meta.id, entry);
    this.toolCallSeq = entry.seq;
    return entry;
  }

  /** Every change since provisioning, oldest first. */
  journal(): Mutation[] {
    return this.store.listJournal(this.meta.id);
  }

  toolCalls(): ToolCall[] {
    return this.store.listToolCalls(this.meta.id);
  }

  /** Moves the expiry (an eval world lives as long as its lease is kept alive). */
  extendTo(expiresAt: number): void {
    if (expiresAt <= this.meta.expiresAt) return;
    this.store.setWorldExpiry(this.meta.id, expiresAt);
    this.meta.expiresAt = expiresAt;
  }

  /** Sets or clears the bearer credential the MCP endpoint requires (a lease's credential dies with it). */
  setMcpCredentialHash(hash: string | null): void {
    this.store.setMcpCredential(this.meta.id, hash);
    this.meta.mcpCredentialHash = hash;
  }

  /** Records as the store holds them, for provisioning and inspection. */
  dump(): StoredRecord[] {
    const out: StoredRecord[] = [];
    for (const [pack, collections] of this.data)
      for (const [collection, records] of collections)
        for (const [id, data] of records) out.push({ pack, collection, id, data });
    return out;
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
    if (!records) collections.set(collection, (records = new Map()));
    return records;
  }

  /** Mutations of the open transaction, written together when it commits. */
  private pending: Mutation[] | undefined;

  private write(mutation: Omit<Mutation, "seq">): void {
    const entry = { ...mutation, seq: this.seq + 1 };
    if (this.pending) this.pending.push(entry);
    else this.store.applyMutation(this.meta.id, this.meta.counter, entry);
    this.seq = entry.seq;
  }

  async transaction<T>(fn: () => T | Promise<T>): Promise<T> {
    if (this.pending) return fn(); // nested: part of the outer transaction
    const pending: Mutation[] = (this.pending = []);
    const seq = this.seq;
    try {
      const result = await fn();
      this.store.applyMutations(this.meta.id, this.meta.counter, pending);
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
    }
  }

  private collection(pack: string, name: string, now: () => number): Collection {
    const records = this.records(pack, name);
    const world = this;
    return {
      name,
      get: (id) => records.get(id),
      has: (id) => records.has(id),
      insert(id, record) {
        if (records.has(id)) throw new Error(`Record ${id} already exists in ${pack}/${name}`);
        const after = deepFreeze(structuredClone(record));
        world.write({ pack, collection: name, recordId: id, op: "insert", before: null, after, at: now() });
        records.set(id, after);
        return after;
      },
      update(id, patch) {
        const before = records.get(id);
        if (!before) throw new Error(`Record ${id} does not exist in ${pack}/${name}`);
        const after = deepFreeze({ ...before, ...structuredClone(patch) });
        world.write({ pack, collection: name, recordId: id, op: "update", before, after, at: now() });
        records.set(id, after);
        return after;
      },
      delete(id) {
        const before = records.get(id);
        if (!before) return false;
        world.write({ pack, collection: name, recordId: id, op: "delete", before, after: null, at: now() });
        records.delete(id);
        return true;
      },
      all: () => [...records.values()],
      find: (predicate) => [...records.values()].filter(predicate),
      count: () => records.size,
    };
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
