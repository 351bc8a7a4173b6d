/**
 * Only what the evaluator needs from a describe; real describe objects (with many more keys) fit it
 * structurally, so a provider can hand its stored describes over unchanged.
 */
export interface SoqlField {
  name: string;
  type: string;
  referenceTo?: string[];
  relationshipName?: string | null;
  filterable?: boolean;
  sortable?: boolean;
  groupable?: boolean;
  aggregatable?: boolean;
  /** Polymorphic lookups (Task.What, Case.Owner) point at the "Name" entity. */
  namePointing?: boolean;
  custom?: boolean;
  /** Decimal places, for FORMAT() of numbers. */
  scale?: number;
  picklistValues?: { value: string; label: string | null; active?: boolean }[];
}

export interface SoqlChildRelationship {
  childSObject: string;
  field: string;
  relationshipName: string | null;
}

export interface SoqlDescribe {
  name: string;
  fields: SoqlField[];
  childRelationships?: SoqlChildRelationship[];
  /** Lets a polymorphic lookup find the parent's type without trying every candidate. */
  keyPrefix?: string | null;
}

export type SoqlRow = Record<string, unknown>;

export interface SoqlSource {
  /** Case-insensitive; undefined means the object does not exist (INVALID_TYPE). */
  describe(name: string): SoqlDescribe | undefined;
  /** Raw stored rows of that sObject; keys are canonical field names, Id is 18 chars. */
  records(name: string): Iterable<SoqlRow>;
  /** Parent lookups. */
  get(name: string, id: string): SoqlRow | undefined;
  /** e.g. "/services/data/v67.0/sobjects/Account/001..."; `row` is the stored row, for sources that address rows by another key. */
  recordUrl(type: string, id: string, row?: SoqlRow): string;
}

export interface SoqlResult {
  totalSize: number;
  done: boolean;
  records: Record<string, unknown>[];
  /** Only on a child relationship's result, when `childBatchSize` cut it short. */
  nextRecordsUrl?: string;
}

export interface RunSoqlOptions {
  /** Date literals (TODAY, LAST_N_DAYS:n, ...) are relative to this instant, in UTC. */
  now: Date;
  /**
   * REST `queryAll`: rows with `IsDeleted === true` count too, in the main query, child subqueries,
   * semi-joins and parent lookups. Without it they are invisible everywhere, and a lookup to a
   * deleted parent reads as null, as in a normal `query`.
   */
  includeDeleted?: boolean;
  /**
   * Most child rows one parent's subquery result carries inline (default: all of them). A parent
   * with more answers `{ totalSize: <all>, done: false, nextRecordsUrl, records: <first batch> }`.
   * Needs `pageChildren`.
   */
  childBatchSize?: number;
  /**
   * Called once per cut-short child result with all of that parent's rendered child rows (the first
   * `batchSize` of which are already inline); returns the `nextRecordsUrl` for the rows from offset
   * `batchSize` on, e.g. "/services/data/v67.0/query/01gxx-200". The caller keeps the rows.
   */
  pageChildren?: (rows: SoqlRow[], batchSize: number) => string;
  /**
   * The acting user's Id, for `USING SCOPE mine`, `mine_and_my_groups`, `delegated` and `team`;
   * without it those scopes are refused.
   */
  userId?: string;
}
