// Extracts from Slack's Web API OpenAPI document (Swagger 2.0, slackapi/slack-api-specs, web-api/)
// only the methods the slack pack implements and the definitions they reference, for the tests to read.
//   bun scripts/extract-slack-openapi.ts <path to slack_web_openapi_v2.json> [output path]
// The output defaults to tests/reference/slack/slack-web-openapi-subset.json.
import { readFileSync, writeFileSync } from "node:fs";
import { SLACK_METHODS } from "../providers/slack/methods.ts";

type Json = Record<string, unknown>;

const [source, output = new URL("../tests/reference/slack/slack-web-openapi-subset.json", import.meta.url).pathname] = process.argv.slice(2);
if (!source) {
  console.error("usage: bun scripts/extract-slack-openapi.ts <slack_web_openapi_v2.json> [output]");
  process.exit(2);
}

const doc = JSON.parse(readFileSync(source, "utf8")) as Json & { paths: Record<string, unknown>; definitions: Record<string, unknown> };
const paths: Record<string, unknown> = {};
const missing: string[] = [];
for (const method of SLACK_METHODS) {
  const path = doc.paths[`/${method}`];
  if (path === undefined) missing.push(method);
  else paths[`/${method}`] = path;
}

/** Every `#/definitions/NAME` reachable from the kept paths, following definitions into definitions. */
function referencedDefinitions(root: unknown): Set<string> {
  const found = new Set<string>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string" && value.startsWith("#/definitions/")) {
          const name = value.slice("#/definitions/".length);
          if (!found.has(name)) {
            found.add(name);
            stack.push(doc.definitions[name]);
          }
        } else stack.push(value);
      }
    }
  }
  return found;
}

const names = [...referencedDefinitions(paths)].sort();
const definitions = Object.fromEntries(names.map((name) => [name, doc.definitions[name]]));
const { paths: _paths, definitions: _definitions, tags: _tags, ...rest } = doc;
const subset = { ...rest, "x-understudy-extract": { missingMethods: missing }, paths, definitions };
writeFileSync(output, JSON.stringify(subset, null, 2) + "\n");
console.log(`${Object.keys(paths).length} methods, ${names.length} definitions -> ${output}${missing.length ? `; not in the document: ${missing.join(", ")}` : ""}`);
