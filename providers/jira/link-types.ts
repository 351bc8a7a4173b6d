// Issue link types: the four a new Jira Cloud site has (ids as it numbers them), found by id or by name
// (any case) as POST /issueLink names them, and rendered as IssueLinkType beans. They are built in, like
// system fields: a site's link types are configuration, not records a task changes.
import type { JsonRecord } from "../../core/pack/index.ts";
import { apiBase, type JiraView } from "./jira-view.ts";

export interface JiraIssueLinkType {
  id: string;
  name: string;
  /** How the inward issue reads: "OPS-2 is blocked by OPS-1". */
  inward: string;
  /** How the outward issue reads: "OPS-1 blocks OPS-2". */
  outward: string;
}

export const ISSUE_LINK_TYPES: readonly JiraIssueLinkType[] = [
  { id: "10000", name: "Blocks", inward: "is blocked by", outward: "blocks" },
  { id: "10001", name: "Cloners", inward: "is cloned by", outward: "clones" },
  { id: "10002", name: "Duplicate", inward: "is duplicated by", outward: "duplicates" },
  { id: "10003", name: "Relates", inward: "relates to", outward: "relates to" },
];

export const findLinkType = (id: string): JiraIssueLinkType | undefined => ISSUE_LINK_TYPES.find((t) => t.id === id);

export const findLinkTypeByName = (name: string): JiraIssueLinkType | undefined => ISSUE_LINK_TYPES.find((t) => t.name.toLowerCase() === name.toLowerCase());

export function renderLinkType(view: JiraView, type: JiraIssueLinkType): JsonRecord {
  return { id: type.id, name: type.name, inward: type.inward, outward: type.outward, self: `${apiBase(view)}/issueLinkType/${type.id}` };
}
