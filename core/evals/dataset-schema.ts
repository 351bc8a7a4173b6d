// JSON Schemas of a dataset: one file per task (docs/datasets.md), and the upload body.
import { peopleSchema } from "../world/people.ts";
import { faultRulesSchema } from "../faults/fault-rule.ts";

export const TASK_ID_PATTERN = "^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$";
export const DATASET_SLUG_PATTERN = "^[a-z0-9][a-z0-9-]{0,63}$";

/** An oracle: tool calls, then optionally the final answer ({answer}). */
function oracleSchema(description: string) {
  return {
    type: "array",
    description,
    items: {
      oneOf: [
        { type: "object", required: ["tool"], additionalProperties: false, properties: { tool: { type: "string", minLength: 1 }, arguments: { type: "object" } } },
        { type: "object", required: ["answer"], additionalProperties: false, properties: { answer: { type: "string" } } },
      ],
    },
  };
}

export const taskSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "https://understudy.dev/schemas/dataset-task.json",
  title: "Understudy dataset task",
  type: "object",
  required: ["id", "ticket", "seed", "assertions"],
  additionalProperties: false,
  properties: {
    id: { type: "string", pattern: TASK_ID_PATTERN, description: "Unique within the dataset" },
    ticket: { type: "string", minLength: 1, description: "The prompt given to the agent" },
    seed: {
      type: "object",
      minProperties: 1,
      description: "Seed of the task's world per provider slug; the keys are the providers the world holds",
      additionalProperties: { type: "object" },
    },
    config: { type: "object", description: "Provider config per slug (only providers that accept config)", additionalProperties: true },
    people: peopleSchema,
    mcp: {
      type: "object",
      description: "The MCP profile per provider slug the agent reaches the world through (docs/mcp.md \"Profiles\"); native when absent",
      additionalProperties: { type: "object", required: ["profile"], additionalProperties: false, properties: { profile: { type: "string", minLength: 1 } } },
    },
    faults: {
      ...faultRulesSchema,
      description:
        "Fault rules the task's world starts with (docs/worlds.md \"Faults\"): its providers answer the matching calls with their own rate limits, errors, delays or dropped connections, so the task tests an agent's resilience",
    },
    assertions: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        required: ["plugin", "requirement"],
        additionalProperties: false,
        properties: {
          plugin: { type: "string", minLength: 1, description: "Grading plugin name, e.g. record-exists" },
          requirement: { type: "string", minLength: 1, description: "What the agent had to achieve, in a sentence a person can read" },
          options: { type: "object", description: "The plugin's options" },
        },
      },
    },
    oracle: oracleSchema(
      "Tool calls that solve the task through its native tools, optionally ending with the answer an agent would give ({answer}); \"${steps.N.path}\" in a string argument or the answer takes a value from step N's result",
    ),
    oracles: {
      type: "object",
      description:
        "The oracle as played through other MCP surfaces, keyed by the surface: its profile names joined with + (\"official+atlassian\", any order), as an EvalTask's mcp.url ends. `dataset check --mcp-profiles` and the scripted agent play the one for the surface in use",
      propertyNames: { pattern: "^[a-z][a-z0-9-]*(\\+[a-z][a-z0-9-]*)*$" },
      additionalProperties: oracleSchema("One surface's oracle: the same steps, with that surface's tool names"),
    },
  },
};

export const datasetBodySchema = {
  type: "object",
  required: ["name", "tasks"],
  additionalProperties: false,
  properties: {
    name: { type: "string", minLength: 1, maxLength: 200 },
    description: { type: ["string", "null"], maxLength: 2000 },
    tasks: { type: "array", minItems: 1, maxItems: 10000, items: { type: "object" } },
  },
};
