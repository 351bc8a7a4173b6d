// Test helper: a mail snapshot on an in-process service, with its pages fetched and posted as a browser
// would (forms url-encoded, redirects not followed) and the world's records read back for checks.
import { afterAll, beforeAll } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";
import type { MailMessage } from "../records.ts";
import { trimTrailingSlashes } from "../../../core/http/trim-trailing-slashes.ts";

export interface PageWorld {
  t: TestService;
  url: string;
  /** The page path as the pages link it: "/w/<id>/mail". */
  base: string;
  get(path: string): Promise<{ status: number; html: string }>;
  post(path: string, fields: Record<string, string>): Promise<Response>;
  messages(): MailMessage[];
}

/** One service and one fresh snapshot per test file. */
export function pageWorld(): PageWorld {
  const w = {} as PageWorld & { id: string };
  beforeAll(async () => {
    w.t = await startTestService();
    const snapshot = await w.t.createSnapshot("mail", {});
    // Pages link within the world's base path, which the snapshot's url names with a trailing slash.
    w.url = trimTrailingSlashes(snapshot.url);
    w.id = snapshot.snapshotId;
    w.base = new URL(w.url).pathname;
  });
  afterAll(() => w.t.close());
  w.get = async (path) => {
    const response = await w.t.mock(`${w.url}${path}`);
    return { status: response.status, html: await response.text() };
  };
  w.post = (path, fields) =>
    w.t.mock(`${w.url}${path}`, { method: "POST", body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
  w.messages = () => {
    // This node's copy (the only node here; every answer waited for its changes' commit).
    const world = w.t.service.worlds.peek(w.id);
    if (!world) throw new Error(`world ${w.id} is not held in memory`);
    return world.forPack("mail", () => w.t.clock.now).collection("messages").all() as MailMessage[];
  };
  return w;
}

/** The thread ids a list page links to, in order. */
export const threadLinks = (html: string): string[] => [...html.matchAll(/href="[^"]*\/thread\/([^"?]+)"/g)].map((m) => decodeURIComponent(m[1]!));
