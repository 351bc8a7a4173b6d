// A served jira world for request-level tests: the example seed, Ada's Basic credential, JSON helpers.
import { afterAll, beforeAll } from "bun:test";
import { startTestService, type TestService, type TestServiceOverrides } from "../../tests/support/test-service.ts";
import { OPS_SEED } from "./seed-example.ts";
import { trimTrailingSlashes } from "../../core/http/trim-trailing-slashes.ts";

export const basicAuth = (email: string) => `Basic ${btoa(`${email}:any-api-token`)}`;
export const ADA_AUTH = basicAuth("ada@acme.example");

export interface JiraAnswer {
  status: number;
  body: any;
  headers: Headers;
}

export interface JiraWorld {
  service: TestService;
  url: string;
  call(method: string, path: string, options?: { body?: unknown; auth?: string | null }): Promise<JiraAnswer>;
  close(): Promise<void>;
}

export async function startJiraWorld(seed: object = OPS_SEED, overrides: TestServiceOverrides = {}): Promise<JiraWorld> {
  const service = await startTestService(overrides);
  // The site's base as Jira names it (self, baseUrl): the snapshot's url without its trailing slash.
  const url = trimTrailingSlashes((await service.createSnapshot("jira", { seed })).url);
  return {
    service,
    url,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { authorization: options.auth === undefined ? ADA_AUTH : options.auth ?? "" };
      if (options.body !== undefined) headers["content-type"] = "application/json";
      const response = await service.mock(`${url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {}
      return { status: response.status, body, headers: response.headers };
    },
    close: () => service.close(),
  };
}

export const GRACE_AUTH = basicAuth("grace@acme.example");
/** A Basic credential of nobody on the site: Jira's anonymous-admin cases. */
export const ADMIN_AUTH = basicAuth("nobody@elsewhere.example");

/** A one-paragraph Atlassian Document: what REST v3 takes for a comment or description. */
export const adf = (text: string) => ({ type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

/** A test file's Jira world: started before its tests, closed after them. */
export interface JiraTestWorld {
  readonly url: string;
  readonly service: TestService;
  /** A request as Ada unless `auth` says otherwise; JSON in and out. */
  call(method: string, path: string, body?: unknown, auth?: string): Promise<JiraAnswer>;
}

export function useJiraWorld(seed: object = OPS_SEED): JiraTestWorld {
  let world: JiraWorld | undefined;
  beforeAll(async () => {
    world = await startJiraWorld(seed);
  }, 30_000);
  afterAll(() => world?.close());
  const started = (): JiraWorld => {
    if (!world) throw new Error("the Jira world starts in beforeAll: use it inside a test");
    return world;
  };
  return {
    get url() {
      return started().url;
    },
    get service() {
      return started().service;
    },
    call: (method, path, body, auth) => started().call(method, path, { body, auth }),
  };
}
