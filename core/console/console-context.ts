import type { Logger } from "../log/logger.ts";
import type { Store } from "../store/types.ts";
import { html } from "../http/html.ts";
import { ApiError, consoleApi, type ConsoleApi, type HandleRequest } from "./console-api.ts";
import { consoleAssets, type ConsoleAssets } from "./console-assets.ts";
import { renderPage, type Chrome, type Section } from "./layout.ts";

export interface ConsoleDeps {
  store: Store;
  log: Logger;
  /** The control plane's own `handle`: the console asks the API in process. */
  handle: HandleRequest;
  /** Cookies get `Secure` when the service's public address is https. */
  secureCookies: boolean;
  sessionTtlMs: number;
}

/** What a signed-in page gets: the request, its API client, the header's data and the assets. */
export interface PageContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  api: ConsoleApi;
  chrome: Chrome & { sessionId: string | null };
  /** The organization and credential, as GET /api/v1/organization answered. */
  org: OrganizationView;
  assets: ConsoleAssets;
  /** Renders a page in the console's frame, for this session. */
  page(title: string, body: ReturnType<typeof html>, status?: number): Response;
}

/** GET /api/v1/organization, as the console reads it. */
export interface OrganizationView {
  id: string;
  name: string;
  credential: { kind: "key" | "session"; keyId: string; hint: string; role: "admin" | "member"; sessionId?: string | null; csrfToken?: string | null };
  providers: string[];
}

/**
 * Wraps a page: asks the API who the session is (a 401 sends the browser to sign in, then back), and
 * renders the API's refusals as pages: 404 for what this organization does not own or that does not
 * exist (the same words either way), 403, 400 with the API's own message.
 */
export function signedIn(deps: ConsoleDeps, section: Section | undefined, handler: (ctx: PageContext) => Promise<Response>) {
  return async ({ request, params }: { request: Request; params?: Record<string, string> }): Promise<Response> => {
    const assets = await consoleAssets();
    const url = new URL(request.url);
    const api = consoleApi(deps.handle, request);
    let org: OrganizationView;
    try {
      org = await api.get<OrganizationView>("/api/v1/organization");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return redirect(`/console/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
      throw error;
    }
    const chrome = { orgName: org.name, role: org.credential.role, csrfToken: org.credential.csrfToken ?? "", sessionId: org.credential.sessionId ?? null, section };
    const page = (title: string, body: ReturnType<typeof html>, status = 200) => renderPage(assets, title, chrome, body, status);
    try {
      return await handler({ request, url, params: params ?? {}, api, chrome, org, assets, page });
    } catch (error) {
      return errorPage(deps, page, request, error);
    }
  };
}

export function redirect(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store", ...headers } });
}

function errorPage(deps: ConsoleDeps, page: PageContext["page"], request: Request, error: unknown): Response {
  if (error instanceof ApiError) {
    if (error.status === 404) return page("Not found", html`<h1>Not found</h1><p>${error.message}</p><p>It may have expired, or belong to another organization.</p>`, 404);
    if (error.status === 403) return page("Not allowed", html`<h1>Not allowed</h1><p>${error.message}</p>`, 403);
    if (error.status < 500) return page("Refused", html`<h1>Refused</h1><p>${error.message}</p>`, error.status);
  }
  const requestId = request.headers.get("x-request-id") ?? "";
  deps.log.error("console", `${new URL(request.url).pathname} failed: ${(error as Error)?.stack ?? String(error)}`);
  return page("Something went wrong", html`<h1>Something went wrong</h1><p>The console could not show this page. The service log has the details${requestId ? html` under request id <code>${requestId}</code>` : ""}.</p>`, 500);
}
