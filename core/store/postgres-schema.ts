// Schema of the PostgreSQL store: the SQLite tables (sqlite-schema.ts) at their current shape, with the
// same column names, so rows map to the domain the same way (store-rows.ts, eval-rows.ts). Timestamps
// are BIGINT milliseconds, JSON stays TEXT (both stores parse it the same way), and text keys use the
// "C" collation: byte order, as SQLite compares, whatever the database's locale.
// Append a step when it changes; a step, once released, never changes.

const key = `TEXT COLLATE "C"`;

export const POSTGRES_SCHEMA_STEPS: string[] = [
  `CREATE TABLE orgs (id ${key} PRIMARY KEY, name ${key} NOT NULL UNIQUE, created_at BIGINT NOT NULL);
   CREATE TABLE api_keys (id ${key} PRIMARY KEY, org_id ${key} NOT NULL REFERENCES orgs(id), hash TEXT NOT NULL UNIQUE,
     hint TEXT NOT NULL, created_at BIGINT NOT NULL, revoked_at BIGINT);
   CREATE TABLE grants (org_id ${key} NOT NULL REFERENCES orgs(id), slug ${key} NOT NULL, PRIMARY KEY (org_id, slug));
   CREATE TABLE worlds (id ${key} PRIMARY KEY, org_id ${key} NOT NULL, kind TEXT NOT NULL, packs TEXT NOT NULL,
     config TEXT NOT NULL, seed TEXT NOT NULL, random_seed BIGINT NOT NULL, counter BIGINT NOT NULL,
     created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, mcp_credential_hash TEXT, seq BIGINT NOT NULL DEFAULT 0);
   CREATE INDEX worlds_expires ON worlds (expires_at);
   CREATE INDEX worlds_org ON worlds (org_id, kind, expires_at);
   CREATE TABLE records (world_id ${key} NOT NULL, pack ${key} NOT NULL, collection ${key} NOT NULL, id ${key} NOT NULL,
     data TEXT NOT NULL, PRIMARY KEY (world_id, pack, collection, id));
   CREATE TABLE journal (world_id ${key} NOT NULL, seq BIGINT NOT NULL, at BIGINT NOT NULL, pack TEXT NOT NULL,
     collection TEXT NOT NULL, record_id TEXT NOT NULL, op TEXT NOT NULL, before TEXT, after TEXT, PRIMARY KEY (world_id, seq));
   CREATE TABLE tool_calls (world_id ${key} NOT NULL, seq BIGINT NOT NULL, at BIGINT NOT NULL, tool TEXT NOT NULL,
     arguments TEXT NOT NULL, outcome TEXT NOT NULL, error TEXT, latency_ms DOUBLE PRECISION NOT NULL, PRIMARY KEY (world_id, seq));
   CREATE TABLE datasets (org_id ${key} NOT NULL, slug ${key} NOT NULL, name TEXT NOT NULL, description TEXT, tasks TEXT NOT NULL,
     created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL, PRIMARY KEY (org_id, slug));
   CREATE TABLE runs (id ${key} PRIMARY KEY, org_id ${key} NOT NULL, dataset ${key} NOT NULL, commit_sha TEXT NOT NULL, ref ${key},
     model ${key}, status TEXT NOT NULL, created_at BIGINT NOT NULL, finished_at BIGINT, conclusion TEXT, regression TEXT,
     comment_markdown TEXT NOT NULL, baseline_request TEXT, baseline TEXT,
     -- Insertion order: the newest of runs finished in the same millisecond (SQLite's rowid).
     seq BIGINT GENERATED ALWAYS AS IDENTITY);
   CREATE INDEX runs_baseline ON runs (org_id, dataset, model, finished_at);
   CREATE INDEX runs_listing ON runs (org_id, created_at, id);
   CREATE TABLE task_results (id ${key} PRIMARY KEY, run_id ${key} NOT NULL REFERENCES runs(id), position INTEGER NOT NULL,
     task TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL, lease_id TEXT, lease_expires_at BIGINT, world_id TEXT,
     reward DOUBLE PRECISION NOT NULL, assertions_passed INTEGER NOT NULL, assertions_counted INTEGER NOT NULL, assertions TEXT NOT NULL,
     error TEXT, graded_at BIGINT, leased_at BIGINT, duration_ms BIGINT, answer TEXT, usage TEXT, tool_calls TEXT);
   CREATE INDEX task_results_run ON task_results (run_id, position);
   CREATE INDEX task_results_status ON task_results (run_id, status, position);
   CREATE INDEX task_results_leased ON task_results (run_id) WHERE status = 'leased';`,
  // 2: each world's stored bytes (its seed, provisioned records and journal, as JSON text), for the byte
  // quotas, backfilled from what the world holds.
  `ALTER TABLE worlds ADD COLUMN bytes BIGINT NOT NULL DEFAULT 0;
   UPDATE worlds SET bytes = length(seed)
     + COALESCE((SELECT SUM(length(data) + 64) FROM records WHERE records.world_id = worlds.id), 0)
     + COALESCE((SELECT SUM(COALESCE(length(before), 0) + COALESCE(length(after), 0) + 64) FROM journal WHERE journal.world_id = worlds.id), 0);`,
  // 3: trials and verdicts, as SQLite's step 7.
  `ALTER TABLE runs ADD COLUMN trials INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE runs ADD COLUMN alpha DOUBLE PRECISION NOT NULL DEFAULT 0.05;
   ALTER TABLE runs ADD COLUMN manifest TEXT;
   ALTER TABLE runs ADD COLUMN comparability TEXT;
   ALTER TABLE runs ADD COLUMN noise_aware_conclusion TEXT;
   ALTER TABLE runs ADD COLUMN statistics TEXT;
   ALTER TABLE runs ADD COLUMN regrade_of ${key};
   ALTER TABLE task_results ADD COLUMN trial INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE task_results ADD COLUMN infra_retries INTEGER NOT NULL DEFAULT 0;
   UPDATE task_results SET status = 'infra_error' WHERE status = 'error';
   CREATE INDEX task_results_claim ON task_results (run_id, status, trial, position);
   CREATE TABLE trial_states (task_result_id ${key} PRIMARY KEY, run_id ${key} NOT NULL, created_at BIGINT NOT NULL,
     bytes BIGINT NOT NULL, state BYTEA NOT NULL);
   CREATE INDEX trial_states_age ON trial_states (created_at);
   CREATE INDEX trial_states_run ON trial_states (run_id);`,
  // 4: the MCP profile of each logged tool call, as SQLite's step 8.
  `ALTER TABLE tool_calls ADD COLUMN profile TEXT;`,
  // 5: world control, as SQLite's step 9.
  `CREATE TABLE world_checkpoints (world_id TEXT NOT NULL, name TEXT NOT NULL, seq BIGINT NOT NULL, counter BIGINT NOT NULL,
     created_at BIGINT NOT NULL, PRIMARY KEY (world_id, name));
   ALTER TABLE worlds ADD COLUMN faults TEXT;
   ALTER TABLE tool_calls ADD COLUMN fault TEXT;
   CREATE INDEX task_results_world ON task_results (world_id) WHERE world_id IS NOT NULL;
   ALTER TABLE worlds ADD COLUMN base_world TEXT;
   ALTER TABLE worlds ADD COLUMN base_seq BIGINT NOT NULL DEFAULT 0;
   CREATE INDEX worlds_base ON worlds (base_world) WHERE base_world IS NOT NULL;`,
  // 6: access for the browser console, as SQLite's step 10.
  `ALTER TABLE api_keys ADD COLUMN name TEXT;
   ALTER TABLE api_keys ADD COLUMN role TEXT NOT NULL DEFAULT 'admin';
   ALTER TABLE api_keys ADD COLUMN last_used_at BIGINT;
   CREATE TABLE console_sessions (id ${key} PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, csrf_token TEXT NOT NULL,
     org_id ${key} NOT NULL REFERENCES orgs(id), key_id ${key} NOT NULL REFERENCES api_keys(id), created_at BIGINT NOT NULL,
     last_seen_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, revoked_at BIGINT);
   CREATE INDEX console_sessions_org ON console_sessions (org_id, expires_at);
   CREATE INDEX console_sessions_key ON console_sessions (key_id);
   CREATE INDEX console_sessions_expires ON console_sessions (expires_at);
   ALTER TABLE tool_calls ADD COLUMN result TEXT;`,
];

export const POSTGRES_SCHEMA_VERSION = POSTGRES_SCHEMA_STEPS.length;
