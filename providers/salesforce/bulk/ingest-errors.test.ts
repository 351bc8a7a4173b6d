import { describe, expect, test } from "bun:test";
import { sfError, useOrg } from "../operations/org.fixture.ts";
import { bulkClient } from "./bulk.fixture.ts";
import { MAX_INGEST_ROWS } from "./ingest-process.ts";

// Bad requests are 4xx in Salesforce's error shape; bad job data fails the job (state Failed, errorMessage)
// without writing a row.
const org = useOrg({ Account: [{ Id: "001000000000001AAA", Name: "Acme" }] });
const bulk = bulkClient(org);
const openJob = async (body: object = { object: "Account", operation: "insert" }) => (await bulk.createIngest(body)).body.id as string;

describe("creating an ingest job", () => {
  test.each([
    [undefined, 400, "JSON_PARSER_ERROR", /No content to map/],
    [[], 400, "JSON_PARSER_ERROR", /Cannot deserialize instance of JobInfo from START_ARRAY/],
    [{ object: "Account" }, 400, "INVALIDJOB", "operation is required"],
    [{ object: "Account", operation: "merge" }, 400, "INVALIDJOB", "Invalid operation: merge. Valid values are insert, update, upsert, delete, hardDelete."],
    [{ operation: "insert" }, 400, "INVALIDJOB", "object is required"],
    [{ object: "Nope__c", operation: "insert" }, 400, "INVALIDENTITY", "Entity 'Nope__c' is not supported by the Bulk API."],
    [{ object: "Account", operation: "insert", contentType: "JSON" }, 400, "INVALIDJOB", "Invalid contentType: JSON. Valid values are CSV."],
    [{ object: "Account", operation: "insert", columnDelimiter: "COLON" }, 400, "INVALIDJOB", /^Invalid columnDelimiter: COLON/],
    [{ object: "Account", operation: "insert", lineEnding: "CR" }, 400, "INVALIDJOB", "Invalid lineEnding: CR. Valid values are LF, CRLF."],
    [{ object: "Account", operation: "upsert" }, 400, "INVALIDJOB", "External ID was blank for Account. An External ID must be specified for upsert."],
    [{ object: "Account", operation: "upsert", externalIdFieldName: "Name" }, 400, "INVALIDJOB", "Field name provided, Name does not match an External ID, Salesforce Id, or indexed field for Account"],
  ])("%j is refused", async (body, status, errorCode, message) => {
    const response = await org.send("/jobs/ingest", { method: "POST", body });
    expect([response.status, response.body]).toEqual([status, sfError(errorCode, message)]);
  });

  test("an unserved API version is NOT_FOUND", async () => {
    expect((await org.send("/services/data/v19.0/jobs/ingest", { method: "POST", body: { object: "Account", operation: "insert" } })).status).toBe(404);
  });
});

describe("uploading and closing", () => {
  test("a second upload is refused; so is an empty one", async () => {
    const id = await openJob();
    expect((await bulk.upload(id, "")).status).toBe(400);
    expect((await bulk.upload(id, "Name\nOne\n")).status).toBe(201);
    const again = await bulk.upload(id, "Name\nTwo\n");
    expect([again.status, await again.json()]).toEqual([400, sfError("INVALIDJOB", /^Found multiple contents for job: <750\w{15}>, please 'Close' \/ 'Abort' \/ 'Delete'/)]);
  });

  test("a closed job takes no upload, no second close and no abort once complete; a bad state is INVALIDJOBSTATE", async () => {
    const job = await bulk.load({ object: "Account", operation: "insert" }, "Name\nClosed\n");
    expect((await bulk.upload(job.id, "Name\nLate\n")).status).toBe(400);
    expect(await bulk.close(job.id)).toMatchObject({ status: 400, body: sfError("INVALIDJOBSTATE", /is not Open \(state JobComplete\)/) });
    expect(await bulk.close(job.id, "Aborted")).toMatchObject({ status: 400, body: sfError("INVALIDJOBSTATE", /already JobComplete/) });
    expect(await bulk.close(await openJob(), "JobComplete")).toMatchObject({ status: 400, body: sfError("INVALIDJOBSTATE", /^Invalid state: "JobComplete"/) });
  });

  test("an Open job cannot be deleted nor its results read", async () => {
    const id = await openJob();
    expect(await org.send(`/jobs/ingest/${id}`, { method: "DELETE" })).toMatchObject({ status: 400, body: sfError("INVALIDJOBSTATE", /Open/) });
    expect((await bulk.results(id, "successfulResults")).status).toBe(400);
  });

  test("unknown job ids, and a query job's id on the ingest path, are NOT_FOUND", async () => {
    const { body: query } = await bulk.createQuery({ operation: "query", query: "SELECT Id FROM Account" });
    for (const id of ["750000000000000AAA", "nonsense", query.id])
      expect(await bulk.ingestInfo(id)).toEqual({ status: 404, body: sfError("NOT_FOUND", "The requested resource does not exist"), headers: expect.anything() });
  });
});

describe("a job whose data cannot be read fails, writes nothing, and leaves its upload unprocessed", () => {
  test.each([
    ["an unknown column", "Name,Nope__c\nNever,1\n", "InvalidBatch : Field name not found : Nope__c"],
    ["a repeated column", "Name,name\nNever,Twice\n", "InvalidBatch : Duplicate field name: name"],
    ["CRLF data in an LF job", "Name\r\nNever\r\n", "ClientInputError : LineEnding is invalid on user data. Current LineEnding setting is LF"],
    ["an unterminated quote", 'Name\n"Never\n', "ClientInputError : Unterminated quoted field in row 2"],
    ["a short row", "Name,Phone\nNever\n", "ClientInputError : Row 1 has 1 columns, but the header has 2"],
    ["a relationship column with no lookup", "Name,Boss.Email\nNever,x@example.com\n", "InvalidBatch : Field name not found : Boss.Email"],
  ])("%s", async (_case, csv, errorMessage) => {
    const job = await bulk.load({ object: "Account", operation: "insert" }, csv);
    expect(job).toMatchObject({ state: "Failed", errorMessage, numberRecordsProcessed: 0, numberRecordsFailed: 0 });
    expect((await bulk.results(job.id, "unprocessedrecords")).text).toBe(csv);
    expect((await bulk.results(job.id, "failedResults")).text).toBe('"sf__Id","sf__Error"\n');
    expect((await org.query("SELECT Id FROM Account WHERE Name = 'Never'")).body.totalSize).toBe(0);
  });

  test("a delete job needs an Id column", async () => {
    expect(await bulk.load({ object: "Account", operation: "delete" }, "Name\nAcme\n")).toMatchObject({ state: "Failed", errorMessage: "InvalidBatch : Field name not found : Id" });
  });

  test("closing a job with no data fails it", async () => {
    const id = await openJob();
    await bulk.close(id);
    expect((await bulk.ingestInfo(id)).body).toMatchObject({ state: "Failed", errorMessage: "InvalidBatch : No content was uploaded for this job" });
  });

  test(`more than ${MAX_INGEST_ROWS} rows fail the job before any is written`, async () => {
    const csv = `Name\n${Array.from({ length: MAX_INGEST_ROWS + 1 }, (_, i) => `Never ${i}`).join("\n")}\n`;
    expect(await bulk.load({ object: "Account", operation: "insert" }, csv)).toMatchObject({ state: "Failed", errorMessage: expect.stringMatching(/^ExceededQuota : A job takes at most/) });
    expect((await org.query("SELECT COUNT() FROM Account WHERE Name LIKE 'Never%'")).body.totalSize).toBe(0);
  });
});
