import { createBudgetCheck } from "./budget-check.ts";
import { describeOf, errorAt, isHidden, type QueryContext, type RowRef } from "./context.ts";
import { notSupported } from "./errors.ts";
import { findField, type ObjectScope } from "./field-path.ts";
import type { ParsedSoql } from "./parse.ts";
import type { SoqlDescribe } from "./types.ts";
import type { UsingScope } from "./using-scope-text.ts";
import { readOwn } from "./values.ts";
import type { RowPredicate } from "./where.ts";

const KNOWLEDGE = /^(KnowledgeArticle|KnowledgeArticleVersion|Question)$|__kav?$/i;

/**
 * Which rows the FROM object offers before WHERE: USING SCOPE narrows them; WITH DATA CATEGORY
 * keeps none, since this org has no data category groups and so no categorised articles.
 * Null means no rows at all.
 */
export function compileRowScope(ctx: QueryContext, scope: ObjectScope, parsed: ParsedSoql): RowPredicate | null {
  const { describe } = scope;
  if (parsed.query.withDataCategory) {
    if (!KNOWLEDGE.test(describe.name)) throw notSupported(`WITH DATA CATEGORY on ${describe.name}: only Knowledge articles and Questions are categorised`);
    return null;
  }
  return parsed.usingScope ? usingScope(ctx, describe, parsed.usingScope) : () => true;
}

function usingScope(ctx: QueryContext, describe: SoqlDescribe, scope: UsingScope): RowPredicate {
  const refuse = (why: string) => errorAt(ctx, "MALFORMED_QUERY", scope.offset, `USING SCOPE ${scope.name} ${why}`);
  const column = (name: string) => {
    const field = findField(describe, name);
    if (!field) throw refuse(`is not available for ${describe.name}: it has no ${name} field`);
    return field.name;
  };
  const me = () => {
    if (!ctx.options.userId) throw notSupported(`USING SCOPE ${scope.name}: the mock was not told who the current user is`);
    return ctx.options.userId.toLowerCase();
  };
  switch (scope.name) {
    case "everything":
      return () => true;
    case "mine":
      return idIn(column("OwnerId"), new Set([me()]));
    case "mine_and_my_groups": {
      const owner = findField(describe, "OwnerId") ? "OwnerId" : column("ActorId");
      return idIn(owner, new Set([me(), ...groupsOf(ctx, me())]));
    }
    case "delegated": {
      const [creator, owner, user] = [column("CreatedById"), column("OwnerId"), me()];
      return (ref) => idOf(ref, creator) === user && idOf(ref, owner) !== user;
    }
    case "team":
      return idIn("Id", teamRecords(ctx, describe, me(), refuse));
    case "mru": {
      const viewed = column("LastViewedDate");
      return (ref) => readOwn(ref.row, viewed) !== null && readOwn(ref.row, viewed) !== undefined;
    }
    default:
      // Territories, scoping rules and private folders are not modelled.
      throw notSupported(`USING SCOPE ${scope.name}`);
  }
}

function idOf(ref: RowRef, field: string): string | undefined {
  const value = readOwn(ref.row, field);
  return typeof value === "string" ? value.toLowerCase() : undefined;
}

function idIn(field: string, ids: Set<string>): RowPredicate {
  return (ref) => ids.has(idOf(ref, field) ?? "");
}

/** Public groups and queues the user belongs to directly, from GroupMember rows when the org has them. */
function groupsOf(ctx: QueryContext, user: string): string[] {
  if (!describeOf(ctx, "GroupMember")) return [];
  return rowsOf(ctx, "GroupMember")
    .filter((ref) => idOf(ref, "UserOrGroupId") === user)
    .map((ref) => idOf(ref, "GroupId") ?? "");
}

/** Records whose team (AccountTeamMember, OpportunityTeamMember, ...) lists the user. */
function teamRecords(ctx: QueryContext, describe: SoqlDescribe, user: string, refuse: (why: string) => Error): Set<string> {
  const team = describeOf(ctx, `${describe.name}TeamMember`);
  const parentField = team && findField(team, `${describe.name}Id`);
  if (!team || !parentField) throw refuse(`is not available for ${describe.name}: it has no ${describe.name}TeamMember object`);
  const members = rowsOf(ctx, team.name).filter((ref) => idOf(ref, "UserId") === user);
  return new Set(members.map((ref) => idOf(ref, parentField.name) ?? ""));
}

function rowsOf(ctx: QueryContext, type: string): RowRef[] {
  const refs: RowRef[] = [];
  const checkBudget = createBudgetCheck();
  for (const row of ctx.source.records(type)) {
    checkBudget();
    if (!isHidden(ctx, row)) refs.push({ type, row });
  }
  return refs;
}
