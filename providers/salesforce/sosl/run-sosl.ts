import { checkWorkBudget } from "../../../core/pack/index.ts";
import type { SoqlRow } from "../soql/index.ts";
import { messages as soqlMessages } from "../soql/errors.ts";
import { soslErrorAt, soslMessages } from "./errors.ts";
import { fieldLabels } from "./field-labels.ts";
import { distribute } from "./overall-limit.ts";
import { nameFields, searchFields } from "./search-groups.ts";
import { selectMatched } from "./soql-bridge.ts";
import { fieldWords, matches } from "./text-match.ts";
import type { ReturningSpec, RunSoslOptions, SoslDescribe, SoslQuery, SoslResult, SoslSource } from "./types.ts";

const MAX_ROWS = 2000;

/** Answers a parsed search like `GET /services/data/vXX.X/search?q=` does, from the source's rows. */
export function runSosl(query: SoslQuery, source: SoslSource, options: RunSoslOptions): SoslResult {
  const specs = query.returning ?? everySearchable(source);
  // Every object is resolved before any is searched, so an unknown name fails the whole search.
  const targets = specs.map((spec) => ({ spec, describe: resolve(query, spec, source) }));
  const lists = targets.map(({ spec, describe }) => searchObject(query, spec, describe, source, options));
  const kept = distribute(lists, Math.min(query.limit ?? MAX_ROWS, MAX_ROWS));
  const result: SoslResult = { searchRecords: kept.flat() };
  if (query.labels) {
    const entityMetadata = targets
      .filter((_, i) => (kept[i]?.length ?? 0) > 0)
      .map(({ spec, describe }) => ({ entityName: describe.name, fieldMetadata: fieldLabels(spec, describe, source) }));
    result.metadata = { entityMetadata };
  }
  return result;
}

/** Without RETURNING: every searchable object, Id only. */
function everySearchable(source: SoslSource): ReturningSpec[] {
  return source
    .list()
    .filter((describe) => describe.searchable !== false)
    .map((describe) => ({ object: { text: describe.name, at: -1 } }));
}

function resolve(query: SoslQuery, spec: ReturningSpec, source: SoslSource): SoslDescribe {
  const describe = source.describe(spec.object.text);
  if (!describe) throw soslErrorAt(query.text, spec.object.at, "INVALID_TYPE", soqlMessages.unknownObject(spec.object.text));
  if (describe.searchable === false) {
    throw soslErrorAt(query.text, spec.object.at, "INVALID_TYPE", soslMessages.notSearchable(describe.name));
  }
  return describe;
}

function searchObject(
  query: SoslQuery,
  spec: ReturningSpec,
  describe: SoslDescribe,
  source: SoslSource,
  options: RunSoslOptions,
): Record<string, unknown>[] {
  const fields = searchFields(describe, query.group);
  const names = nameFields(describe);
  const byName: SoqlRow[] = [];
  const others: SoqlRow[] = [];
  if (fields.length) {
    for (const row of source.records(describe.name)) {
      // Rows times search terms is the client's to size: past the budget the search answers QUERY_TIMEOUT.
      checkWorkBudget();
      if (row.IsDeleted === true || !matches(query.search, fieldWords(row, fields))) continue;
      // A hit in a name field ranks first, as Salesforce's relevance does; otherwise rows keep their order.
      (matches(query.search, fieldWords(row, names)) ? byName : others).push(row);
    }
  }
  const records = selectMatched(query.text, spec, describe, [...byName, ...others], source, options);
  const offset = spec.offset ?? 0;
  return records.slice(offset, offset + (spec.limit ?? MAX_ROWS));
}
