// The browser `sf org login web` opens, for tests/e2e/sf-cli.test.ts: xdg-open runs it through $BROWSER
// with the authorization URL, as it would run Firefox. It plays the person at the keyboard: loads
// Salesforce's login page, types the username and password into its form, submits it and follows the
// redirect to the CLI's local callback, then records what happened in $SF_CLI_BROWSER_LOG (one JSON
// line per step) for the test to check. A real browser returns to xdg-open at once and keeps running,
// and the CLI only listens for the callback after that, so this forks itself and exits first.
import { appendFileSync } from "node:fs";
import { spawn } from "node:child_process";

const [url] = process.argv.slice(2);
const { SF_CLI_BROWSER_LOG: logFile = "", SF_CLI_BROWSER_USERNAME: username = "", SF_CLI_BROWSER_PASSWORD: password = "" } = process.env;
if (!url) throw new Error("usage: sf-cli-browser.mjs <authorization URL>");

if (process.env.SF_CLI_BROWSER_FORKED !== "1") {
  spawn(process.execPath, [process.argv[1] ?? "", url], { detached: true, stdio: "ignore", env: { ...process.env, SF_CLI_BROWSER_FORKED: "1" } }).unref();
  process.exit(0);
}

/** @param {Record<string, unknown>} step */
const log = (step) => {
  if (logFile) appendFileSync(logFile, `${JSON.stringify(step)}\n`);
};
/** @param {string} text */
const unescape = (text) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replace(/&quot;/g, '"').replace(/&amp;/g, "&");

try {
  log({ step: "open", url });
  const page = await fetch(url);
  const html = await page.text();
  log({ step: "login page", status: page.status });
  const form = /<form\b[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no login form on the page: ${html.slice(0, 300)}`);
  const action = /\baction="([^"]*)"/i.exec(form[0])?.[1];
  const fields = new URLSearchParams();
  for (const input of (form[1] ?? "").matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/i.exec(input[0])?.[1];
    if (name) fields.set(name, unescape(/\bvalue="([^"]*)"/i.exec(input[0])?.[1] ?? ""));
  }
  fields.set("username", username);
  fields.set("password", password);
  const submitted = await fetch(new URL(action ? unescape(action) : url, page.url), { method: "POST", body: fields, redirect: "manual" });
  const location = submitted.headers.get("location");
  log({ step: "submit", status: submitted.status, location });
  if (!location) throw new Error(`the login form answered ${submitted.status} without a redirect`);
  // The CLI's callback server starts listening once xdg-open has returned: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const callback = await fetch(location);
  log({ step: "callback", status: callback.status, body: (await callback.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().slice(0, 300) });
} catch (error) {
  log({ step: "error", error: String(error instanceof Error ? error.stack ?? error.message : error) });
}
