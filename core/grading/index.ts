// The one entry for grader authors: everything a grading plugin needs from the core.
export { defineGrader } from "./types.ts";
export type * from "./types.ts";
export type { ToolCall } from "../store/types.ts";
export { compileLinearPattern, linearPatternProblem, type LinearPattern } from "./linear-pattern.ts";
