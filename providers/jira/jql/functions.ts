import type { JqlFunctionCall } from "./ast.ts";
import { DATE_FUNCTIONS, dateFunctionValue, parseIncrement } from "./date-functions.ts";
import { unsupportedMessage } from "./errors.ts";
import type { FieldDef, FieldKind, FieldValue } from "./field-def.ts";
import { validation } from "./messages.ts";
import type { Scope } from "./scope.ts";
import { dayOf } from "./time-zone.ts";

export type FunctionResult =
  | { readonly ok: true; readonly values: readonly FieldValue[] }
  | { readonly ok: false; readonly message: string; readonly unsupported?: boolean };

interface FunctionSpec {
  readonly min: number;
  readonly max: number;
  readonly kinds: ReadonlySet<FieldKind>;
  run(call: JqlFunctionCall, field: FieldDef, scope: Scope): readonly FieldValue[] | string;
}

const DATES = new Set<FieldKind>(["datetime", "date"]);
const absent = new Set<FieldKind>(["none"]);

const dateSpec: FunctionSpec = {
  min: 0,
  max: 1,
  kinds: DATES,
  run(call, field, scope) {
    const name = call.name.toLowerCase();
    if (name === "now") return [asFieldDate(scope.now, field, scope)];
    const period = DATE_FUNCTIONS[name]!.period;
    const increment = call.args[0] === undefined ? null : parseIncrement(call.args[0], period);
    if (call.args[0] !== undefined && !increment) return validation.durationInvalid(call.name);
    return [asFieldDate(dateFunctionValue(name, increment, scope.now, scope.clock), field, scope)];
  },
};

const SPECS: Record<string, FunctionSpec> = {
  currentuser: {
    min: 0, max: 0, kinds: new Set(["user"]),
    run: (_call, _field, scope) => (scope.ctx.currentUser ? [scope.ctx.currentUser] : []),
  },
  membersof: {
    min: 1, max: 1, kinds: new Set(["user"]),
    run(call, _field, scope) {
      const group = scope.lookup.groups.get(call.args[0]!.toLowerCase());
      return group ? [...group.members] : validation.noSuchGroup(call.name, call.args[0]!);
    },
  },
  now: { ...dateSpec, max: 0 },
  standardissuetypes: {
    min: 0, max: 0, kinds: new Set(["issuetype"]),
    run: (_call, _field, scope) => scope.lookup.issueTypes.all.filter((t) => !t.subtask).map((t) => t.id),
  },
  subtaskissuetypes: {
    min: 0, max: 0, kinds: new Set(["issuetype"]),
    run: (_call, _field, scope) => scope.lookup.issueTypes.all.filter((t) => t.subtask).map((t) => t.id),
  },
  projectsleadbyuser: {
    min: 0, max: 1, kinds: new Set(["project"]),
    run(call, _field, scope) {
      const lead = call.args[0] === undefined ? scope.ctx.currentUser : findUser(call.args[0], scope);
      if (lead === undefined) return validation.noSuchValue("projectsLeadByUser", call.args[0]!);
      return scope.lookup.projects.all.filter((p) => lead !== null && p.leadAccountId === lead).map((p) => p.id);
    },
  },
};
for (const name of Object.keys(DATE_FUNCTIONS)) SPECS[name] = dateSpec;
// Sprints and versions do not exist in this world: these answer with nothing, on the fields they serve.
for (const name of ["opensprints", "closedsprints", "futuresprints"]) SPECS[name] = { min: 0, max: 0, kinds: absent, run: () => [] };
for (const name of ["releasedversions", "unreleasedversions"]) SPECS[name] = { min: 0, max: 1, kinds: absent, run: () => [] };
for (const name of ["latestreleasedversion", "earliestunreleasedversion"]) SPECS[name] = { min: 1, max: 1, kinds: absent, run: () => [] };

/** Jira functions over data this world does not keep (history, watchers, links, service desk SLAs). */
const UNMODELLED = new Set([
  "issuehistory", "watchedissues", "votedissues", "linkedissues", "updatedby", "componentsleadbyuser", "currentlogin",
  "lastlogin", "cascadeoption", "approved", "approver", "myapproval", "mypending", "pending", "pendingby", "breached",
  "completed", "elapsed", "everbreached", "paused", "remaining", "running", "withincalendarhours",
  "issueswithremotelinksbyglobalid", "projectswhereuserhaspermission", "projectswhereuserhasrole", "issuesofepic",
]);

/**
 * A function's values for a field, after Jira's checks in Jira's order: known, arity, field. A
 * list-returning function after `=` reads as IN (Jira asks for IN there; this mock is lenient).
 */
export function evaluateFunction(call: JqlFunctionCall, field: FieldDef, fieldName: string, scope: Scope): FunctionResult {
  const name = call.name.toLowerCase();
  const spec = SPECS[name];
  if (!spec) {
    if (UNMODELLED.has(name)) return { ok: false, unsupported: true, message: unsupportedMessage(`the JQL function '${call.name}()'`) };
    return { ok: false, message: validation.unknownFunction(call.name) };
  }
  const received = call.args.length;
  if (received < spec.min || received > spec.max) {
    const message = spec.min === spec.max
      ? validation.functionArity(call.name, spec.min, received)
      : validation.functionArityRange(call.name, spec.min, spec.max, received);
    return { ok: false, message };
  }
  if (!spec.kinds.has(field.kind)) return { ok: false, message: validation.functionWrongField(call.name, fieldName) };
  const values = spec.run(call, field, scope);
  return typeof values === "string" ? { ok: false, message: values } : { ok: true, values };
}

/** A user named by accountId, e-mail address or display name; undefined when nobody is. */
export function findUser(text: string, scope: Scope): string | undefined {
  if (scope.lookup.users.has(text)) return text;
  return scope.lookup.usersByName.get(text.toLowerCase())?.[0]?.accountId;
}

/** Date-only fields compare days in the site's zone; date-times compare instants. */
function asFieldDate(instant: number, field: FieldDef, scope: Scope): FieldValue {
  return field.kind === "date" ? dayOf(instant, scope.clock.timeZone) : instant;
}
