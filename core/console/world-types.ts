// The world-control API's answers as the console reads them (core/world-control/).
export interface WorldSummaryView {
  worldId: string; kind: "task" | "snapshot"; packs: string[]; urls: Record<string, string>; mcpUrl: string;
  createdAt: string; expiresAt: string; records: number; journalSeq: number; bytes: number;
  runId?: string; taskResultId?: string; task?: string; trial?: number; forkedFrom?: string;
}
export interface FieldChange { before: unknown; after: unknown }
export interface RecordEntry { pack: string; collection: string; id: string; record: Record<string, unknown> }
export interface WorldDiffView {
  worldId: string; since: { checkpoint: string | null; seq: number };
  added: RecordEntry[]; changed: Array<{ pack: string; collection: string; id: string; changes: Record<string, FieldChange> }>; removed: RecordEntry[];
}
export interface WorldStateView { worldId: string; collections: Array<{ pack: string; collection: string; count: number }>; records: RecordEntry[]; next: string | null }
export interface CheckpointView { name: string; seq: number; createdAt: string }
export interface FaultRulesView { worldId: string; rules: unknown[] }
