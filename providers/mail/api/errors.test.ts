import { expect, test } from "bun:test";
import { startTestService } from "../../../tests/support/test-service.ts";

test("work past the budget answers 503 in the API's shape under /api/, a standalone page elsewhere", async () => {
  // A budget no request can meet: the first checked loop (the mailbox scan) stops the request.
  const strict = await startTestService({ limits: { workBudgetMs: 0.000_001 } });
  try {
    const url = (await strict.createSnapshot("mail", {})).url.replace(/\/+$/, "");
    const api = await strict.mock(`${url}/api/messages?q=invoice`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: { status: 503, message: expect.stringContaining("narrow it") } });
    const page = await strict.mock(`${url}/search?q=invoice`);
    expect(page.status).toBe(503);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("Too much at once");
  } finally {
    await strict.close();
  }
});
