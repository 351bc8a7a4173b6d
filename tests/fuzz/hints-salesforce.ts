// Dictionaries for the salesforce pack: SOQL built from the world's own objects and fields (LIKE
// patterns, date literals, huge limits), composite subrequests (nested too), collections, OAuth forms.
import fc from "fast-check";
import type { PackTokens, RequestSeed } from "./context.ts";
import type { HintMaker } from "./hints.ts";
import { createInput, updateInput } from "./hints.ts";
import { encodeLoose, LIMITS, oddString } from "./weird-values.ts";

const VERSIONS = ["v67.0", "v67.0", "v67.0", "v67.0", "v67.0", "v60.0", "v20.0", "v19.0", "v99.0"];
const OBJECTS = ["Account", "Contact", "Opportunity", "Lead", "Case", "Task", "User", "Event", "Campaign"];
const NUMBERS = ["0", "1", "-1", "2000", "2001", "99999999999", "1e3", "9007199254740993", "abc", ""];
const DATE_LITERALS = ["TODAY", "LAST_N_DAYS:30", "LAST_N_DAYS:99999999999", "NEXT_N_WEEKS:-1", "LAST_N_YEARS:0", "THIS_QUARTER", "2026-01-01", "2026-13-45T99:00:00Z"];

const likePattern = fc.oneof(
  fc.array(fc.constantFrom("%", "_", "a", "A", "\\%", "é", "'"), { maxLength: 40 }).map((parts) => parts.join("")),
  fc.tuple(fc.constantFrom("%a", "%", "%", "_%", "%_"), fc.integer({ min: 5, max: 40 }), fc.constantFrom("x", "z", "%", "")).map(([piece, n, end]) => `${piece.repeat(n)}${end}`),
);

function soql(tokens: PackTokens): fc.Arbitrary<string> {
  const object = fc.constantFrom(...new Set([...tokens.collections.filter((c) => !c.startsWith("_")), ...OBJECTS]));
  const field = fc.constantFrom(...new Set(["Id", "Name", "CreatedDate", ...tokens.fields]));
  const literal = fc.oneof(fc.constantFrom(...tokens.values.map((v) => (typeof v === "string" ? `'${v}'` : String(v))), "null", "true", "'x'"), oddString.map((s) => `'${s}'`));
  return fc.oneof(
    fc.tuple(field, field, object).map(([a, b, o]) => `SELECT ${a}, ${b} FROM ${o}`),
    fc.tuple(object, fc.oneof(fc.constant("Name"), field), likePattern).map(([o, f, p]) => `SELECT Id FROM ${o} WHERE ${f} LIKE '${p}'`),
    fc.tuple(object, likePattern).map(([o, p]) => `SELECT Id, Name FROM ${o} WHERE Name LIKE '${p}' OR Name LIKE '%${p}'`),
    fc.tuple(object, fc.constantFrom(...DATE_LITERALS)).map(([o, d]) => `SELECT Id FROM ${o} WHERE CreatedDate = ${d}`),
    fc.tuple(object, field, literal, fc.constantFrom(...NUMBERS), fc.constantFrom(...NUMBERS)).map(([o, f, v, l, s]) => `SELECT Id FROM ${o} WHERE ${f} = ${v} ORDER BY ${f} LIMIT ${l} OFFSET ${s}`),
    fc.tuple(object, field, fc.array(literal, { maxLength: 4 })).map(([o, f, vs]) => `SELECT COUNT() FROM ${o} WHERE ${f} IN (${vs.join(", ")})`),
    fc.tuple(field, object).map(([f, o]) => `SELECT ${f}, (SELECT Id FROM Contacts), (SELECT Id FROM Opportunities) FROM ${o}`),
    fc.tuple(field, object).map(([f, o]) => `SELECT ${f}, COUNT(Id) FROM ${o} GROUP BY ROLLUP(${f}) HAVING COUNT(Id) > 0`),
    fc.tuple(object, field).map(([o, f]) => `SELECT FIELDS(ALL) FROM ${o} WHERE ${f} != null AND (${f} = 'a' OR NOT ${f} LIKE 'b%') LIMIT 200`),
    oddString,
  );
}

function subrequest(tokens: PackTokens, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const reference = fc.constantFrom("@{ref0.id}", "@{ref1.records[0].Id}", "@{nope.id}");
  const plain = fc.oneof(
    createInput(tokens).map(({ collection, body }) => ({ method: "POST", url: `/services/data/v67.0/sobjects/${collection}`, body })),
    fc.tuple(updateInput(tokens), fc.option(reference)).map(([{ collection, id }, ref]) => ({ method: "GET", url: `/services/data/v67.0/sobjects/${collection}/${ref ?? id}` })),
    updateInput(tokens).map(({ collection, id, body }) => ({ method: "PATCH", url: `/services/data/v67.0/sobjects/${collection}/${id}`, body })),
    soql(tokens).map((q) => ({ method: "GET", url: `/services/data/v67.0/query?q=${encodeLoose(q)}` })),
  );
  const nested = depth > 0
    ? fc.array(subrequest(tokens, depth - 1), { maxLength: 3 }).map((inner) => ({ method: "POST", url: "/services/data/v67.0/composite", body: { compositeRequest: inner } }))
    : plain;
  return fc.tuple(fc.oneof(plain, plain, nested), fc.nat(9)).map(([sub, n]) => ({ ...sub, referenceId: `ref${n}` }));
}

/** A composite request wrapping another, `depth` levels deep (bounded: see LIMITS.deepNesting). */
const nestedComposite = fc.integer({ min: 2, max: LIMITS.deepNesting }).map((depth) => {
  let body: Record<string, unknown> = { compositeRequest: [{ method: "POST", url: "/services/data/v67.0/sobjects/Account", referenceId: "innermost", body: { Name: "Deep" } }] };
  for (let i = 0; i < depth; i++) body = { compositeRequest: [{ method: "POST", url: "/services/data/v67.0/composite", referenceId: `level${i}`, body }] };
  return body;
});

export const salesforceHints: HintMaker = (tokens) => {
  const odd = fc.constantFrom<unknown>(null, 1, "x", [], {});
  const records = fc.array(fc.oneof({ arbitrary: createInput(tokens).map(({ collection, body }): unknown => ({ attributes: { type: collection }, ...body })), weight: 5 }, { arbitrary: odd, weight: 1 }), { maxLength: 4 });
  const updates = fc.array(fc.oneof({ arbitrary: updateInput(tokens).map(({ collection, id, body }): unknown => ({ attributes: { type: collection }, id, ...body })), weight: 5 }, { arbitrary: odd, weight: 1 }), { maxLength: 4 });
  const ids = fc.subarray(tokens.ids, { maxLength: 5 }).map((list) => list.join(","));
  const fields = fc.subarray(["Id", "Name", ...tokens.fields], { minLength: 1, maxLength: 4 }).map((list) => list.join(","));
  const q = soql(tokens).map((text) => ({ query: { q: text } }));
  return {
    extraParams: { version: VERSIONS, sobject: [...new Set([...tokens.collections, ...OBJECTS])], orgId: ["00D000000000000AAA"], userId: tokens.ids },
    seeds: {
      "GET /services/data/{version}/query": q,
      "GET /services/data/{version}/queryAll": q,
      "POST /services/data/{version}/composite": fc.oneof(
        { arbitrary: fc.record({ allOrNone: fc.boolean(), compositeRequest: fc.array(subrequest(tokens, 3), { maxLength: 5 }) }), weight: 4 },
        { arbitrary: nestedComposite, weight: 1 },
      ).map((body) => ({ params: { version: "v67.0" }, body })),
      "POST /services/data/{version}/composite/batch": fc.array(subrequest(tokens, 1), { maxLength: 5 }).map((subs): RequestSeed => ({ body: { haltOnError: false, batchRequests: subs.map(({ method, url, body }) => ({ method, url: String(url).replace("/services/data/", ""), richInput: body })) } })),
      "POST /services/data/{version}/composite/sobjects": records.map((list) => ({ body: { allOrNone: false, records: list } })),
      "PATCH /services/data/{version}/composite/sobjects": updates.map((list) => ({ body: { records: list } })),
      "DELETE /services/data/{version}/composite/sobjects": ids.map((list) => ({ query: { ids: list } })),
      "GET /services/data/{version}/composite/sobjects/{sobject}": fc.tuple(ids, fields).map(([i, f]) => ({ query: { ids: i, fields: f } })),
      "POST /services/data/{version}/composite/sobjects/{sobject}": fc.tuple(ids, fields).map(([i, f]) => ({ body: { ids: i.split(","), fields: f.split(",") } })),
      "POST /services/oauth2/token": fc.constantFrom(
        { body: { grant_type: "password", username: "integration@understudy.example", password: "x" } },
        { body: { grant_type: "client_credentials", client_id: "a", client_secret: "b" } },
        { body: { grant_type: "refresh_token" } },
      ),
    },
  };
};
