import {
  JqlChangedClauseContext,
  JqlComparisonClauseContext,
  JqlEqualsClauseContext,
  JqlInClauseContext,
  JqlIsClauseContext,
  JqlLikeClauseContext,
  JqlNumberFieldContext,
  JqlWasClauseContext,
  JqlWasInClauseContext,
  type JqlArgumentContext,
  type JqlEmptyContext,
  type JqlFieldContext,
  type JqlFunctionContext,
  type JqlNonNumberFieldContext,
  type JqlSearchSortContext,
  type JqlListContext,
  type JqlOperandContext,
  type JqlOrClauseContext,
  type JqlNotClauseContext,
  type JqlQueryContext,
  type JqlStringContext,
  type JqlTerminalClauseContext,
  type JqlTerminalClauseRhsContext,
  type JqlValueContext,
} from "@atlaskit/jql-parser";
import type { JqlClause, JqlFieldRef, JqlOperand, JqlOperator, JqlQuery, JqlSort, JqlTerminal } from "./ast.ts";
import { isQuotedToken, unescapeJqlString } from "./jql-string.ts";

/** Atlassian's parse tree (labelled alternatives and all) to this engine's small AST. */
export function buildQuery(text: string, tree: JqlQueryContext): JqlQuery {
  const where = tree.jqlWhere();
  const orderBy = tree.jqlOrderBy();
  return {
    text,
    where: where ? buildOr(where.jqlOrClause()) : null,
    orderBy: orderBy ? orderBy.jqlSearchSort().map(buildSort) : null,
  };
}

function buildOr(ctx: JqlOrClauseContext): JqlClause {
  const clauses = ctx.jqlAndClause().map((and) => {
    const nots = and.jqlNotClause().map(buildNot);
    return nots.length === 1 ? nots[0]! : ({ kind: "and", clauses: nots } as const);
  });
  return clauses.length === 1 ? clauses[0]! : { kind: "or", clauses };
}

function buildNot(ctx: JqlNotClauseContext): JqlClause {
  const negated = ctx.jqlNotClause();
  if (negated) return { kind: "not", clause: buildNot(negated) };
  const sub = ctx.jqlSubClause();
  if (sub) return buildOr(sub.jqlOrClause());
  return buildTerminal(ctx.jqlTerminalClause()!);
}

function buildTerminal(ctx: JqlTerminalClauseContext): JqlTerminal {
  const field = buildField(ctx.jqlField());
  const rhs = ctx.jqlTerminalClauseRhs();
  const { operator, operand, hasPredicates } = buildRhs(rhs);
  return hasPredicates ? { kind: "terminal", field, operator, operand, hasPredicates } : { kind: "terminal", field, operator, operand };
}

type Rhs = { operator: JqlOperator; operand: JqlOperand | null; hasPredicates?: boolean };

function buildRhs(rhs: JqlTerminalClauseRhsContext): Rhs {
  if (rhs instanceof JqlEqualsClauseContext) {
    return { operator: rhs.jqlEqualsOperator().EQUALS() ? "=" : "!=", operand: single(rhs) };
  }
  if (rhs instanceof JqlLikeClauseContext) {
    return { operator: rhs.jqlLikeOperator().LIKE() ? "~" : "!~", operand: single(rhs) };
  }
  if (rhs instanceof JqlComparisonClauseContext) {
    const op = rhs.jqlComparisonOperator();
    const operator = op.LT() ? "<" : op.GT() ? ">" : op.LTEQ() ? "<=" : ">=";
    return { operator, operand: single(rhs) };
  }
  if (rhs instanceof JqlInClauseContext) {
    return { operator: rhs.jqlInOperator().NOT() ? "not in" : "in", operand: listOrFunction(rhs.jqlList(), rhs.jqlFunction()) };
  }
  if (rhs instanceof JqlIsClauseContext) {
    return { operator: rhs.jqlIsOperator().NOT() ? "is not" : "is", operand: buildEmpty(rhs.jqlEmpty()) };
  }
  if (rhs instanceof JqlWasClauseContext) {
    const operator = rhs.jqlWasOperator().NOT() ? "was not" : "was";
    return { operator, operand: single(rhs), hasPredicates: rhs.jqlWasPredicate().length > 0 };
  }
  if (rhs instanceof JqlWasInClauseContext) {
    const operator = rhs.jqlWasInOperator().NOT() ? "was not in" : "was in";
    const operand = listOrFunction(rhs.jqlList(), rhs.jqlFunction());
    return { operator, operand, hasPredicates: rhs.jqlWasPredicate().length > 0 };
  }
  if (rhs instanceof JqlChangedClauseContext) {
    return { operator: "changed", operand: null, hasPredicates: rhs.jqlChangedPredicate().length > 0 };
  }
  throw new Error(`unexpected JQL clause: ${rhs.text}`);
}

type SingleOperand = { jqlEmpty?(): JqlEmptyContext | undefined; jqlValue(): JqlValueContext | undefined; jqlFunction(): JqlFunctionContext | undefined };

function single(ctx: SingleOperand): JqlOperand {
  const empty = ctx.jqlEmpty?.();
  if (empty) return buildEmpty(empty);
  const value = ctx.jqlValue();
  return value ? buildValue(value) : buildFunction(ctx.jqlFunction()!);
}

function listOrFunction(list: JqlListContext | undefined, fn: JqlFunctionContext | undefined): JqlOperand {
  return list ? buildList(list) : buildFunction(fn!);
}

function buildOperand(ctx: JqlOperandContext): JqlOperand {
  const list = ctx.jqlList();
  return list ? buildList(list) : single(ctx);
}

function buildList(ctx: JqlListContext): JqlOperand {
  return { kind: "list", items: ctx.jqlOperand().map(buildOperand) };
}

function buildEmpty(_ctx: JqlEmptyContext): JqlOperand {
  return { kind: "empty" };
}

function buildValue(ctx: JqlValueContext): JqlOperand {
  const string = ctx.jqlString();
  if (string) return { kind: "value", text: stringText(string), number: false, quoted: isQuotedToken(string.text) };
  return { kind: "value", text: ctx.jqlNumber()!.text, number: true, quoted: false };
}

function buildFunction(ctx: JqlFunctionContext): JqlOperand {
  const nameCtx = ctx.jqlFunctionName();
  const name = nameCtx.jqlString() ? stringText(nameCtx.jqlString()!) : nameCtx.text;
  const args = ctx.jqlArgumentList()?.jqlArgument().map(argumentText) ?? [];
  return { kind: "function", name, args };
}

function argumentText(ctx: JqlArgumentContext): string {
  const string = ctx.jqlString();
  return string ? stringText(string) : ctx.text;
}

function buildField(ctx: JqlFieldContext): JqlFieldRef {
  if (ctx instanceof JqlNumberFieldContext) return { name: ctx.jqlNumber().text };
  const field = ctx as JqlNonNumberFieldContext;
  const custom = field.jqlCustomField();
  const name = custom ? `cf[${custom.POSNUMBER().text}]` : stringText(field.jqlString()!);
  const ref: JqlFieldRef = custom ? { name, customFieldId: custom.POSNUMBER().text } : { name };
  return field.jqlFieldProperty().length > 0 ? { ...ref, hasProperty: true } : ref;
}

function buildSort(ctx: JqlSearchSortContext): JqlSort {
  const direction = ctx.DESC() ? "desc" : ctx.ASC() ? "asc" : null;
  return { field: buildField(ctx.jqlField()), direction };
}

function stringText(ctx: JqlStringContext): string {
  return unescapeJqlString(ctx.text);
}
