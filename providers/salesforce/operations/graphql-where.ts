import type { SObjectDescribe } from "../describes/index.ts";
import { GqlError, type GqlField, type GqlValue } from "./graphql-parse.ts";
import { quoteLiteral } from "../soql/string-literal.ts";

type Describes = (name: string) => SObjectDescribe | undefined;
type Obj = { [key: string]: GqlValue };

const OPERATORS: Record<string, string> = { eq: "=", ne: "!=", lt: "<", gt: ">", lte: "<=", gte: ">=", like: "LIKE", in: "IN", nin: "NOT IN", includes: "INCLUDES", excludes: "EXCLUDES" };
const UNQUOTED = /^(int|long|double|currency|percent|boolean|date|datetime|time)$/;

const isObject = (value: GqlValue): value is Obj => !!value && typeof value === "object" && !Array.isArray(value) && !("enum" in value && Object.keys(value).length === 1);
const invalid = (field: GqlField, message: string) => new GqlError(message, field.line, field.column, "ValidationError");

/** The UI API's `where: { Name: { like: "A%" }, or: [...], not: {...}, Account: { Industry: { eq: "…" } } }` as SOQL. */
export function whereSoql(at: GqlField, filter: GqlValue, describe: SObjectDescribe, describes: Describes, prefix = ""): string {
  if (!isObject(filter)) throw invalid(at, "where must be an input object");
  const parts = Object.entries(filter).map(([key, value]) => {
    if (key === "and" || key === "or") {
      if (!Array.isArray(value)) throw invalid(at, `${key} takes a list of filters`);
      return `(${value.map((item) => whereSoql(at, item, describe, describes, prefix)).join(` ${key.toUpperCase()} `)})`;
    }
    if (key === "not") return `(NOT ${whereSoql(at, value, describe, describes, prefix)})`;
    const field = describe.fields.find((f) => f.name === key);
    const parent = describe.fields.find((f) => f.relationshipName === key);
    const target = parent?.referenceTo[0] ? describes(parent.referenceTo[0]) : undefined;
    if (parent && target && parent.referenceTo.length === 1) return whereSoql(at, value, target, describes, `${prefix}${key}.`);
    if (!field) throw invalid(at, `Field '${key}' is not defined in '${describe.name}_Filter'`);
    if (!isObject(value)) throw invalid(at, `the filter on ${key} must be an input object`);
    return Object.entries(value)
      .map(([op, operand]) => {
        const operator = OPERATORS[op];
        if (!operator) throw invalid(at, `Field '${op}' is not defined in the filter of ${key}`);
        const list = Array.isArray(operand);
        if (list !== ["IN", "NOT IN", "INCLUDES", "EXCLUDES"].includes(operator)) throw invalid(at, `${op} on ${key} takes ${list ? "one value" : "a list"}`);
        const rendered = list ? `(${(operand as GqlValue[]).map((v) => literal(at, v, field.type)).join(", ")})` : literal(at, operand, field.type);
        return `${prefix}${key} ${operator} ${rendered}`;
      })
      .join(" AND ");
  });
  return parts.length > 1 ? parts.map((p) => `(${p})`).join(" AND ") : (parts[0] ?? "Id != null");
}

/** `orderBy: { Name: { order: DESC, nulls: LAST }, Account: { Name: { order: ASC } } }` as an ORDER BY list. */
export function orderBySoql(at: GqlField, order: GqlValue, describe: SObjectDescribe, describes: Describes, prefix = ""): string[] {
  if (!isObject(order)) throw invalid(at, "orderBy must be an input object");
  return Object.entries(order).flatMap(([key, value]) => {
    const parent = describe.fields.find((f) => f.relationshipName === key);
    const target = parent?.referenceTo[0] ? describes(parent.referenceTo[0]) : undefined;
    if (target && isObject(value) && !("order" in value)) return orderBySoql(at, value, target, describes, `${prefix}${key}.`);
    if (!describe.fields.some((f) => f.name === key)) throw invalid(at, `Field '${key}' is not defined in '${describe.name}_OrderBy'`);
    const spec: Obj = isObject(value) ? value : {};
    const direction = enumOf(spec.order) === "DESC" ? " DESC" : " ASC";
    const nulls = enumOf(spec.nulls) ? ` NULLS ${enumOf(spec.nulls)}` : "";
    return [`${prefix}${key}${direction}${nulls}`];
  });
}

function enumOf(value: GqlValue | undefined): string | undefined {
  if (value && typeof value === "object" && "enum" in value && typeof value.enum === "string") return value.enum.toUpperCase();
  return typeof value === "string" ? value.toUpperCase() : undefined;
}

/** A filter value as a SOQL literal: `{ value: … }` and `{ literal: TODAY }` as the UI API writes dates. */
function literal(at: GqlField, value: GqlValue, type: string): string {
  if (isObject(value) && "value" in value) return literal(at, value.value as GqlValue, type);
  if (isObject(value) && "literal" in value && enumOf(value.literal)) return enumOf(value.literal) as string;
  if (value === null) return "null";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value !== "string") throw invalid(at, `unsupported filter value ${JSON.stringify(value)}`);
  if (UNQUOTED.test(type) && /^[\w.:+-]+$/.test(value)) return value;
  return quoteLiteral(value);
}
