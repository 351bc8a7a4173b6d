// Extracts from Atlassian's Jira Cloud platform OpenAPI document (3.0.1, Apache-2.0; kept in
// jarekbird/jira-api-mcp-wrapper) only the operations the jira pack implements and the component schemas
// they reference, for the tests to read.
//   bun scripts/extract-jira-openapi.ts <path to jira-platform-swagger-v3.v3.json> [output path]
// The output defaults to tests/reference/jira/jira-openapi-subset.json.
import { readFileSync, writeFileSync } from "node:fs";
import { JIRA_OPERATIONS } from "../providers/jira/operations.ts";

type Json = Record<string, unknown>;

const [source, output = new URL("../tests/reference/jira/jira-openapi-subset.json", import.meta.url).pathname] = process.argv.slice(2);
if (!source) {
  console.error("usage: bun scripts/extract-jira-openapi.ts <jira-platform-swagger-v3.v3.json> [output]");
  process.exit(2);
}

const doc = JSON.parse(readFileSync(source, "utf8")) as Json & { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
const paths: Record<string, Record<string, unknown>> = {};
const missing: string[] = [];
for (const operation of JIRA_OPERATIONS) {
  const [method, path] = operation.split(" ") as [string, string];
  const found = doc.paths[path]?.[method.toLowerCase()];
  if (found === undefined) {
    missing.push(operation);
    continue;
  }
  // Path-level parameters apply to every method of the path: keep them with the kept methods.
  const { get: _g, put: _p, post: _o, delete: _d, patch: _a, head: _h, options: _t, trace: _r, ...shared } = doc.paths[path]!;
  paths[path] = { ...shared, ...paths[path], [method.toLowerCase()]: found };
}

/** Every `#/components/schemas/NAME` reachable from the kept paths, following schemas into schemas. */
function referencedSchemas(root: unknown): Set<string> {
  const prefix = "#/components/schemas/";
  const found = new Set<string>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string" && value.startsWith(prefix)) {
          const name = value.slice(prefix.length);
          if (!found.has(name)) {
            found.add(name);
            stack.push(doc.components.schemas[name]);
          }
        } else stack.push(value);
      }
  }
  return found;
}

const names = [...referencedSchemas(paths)].sort();
const schemas = Object.fromEntries(names.map((name) => [name, doc.components.schemas[name]]));
const { paths: _paths, components, tags: _tags, ...rest } = doc;
const { schemas: _schemas, ...otherComponents } = components as Json;
const subset = { ...rest, "x-understudy-extract": { missingOperations: missing }, paths, components: { ...otherComponents, schemas } };
writeFileSync(output, JSON.stringify(subset, null, 2) + "\n");
const count = Object.values(paths).reduce((n, item) => n + Object.keys(item).filter((k) => k !== "parameters" && k !== "summary" && k !== "description" && k !== "servers").length, 0);
console.log(`${count} operations, ${names.length} schemas -> ${output}${missing.length ? `; not in the document: ${missing.join(", ")}` : ""}`);
