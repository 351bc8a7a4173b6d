import { afterAll, expect, test } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";

const service = await startServiceProcess();
afterAll(() => service.close());

const createSnapshot = (body: unknown) => service.createSnapshot("salesforce", body);
/** Sleeps until a little after `expiresAt`, however long the steps before took (no fixed real-clock bet). */
const pastExpiry = (expiresAt: string) => Bun.sleep(Math.max(0, Date.parse(expiresAt) + 100 - Date.now()));
const sf = (url: string, init: RequestInit = {}) => fetch(url, { ...init, headers: { authorization: "Bearer t", "content-type": "application/json" } });

test("kill -9 loses no live snapshot nor any record written before it; expired ones stay gone", async () => {
  const live = await createSnapshot({ ttl: "1h", seed: { Account: [{ Name: "Seeded" }] } });
  const short = await createSnapshot({ ttl: "1s" });
  const created = await (await sf(`${live.url}/services/data/v67.0/sobjects/Account`, { method: "POST", body: JSON.stringify({ Name: "Written" }) })).json();
  expect(created.success).toBe(true);

  await service.kill("SIGKILL");
  await pastExpiry(short.expiresAt);
  await service.restart();

  const result = await (await sf(`${live.url}/services/data/v67.0/query?q=${encodeURIComponent("SELECT Name FROM Account ORDER BY Name")}`)).json();
  expect(result.records.map((r: { Name: string }) => r.Name)).toEqual(["Seeded", "Written"]);
  const expired = await sf(`${short.url}/services/data/v67.0/sobjects`);
  expect(expired.status).toBe(404);
  // Counted in the store at start; the live one loaded on its first request above.
  expect(service.output()).toContain("1 live world(s) in the store, loaded on first use");
});

test("an expired snapshot stops answering at once over HTTP, without waiting for the reaper", async () => {
  // Long enough for the first call to land in time on a busy machine; the reaper runs every 5 s.
  const snapshot = await createSnapshot({ ttl: "3s" });
  expect((await sf(`${snapshot.url}/services/data/v67.0/sobjects`)).status).toBe(200);
  await pastExpiry(snapshot.expiresAt);
  const gone = await sf(`${snapshot.url}/services/data/v67.0/sobjects`);
  expect(gone.status).toBe(404);
  expect((await gone.json())[0].errorCode).toBe("NOT_FOUND");
});
