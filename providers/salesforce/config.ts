import { SeedError } from "../../core/pack/index.ts";
import { DescribeConfigError, normalizeUploadedDescribes } from "./describes/index.ts";
import { depthPast, tooDeepMessage } from "./json-depth.ts";

export const configSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Salesforce describe metadata",
  description: "Describes keyed by sObject name, or an array of describe objects. Replaces the built-in describes.",
  type: ["object", "array"],
};

/** Uploaded describes, completed to the full describe shape; they replace the built-ins. */
export function applyConfig(config: unknown): unknown {
  const depth = depthPast(config);
  if (depth !== undefined) throw new SeedError(`config.salesforce: ${tooDeepMessage(depth)}`);
  try {
    return normalizeUploadedDescribes(config);
  } catch (error) {
    if (error instanceof DescribeConfigError) throw new SeedError(error.message);
    throw error;
  }
}
