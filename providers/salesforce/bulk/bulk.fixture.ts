import { expect } from "bun:test";
import type { Json, SfOrg } from "../operations/org.fixture.ts";

/** Bulk API 2.0 calls on a test org: JSON job calls, CSV uploads and CSV results. */
export function bulkClient(org: SfOrg) {
  const csvGet = async (path: string) => {
    const response = await org.request(path);
    return { status: response.status, text: await response.text(), headers: response.headers };
  };
  return {
    createIngest: (body: Json) => org.send("/jobs/ingest", { method: "POST", body }),
    upload: (id: string, csv: string) => org.request(`/jobs/ingest/${id}/batches`, { method: "PUT", body: csv, headers: { "content-type": "text/csv" } }),
    close: (id: string, state = "UploadComplete") => org.send(`/jobs/ingest/${id}`, { method: "PATCH", body: { state } }),
    ingestInfo: (id: string) => org.send(`/jobs/ingest/${id}`),
    results: (id: string, which: "successfulResults" | "failedResults" | "unprocessedrecords") => csvGet(`/jobs/ingest/${id}/${which}`),
    createQuery: (body: Json) => org.send("/jobs/query", { method: "POST", body }),
    queryInfo: (id: string) => org.send(`/jobs/query/${id}`),
    queryPage: (id: string, params = "") => csvGet(`/jobs/query/${id}/results${params}`),
    /** Create, upload, close: the job's info after processing. */
    async load(body: Json, csv: string): Promise<Json> {
      const created = await org.send("/jobs/ingest", { method: "POST", body });
      expect(created.status).toBe(200);
      const uploaded = await this.upload(created.body.id, csv);
      expect(uploaded.status).toBe(201);
      const closed = await this.close(created.body.id);
      expect([closed.status, closed.body.state]).toEqual([200, "UploadComplete"]);
      return (await this.ingestInfo(created.body.id)).body;
    },
  };
}
