import type { JqlIssue } from "./context.ts";

export type Predicate = (issue: JqlIssue) => boolean;

/** For a clause that cannot match (or was refused): it still takes its place in AND and OR. */
export const NEVER: Predicate = () => false;
