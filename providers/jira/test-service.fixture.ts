// A served jira world for request-level tests: the example seed, Ada's Basic credential, JSON helpers.
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
