// The largest uploads a client can make, each valid so it is read to its end and stored: a dataset of
// the most tasks at a byte size, a seed of the most rows at a byte size, a Slack file through the
// v2 upload flow (get an upload URL, send the bytes, complete). What they hold is checked and stored
// while another organization waits, unless it streams or is refused for its size.
import { CRM_TASKS } from "../support/eval-fixtures.ts";
import { stallCase, type StallCase } from "./stall-case.ts";

export interface UploadSizes {
  /** Bytes of the dataset PUT (the issue's: 15.5 MiB). */
  uploadBytes: number;
  /** Bytes of the seed and the file: the largest body the planes read (the file: 19 MiB). */
  hugeBodyBytes: number;
  /** Tasks of the dataset (MAX_DATASET_TASKS) and rows of the seed (MAX_SEED_ROWS). */
  datasetTasks: number;
  seedRows: number;
}

/** `count` items of which the JSON takes about `bytes`, each padded by a long description. */
function padded<T>(count: number, bytes: number, make: (i: number, padding: string) => T): T[] {
  const padding = "p".repeat(Math.max(0, Math.floor(bytes / count) - 200));
  return Array.from({ length: count }, (_, i) => make(i, padding));
}

// The CRM task's assertions name Acme by this id.
const tenAccounts = (padding: string) =>
  Array.from({ length: 10 }, (_, i) => ({ ...(i ? {} : { Id: "001000000000001AAA" }), Name: i ? `Other ${i}` : "Acme", Description: padding.slice(0, Math.floor(padding.length / 10)) }));

export function uploadCases(sizes: UploadSizes, installed: string[]): StallCase[] {
  const base = CRM_TASKS[0]!;
  const cases = [
    stallCase("control", "PUT /api/v1/datasets/{slug}", "huge-dataset", {
      method: "PUT", path: "/api/v1/datasets/stall-huge", auth: "key", headers: { "content-type": "application/json" },
      // The bytes are in each task's seed (ten accounts), which the upload checks by seeding it.
      body: JSON.stringify({ name: "Stall huge", tasks: padded(sizes.datasetTasks, sizes.uploadBytes, (i, padding) => ({ ...base, id: `task-${i}`, seed: { salesforce: { Account: tenAccounts(padding) } } })) }),
    }),
    stallCase("control", "POST /providers/{slug}/create-snapshot", "huge-seed", {
      method: "POST", path: "/providers/salesforce/create-snapshot", auth: "key", headers: { "content-type": "application/json" },
      body: JSON.stringify({ ttl: "5m", seed: { salesforce: { Account: padded(sizes.seedRows, sizes.hugeBodyBytes, (i, padding) => ({ Name: `Big ${i}`, Description: padding })) } } }),
    }),
  ];
  if (installed.includes("slack"))
    cases.push(stallCase("slack", "POST /upload/v1/{uploadId}", "huge-file", { method: "POST", path: "/upload/v1/{uploadId}", auth: "token" }, {
      scenario: async (send) => {
        const bytes = new Uint8Array(sizes.hugeBodyBytes).fill(65);
        const slot = await send("POST", "/api/files.getUploadURLExternal", { filename: "big.bin", length: String(bytes.length) }, { surface: "slack" });
        const { ok, upload_url: url, file_id: id } = JSON.parse(slot.body) as { ok: boolean; upload_url: string; file_id: string };
        if (!ok) return slot;
        const sent = await send("POST", url, undefined, { surface: "slack", raw: bytes, contentType: "application/octet-stream" });
        if (sent.status >= 300) return sent;
        return send("POST", "/api/files.completeUploadExternal", { files: [{ id, title: "big" }], channel_id: "C0GENERAL" }, { surface: "slack" });
      },
    }));
  return cases;
}
