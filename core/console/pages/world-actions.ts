import { html } from "../../http/html.ts";
import type { PageContext } from "../console-context.ts";
import { redirect } from "../console-context.ts";
import { seg } from "../format.ts";
import { readForm } from "../forms.ts";

// The world page's forms, each one call of the world-control API with the form's CSRF token.

/** POST /console/worlds/{id}/fork: then the fork's own page, with its urls (a reload does not fork again). */
export async function forkWorld(ctx: PageContext): Promise<Response> {
  const form = await readForm(ctx.request);
  const fork = await ctx.api.send<{ worldId: string }>("POST", `/api/v1/worlds/${seg(ctx.params.worldId ?? "")}/fork`, {}, form.get("_csrf") ?? "");
  return redirect(`/console/worlds/${seg(fork.worldId)}?forked=1`);
}

/** POST /console/worlds/{id}/checkpoints and …/checkpoints/{name}/restore. */
export async function checkpointAction(ctx: PageContext, restore: boolean): Promise<Response> {
  const form = await readForm(ctx.request);
  const id = seg(ctx.params.worldId ?? "");
  if (restore) await ctx.api.send("POST", `/api/v1/worlds/${id}/checkpoints/${seg(ctx.params.name ?? "")}/restore`, undefined, form.get("_csrf") ?? "");
  else await ctx.api.send("POST", `/api/v1/worlds/${id}/checkpoints`, { name: form.get("name") ?? "" }, form.get("_csrf") ?? "");
  return redirect(`/console/worlds/${id}#checkpoints-title`);
}

/** POST /console/worlds/{id}/faults: the textarea's JSON replaces the rules; empty clears them. */
export async function saveFaults(ctx: PageContext): Promise<Response> {
  const form = await readForm(ctx.request);
  const id = seg(ctx.params.worldId ?? "");
  const text = (form.get("rules") ?? "").trim();
  if (!text) await ctx.api.send("DELETE", `/api/v1/worlds/${id}/faults`, undefined, form.get("_csrf") ?? "");
  else {
    let rules: unknown;
    try {
      rules = JSON.parse(text);
    } catch (error) {
      return ctx.page("Refused", html`<h1>Refused</h1><p>The fault rules are not valid JSON: ${(error as Error).message}</p><p><a href="/console/worlds/${id}">Back to the world</a></p>`, 400);
    }
    await ctx.api.send("PUT", `/api/v1/worlds/${id}/faults`, rules, form.get("_csrf") ?? "");
  }
  return redirect(`/console/worlds/${id}#faults-title`);
}
