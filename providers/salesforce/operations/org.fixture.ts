import { afterAll, beforeAll, expect } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";
import { trimTrailingSlashes } from "../../../core/http/trim-trailing-slashes.ts";

/** Decoded JSON from the mock: tests read into it freely and assert its shape. */
export type Json = any;

export interface SfRequest {
  method?: string;
  /** An object is sent as JSON; a string is sent as is (malformed JSON, forms). */
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One snapshot of the Salesforce pack on an in-process service, for a test file: `useOrg(seed)` at
 * the top level starts it before the tests and closes it after.
 */
export class SfOrg {
  t!: TestService;
  url = "";

  /** The REST root of the version the docs use. */
  get base(): string {
    return `${this.url}/services/data/v67.0`;
  }

  /** `path` under the REST root, or from the instance URL when it starts with `/services/` or `/id/`. */
  request(path: string, init: SfRequest = {}): Promise<Response> {
    const target = /^\/(services|id)\//.test(path) ? `${this.url}${path}` : `${this.base}${path}`;
    const body = init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    return this.t.mock(target, { method: init.method ?? "GET", body, headers: { "content-type": "application/json", ...init.headers } });
  }

  /** Status and decoded body (null when the answer has none). */
  async send(path: string, init: SfRequest = {}): Promise<{ status: number; body: Json; headers: Headers }> {
    const response = await this.request(path, init);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  /** GET /query?q=… with optional headers (Sforce-Query-Options). */
  query(soql: string, headers: Record<string, string> = {}, resource: "query" | "queryAll" = "query") {
    return this.send(`/${resource}?q=${encodeURIComponent(soql)}`, { headers });
  }

  /** The world's built-in integration user's username (unique per world: integration-<tag>@understudy.example). */
  async integrationUsername(): Promise<string> {
    const { body } = await this.query("SELECT Username FROM User WHERE Alias = 'integ' LIMIT 1");
    return body.records[0].Username;
  }

  /** Live rows of an object, counted with SOQL. */
  async count(sobject: string): Promise<number> {
    const { body } = await this.query(`SELECT COUNT() FROM ${sobject}`);
    return body.totalSize;
  }
}

/** `ttl` ("1h" by default, up to "7d") for tests that move the clock far. */
export function useOrg(seed: Record<string, unknown[]> = {}, options: { ttl?: string } = {}): SfOrg {
  const org = new SfOrg();
  beforeAll(async () => {
    org.t = await startTestService();
    // The snapshot's url ends in "/"; tests append paths that start with one.
    org.url = trimTrailingSlashes((await org.t.createSnapshot("salesforce", { seed, ...options })).url);
  });
  afterAll(() => org.t.close());
  return org;
}

/** The body of a Salesforce REST error: `[{ message, errorCode, fields? }]`, the message exact or matched. */
export const sfError = (errorCode: string, message: string | RegExp, fields?: string[]) => [
  { errorCode, message: typeof message === "string" ? message : expect.stringMatching(message), ...(fields ? { fields } : {}) },
];
