import { describe, expect, test } from "bun:test";
import { useOrg } from "../operations/org.fixture.ts";
import { bulkClient } from "./bulk.fixture.ts";

// An ingest job's life as jsforce and the Salesforce CLI drive it: create, PUT the CSV, close, poll, read results.
const org = useOrg({ Account: [{ Id: "001000000000001AAA", Name: "Acme" }] });
const bulk = bulkClient(org);
const STAMP = "2026-11-21T12:00:00.000+0000";

describe("ingest jobs", () => {
  test("create answers the Open job with its upload URL, in Salesforce's key order", async () => {
    const { status, body } = await bulk.createIngest({ object: "contact", operation: "insert", lineEnding: "LF" });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.stringMatching(/^750[0-9A-Za-z]{15}$/), operation: "insert", object: "Contact", createdById: expect.stringMatching(/^005/),
      createdDate: STAMP, systemModstamp: STAMP, state: "Open", concurrencyMode: "Parallel", contentType: "CSV", apiVersion: 67,
      contentUrl: `services/data/v67.0/jobs/ingest/${body.id}/batches`, lineEnding: "LF", columnDelimiter: "COMMA",
    });
    expect(Object.keys(body)).toEqual(["id", "operation", "object", "createdById", "createdDate", "systemModstamp", "state", "concurrencyMode", "contentType", "apiVersion", "contentUrl", "lineEnding", "columnDelimiter"]);
  });

  test("upload (201, no body), close (UploadComplete), then GET shows JobComplete with its counts", async () => {
    const { body: job } = await bulk.createIngest({ object: "Contact", operation: "insert" });
    const uploaded = await bulk.upload(job.id, "FirstName,LastName\nAda,Lovelace\nNo,\n");
    expect([uploaded.status, await uploaded.text()]).toEqual([201, ""]);
    const closed = await bulk.close(job.id);
    expect([closed.status, closed.body.state, closed.body.id]).toEqual([200, "UploadComplete", job.id]);
    const { body: info } = await bulk.ingestInfo(job.id);
    expect(info).toMatchObject({ state: "JobComplete", jobType: "V2Ingest", numberRecordsProcessed: 2, numberRecordsFailed: 1, retries: 0, totalProcessingTime: 0, apiActiveProcessingTime: 0, apexProcessingTime: 0 });
    expect(info).not.toHaveProperty("contentUrl");
    expect(info).not.toHaveProperty("errorMessage");
  });

  test("results: sf__Id and sf__Created or sf__Error, then the row as uploaded; nothing unprocessed", async () => {
    const { body: job } = await bulk.createIngest({ object: "Contact", operation: "insert" });
    await bulk.upload(job.id, 'LastName,Email\nLovelace,ada@example.com\n"Hopper, G",not-an-email\n');
    await bulk.close(job.id);
    const ok = await bulk.results(job.id, "successfulResults");
    expect([ok.status, ok.headers.get("content-type")]).toEqual([200, "text/csv"]);
    expect(ok.text).toMatch(/^"sf__Id","sf__Created",LastName,Email\n"003[0-9A-Za-z]{15}","true","Lovelace","ada@example.com"\n$/);
    const failed = await bulk.results(job.id, "failedResults");
    expect(failed.text).toBe('"sf__Id","sf__Error",LastName,Email\n"","INVALID_EMAIL_ADDRESS:Email: invalid email address: not-an-email:Email --","Hopper, G","not-an-email"\n');
    expect((await bulk.results(job.id, "unprocessedrecords")).text).toBe("LastName,Email\n");
  });

  test("GET by the 15-character id; list; delete (204) then NOT_FOUND", async () => {
    const job = await bulk.load({ object: "Account", operation: "insert" }, "Name\nListed\n");
    expect((await bulk.ingestInfo(job.id.slice(0, 15))).body.id).toBe(job.id);
    const { body: list } = await org.send("/jobs/ingest");
    expect(list).toMatchObject({ done: true, nextRecordsUrl: null });
    expect(list.records.find((r: { id: string }) => r.id === job.id)).toEqual({
      id: job.id, operation: "insert", object: "Account", createdById: job.createdById, createdDate: STAMP, systemModstamp: STAMP, state: "JobComplete",
      concurrencyMode: "Parallel", contentType: "CSV", apiVersion: 67, jobType: "V2Ingest", lineEnding: "LF", columnDelimiter: "COMMA",
    });
    expect((await org.send("/jobs/ingest?jobType=Classic")).body.records).toEqual([]);
    expect((await org.request(`/jobs/ingest/${job.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await bulk.ingestInfo(job.id)).toMatchObject({ status: 404, body: [{ errorCode: "NOT_FOUND", message: "The requested resource does not exist" }] });
  });

  test("abort: an Open job becomes Aborted; its upload is unprocessed and nothing was written", async () => {
    const { body: job } = await bulk.createIngest({ object: "Account", operation: "insert" });
    await bulk.upload(job.id, "Name\nNever Written\n");
    const aborted = await bulk.close(job.id, "Aborted");
    expect([aborted.status, aborted.body.state]).toEqual([200, "Aborted"]);
    expect((await bulk.results(job.id, "unprocessedrecords")).text).toBe("Name\nNever Written\n");
    expect((await bulk.results(job.id, "successfulResults")).text).toBe('"sf__Id","sf__Created"\n');
    expect((await org.query("SELECT Id FROM Account WHERE Name = 'Never Written'")).body.totalSize).toBe(0);
  });

  test("the trailing slash Salesforce's docs use on result URLs works too", async () => {
    const job = await bulk.load({ object: "Account", operation: "insert" }, "Name\nSlash\n");
    expect((await org.request(`/jobs/ingest/${job.id}/successfulResults/`)).status).toBe(200);
  });
});
