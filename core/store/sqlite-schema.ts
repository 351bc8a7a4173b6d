// Schema of the embedded store. Bump SCHEMA_VERSION and append a step when it changes.
export const SCHEMA_VERSION = 10;

export const SCHEMA_STEPS: string[] = [
  `CREATE TABLE orgs (id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at INTEGER NOT NULL);
   CREATE TABLE api_keys (id TEXT PRIMARY KEY, org_id TEXT NOT NULL REFERENCES orgs(id), hash TEXT NOT NULL UNIQUE,
     hint TEXT NOT NULL, created_at INTEGER NOT NULL, revoked_at INTEGER);
   CREATE TABLE grants (org_id TEXT NOT NULL REFERENCES orgs(id), slug TEXT NOT NULL, PRIMARY KEY (org_id, slug));
   CREATE TABLE worlds (id TEXT PRIMARY KEY, org_id TEXT NOT NULL, kind TEXT NOT NULL, packs TEXT NOT NULL,
     config TEXT NOT NULL, seed TEXT NOT NULL, random_seed INTEGER NOT NULL, counter INTEGER NOT NULL,
     created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
   CREATE INDEX worlds_expires ON worlds (expires_at);
   CREATE TABLE records (world_id TEXT NOT NULL, pack TEXT NOT NULL, collection TEXT NOT NULL, id TEXT NOT NULL,
     data TEXT NOT NULL, PRIMARY KEY (world_id, pack, collection, id)) WITHOUT ROWID;
   CREATE TABLE journal (world_id TEXT NOT NULL, seq INTEGER NOT NULL, at INTEGER NOT NULL, pack TEXT NOT NULL,
     collection TEXT NOT NULL, record_id TEXT NOT NULL, op TEXT NOT NULL, before TEXT, after TEXT,
     PRIMARY KEY (world_id, seq)) WITHOUT ROWID;`,
  // 2: the MCP gateway's tool-call log, and a credential for worlds whose MCP endpoint needs one.
  `ALTER TABLE worlds ADD COLUMN mcp_credential_hash TEXT;
   CREATE TABLE tool_calls (world_id TEXT NOT NULL, seq INTEGER NOT NULL, at INTEGER NOT NULL, tool TEXT NOT NULL,
     arguments TEXT NOT NULL, outcome TEXT NOT NULL, error TEXT, latency_ms REAL NOT NULL,
     PRIMARY KEY (world_id, seq)) WITHOUT ROWID;`,
  // 3: evaluations: datasets, runs and their task results (the task definition is copied into the run).
  `CREATE TABLE datasets (org_id TEXT NOT NULL, slug TEXT NOT NULL, name TEXT NOT NULL, description TEXT, tasks TEXT NOT NULL,
     created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, PRIMARY KEY (org_id, slug));
   CREATE TABLE runs (id TEXT PRIMARY KEY, org_id TEXT NOT NULL, dataset TEXT NOT NULL, commit_sha TEXT NOT NULL, ref TEXT,
     model TEXT, status TEXT NOT NULL, created_at INTEGER NOT NULL, finished_at INTEGER, conclusion TEXT, regression TEXT,
     comment_markdown TEXT NOT NULL);
   CREATE INDEX runs_baseline ON runs (org_id, dataset, model, finished_at);
   CREATE TABLE task_results (id TEXT PRIMARY KEY, run_id TEXT NOT NULL REFERENCES runs(id), position INTEGER NOT NULL,
     task TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL, lease_id TEXT, lease_expires_at INTEGER, world_id TEXT,
     reward REAL NOT NULL, assertions_passed INTEGER NOT NULL, assertions_counted INTEGER NOT NULL, assertions TEXT NOT NULL,
     error TEXT, graded_at INTEGER);
   CREATE INDEX task_results_run ON task_results (run_id, position);`,
  // 4: the per-task record (answer, usage, tool-call log, timing), baselines a run asked for and took,
  // and the index the run list reads newest first.
  `ALTER TABLE task_results ADD COLUMN leased_at INTEGER;
   ALTER TABLE task_results ADD COLUMN duration_ms INTEGER;
   ALTER TABLE task_results ADD COLUMN answer TEXT;
   ALTER TABLE task_results ADD COLUMN usage TEXT;
   ALTER TABLE task_results ADD COLUMN tool_calls TEXT;
   ALTER TABLE runs ADD COLUMN baseline_request TEXT;
   ALTER TABLE runs ADD COLUMN baseline TEXT;
   CREATE INDEX runs_listing ON runs (org_id, created_at, id);
   CREATE INDEX task_results_status ON task_results (run_id, status, position);`,
  // 5: several nodes: each world's last journal position on its row (the per-request version check
  // reads one row), backfilled from the journal; the index listing an organization's live worlds reads,
  // and a small one over leased tasks, which every claim counts.
  `ALTER TABLE worlds ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
   UPDATE worlds SET seq = COALESCE((SELECT MAX(seq) FROM journal WHERE journal.world_id = worlds.id), 0);
   CREATE INDEX worlds_org ON worlds (org_id, kind, expires_at);
   CREATE INDEX task_results_leased ON task_results (run_id) WHERE status = 'leased';`,
  // 6: each world's stored bytes (its seed, provisioned records and journal, as JSON text), for the byte
  // quotas, backfilled from what the world holds.
  `ALTER TABLE worlds ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
   UPDATE worlds SET bytes = length(seed)
     + COALESCE((SELECT SUM(length(data) + 64) FROM records WHERE records.world_id = worlds.id), 0)
     + COALESCE((SELECT SUM(COALESCE(length(before), 0) + COALESCE(length(after), 0) + 64) FROM journal WHERE journal.world_id = worlds.id), 0);`,
  // 7: trials and verdicts (docs/evals.md): a row per trial, the run's trials, significance level,
  // manifest, comparability and noise-aware verdict, regrades; infrastructure failures get their own
  // status; each graded trial's final state is kept (compressed) for regrading.
  `ALTER TABLE runs ADD COLUMN trials INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE runs ADD COLUMN alpha REAL NOT NULL DEFAULT 0.05;
   ALTER TABLE runs ADD COLUMN manifest TEXT;
   ALTER TABLE runs ADD COLUMN comparability TEXT;
   ALTER TABLE runs ADD COLUMN noise_aware_conclusion TEXT;
   ALTER TABLE runs ADD COLUMN statistics TEXT;
   ALTER TABLE runs ADD COLUMN regrade_of TEXT;
   ALTER TABLE task_results ADD COLUMN trial INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE task_results ADD COLUMN infra_retries INTEGER NOT NULL DEFAULT 0;
   UPDATE task_results SET status = 'infra_error' WHERE status = 'error';
   CREATE INDEX task_results_claim ON task_results (run_id, status, trial, position);
   CREATE TABLE trial_states (task_result_id TEXT PRIMARY KEY, run_id TEXT NOT NULL, created_at INTEGER NOT NULL,
     bytes INTEGER NOT NULL, state BLOB NOT NULL);
   CREATE INDEX trial_states_age ON trial_states (created_at);
   CREATE INDEX trial_states_run ON trial_states (run_id);`,
  // 8: the MCP profile each logged tool call was made through (its tools may share names with others').
  `ALTER TABLE tool_calls ADD COLUMN profile TEXT;`,
  // 9: world control (docs/worlds.md): named checkpoints (a journal position and the id counter there,
  // so one costs a row, whatever the world's size), each world's fault rules, the fault a logged tool
  // call was answered with, the index that finds a task world's run and task, and a fork's source and
  // position (a fork is a row: world-lineage.ts).
  `CREATE TABLE world_checkpoints (world_id TEXT NOT NULL, name TEXT NOT NULL, seq INTEGER NOT NULL, counter INTEGER NOT NULL,
     created_at INTEGER NOT NULL, PRIMARY KEY (world_id, name)) WITHOUT ROWID;
   ALTER TABLE worlds ADD COLUMN faults TEXT;
   ALTER TABLE tool_calls ADD COLUMN fault TEXT;
   CREATE INDEX task_results_world ON task_results (world_id) WHERE world_id IS NOT NULL;
   ALTER TABLE worlds ADD COLUMN base_world TEXT;
   ALTER TABLE worlds ADD COLUMN base_seq BIGINT NOT NULL DEFAULT 0;
   CREATE INDEX worlds_base ON worlds (base_world) WHERE base_world IS NOT NULL;`,
  // 10: access for the browser console: keys get a label, a role (every earlier key was all-powerful,
  // so it stays admin) and their last use; console sessions (only a token's hash is kept); and the
  // text of each logged tool call's result.
  `ALTER TABLE api_keys ADD COLUMN name TEXT;
   ALTER TABLE api_keys ADD COLUMN role TEXT NOT NULL DEFAULT 'admin';
   ALTER TABLE api_keys ADD COLUMN last_used_at INTEGER;
   CREATE TABLE console_sessions (id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, csrf_token TEXT NOT NULL,
     org_id TEXT NOT NULL REFERENCES orgs(id), key_id TEXT NOT NULL REFERENCES api_keys(id), created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER);
   CREATE INDEX console_sessions_org ON console_sessions (org_id, expires_at);
   CREATE INDEX console_sessions_key ON console_sessions (key_id);
   CREATE INDEX console_sessions_expires ON console_sessions (expires_at);
   ALTER TABLE tool_calls ADD COLUMN result TEXT;`,
];
