import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "./service-process.ts";

const ROOT = resolve(import.meta.dir, "../..");

/**
 * The Salesforce CLI's bin/run.js in .cache/sf-cli, installed by scripts/ensure-sf-cli.mjs when missing
 * (once per clone; the script says what it does on stderr). Throws with the script's output if it fails.
 */
export function ensureSfCli(): string {
  const run = Bun.spawnSync(["node", "scripts/ensure-sf-cli.mjs"], { cwd: ROOT, stdout: "pipe", stderr: "inherit" });
  const path = run.stdout.toString().trim();
  if (run.exitCode !== 0 || !path.endsWith("run.js")) throw new Error(`node scripts/ensure-sf-cli.mjs failed (exit ${run.exitCode}); see its output above`);
  return path;
}

export interface SfResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** The `--json` envelope's `result` when the command printed one (status 0), else undefined. */
  result: any;
  /** The whole `--json` envelope, when stdout was JSON. */
  envelope: any;
}

export interface SfOptions { env?: Record<string, string>; stdin?: string }

/**
 * One developer machine: its own HOME (where the CLI keeps logins, aliases, config and logs) and a
 * project folder to run in, whose sfdx-project.json gives web logins a free local callback port.
 */
export interface SfMachine {
  home: string;
  cwd: string;
  /** Runs `sf <args>` under Node; resolves with its output, whatever its exit code. */
  sf(args: string[], options?: SfOptions): Promise<SfResult>;
  /** Runs `sf <args> --json` and returns its `result`; throws with the CLI's message unless it exits 0. */
  json(args: string[], options?: SfOptions): Promise<any>;
  close(): void;
}

/**
 * The CLI's environment, built from nothing but PATH: a developer's own SF_* settings (a default org,
 * an access token) must not leak in, and with no desktop variables `xdg-open` falls back to $BROWSER.
 * The file keychain keeps secrets out of the user's real keychain; telemetry, update checks and
 * release notes stay off so a run makes no requests but the ones to the snapshot.
 */
function cliEnv(home: string, extra: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: home,
    USERPROFILE: home,
    TMPDIR: tmpdir(),
    LANG: "C.UTF-8",
    NO_COLOR: "1",
    FORCE_COLOR: "0",
    SF_USE_GENERIC_UNIX_KEYCHAIN: "true",
    SF_DISABLE_TELEMETRY: "true",
    SF_AUTOUPDATE_DISABLE: "true",
    // What oclif's update plugin reads in 2.138.0: without it a fresh HOME spawns `sf update --autoupdate`,
    // which would update whatever `sf` is on the developer's PATH.
    SF_DISABLE_AUTOUPDATE: "true",
    SF_SKIP_NEW_VERSION_CHECK: "true",
    SFDX_DISABLE_DNS_CHECK: "true",
    SF_HIDE_RELEASE_NOTES: "true",
    SF_HIDE_RELEASE_NOTES_FOOTER: "true",
    SF_USE_PROGRESS_BAR: "false",
    SF_LOG_LEVEL: "warn",
    ...extra,
  };
}

export function sfMachine(runJs: string, name: string): SfMachine {
  const home = mkdtempSync(join(tmpdir(), `sf-cli-${name}-`));
  const cwd = join(home, "project");
  mkdirSync(join(cwd, "force-app"), { recursive: true });
  writeFileSync(join(cwd, "sfdx-project.json"), JSON.stringify({ packageDirectories: [{ path: "force-app", default: true }], oauthLocalPort: freePort(), sourceApiVersion: "62.0" }));
  const sf = async (args: string[], options: SfOptions = {}): Promise<SfResult> => {
    const proc = Bun.spawn(["node", runJs, ...args], {
      cwd,
      env: cliEnv(home, options.env ?? {}),
      stdin: options.stdin === undefined ? "ignore" : new TextEncoder().encode(options.stdin),
      stdout: "pipe",
      stderr: "pipe",
    });
    const [stdout, stderr, exitCode] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
    let envelope: any;
    try {
      envelope = JSON.parse(stdout);
    } catch {}
    return { exitCode, stdout, stderr, envelope, result: envelope?.status === 0 ? envelope.result : undefined };
  };
  return {
    home,
    cwd,
    sf,
    async json(args, options) {
      const run = await sf([...args, "--json"], options);
      if (run.exitCode !== 0 || run.envelope?.status !== 0) throw new Error(`sf ${args.join(" ")} exited ${run.exitCode}: ${describeFailure(run)}`);
      return run.result;
    },
    close: () => rmSync(home, { recursive: true, force: true }),
  };
}

/** The CLI's own words for a failure: the JSON envelope's name and message, else its output. */
export function describeFailure(run: SfResult): string {
  const e = run.envelope;
  if (e && typeof e === "object") return `${e.name ?? "Error"}: ${e.message ?? JSON.stringify(e)}${e.data ? ` ${JSON.stringify(e.data).slice(0, 500)}` : ""}`;
  return `${run.stdout.slice(0, 1500)}\n${run.stderr.slice(0, 1500)}`;
}

/**
 * Runs `jobs` at most `limit` at a time (each CLI start-up keeps a core busy for about a second) and
 * returns each one's promise by name, every rejection kept for the test that awaits it.
 */
export function limited<T>(limit: number, jobs: Record<string, () => Promise<T>>): Record<string, Promise<T>> {
  const queue = Object.entries(jobs);
  const out: Record<string, Promise<T>> = {};
  const slots: Array<() => void> = [];
  let running = 0;
  const acquire = () => (running < limit ? (running++, Promise.resolve()) : new Promise<void>((resolve) => slots.push(resolve)));
  const release = () => {
    const next = slots.shift();
    if (next) next();
    else running--;
  };
  for (const [name, job] of queue) {
    out[name] = acquire().then(job).finally(release);
    out[name].catch(() => {});
  }
  return out;
}

export interface OAuthSession { access_token: string; instance_url: string; id: string }

/** POSTs an OAuth token request to a snapshot, as a script would with curl. */
export async function requestToken(url: string, params: Record<string, string>): Promise<OAuthSession> {
  const response = await fetch(`${url}services/oauth2/token`, { method: "POST", body: new URLSearchParams(params) });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`token ${params.grant_type}: ${response.status} ${JSON.stringify(body)}`);
  return body as OAuthSession;
}

/** The org and user ids a token response's identity URL names (`…/id/<orgId>/<userId>`). */
export function identityOf(session: OAuthSession): { orgId: string; userId: string } {
  const [orgId, userId] = new URL(session.id).pathname.split("/").slice(-2) as [string, string];
  return { orgId, userId };
}

/** A REST reader of one snapshot, for checking what the CLI did against what the org holds. */
export function restOf(url: string, accessToken: string) {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}services/data/v62.0/${path}`, { ...init, headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" } });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  return {
    call,
    async query(soql: string): Promise<{ totalSize: number; records: any[] }> {
      const { status, body } = await call(`query?q=${encodeURIComponent(soql)}`);
      if (status !== 200) throw new Error(`REST query ${soql}: ${status} ${JSON.stringify(body)}`);
      return body;
    },
  };
}
