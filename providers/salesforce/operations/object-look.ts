import type { SObjectDescribe } from "../describes/index.ts";

/** The colors and icons Salesforce shows an object with (DescribeColor, DescribeIcon), as tabs and themes report them. */
export interface ObjectLook {
  colors: Array<{ color: string; context: "primary"; theme: "theme3" | "theme4" }>;
  icons: Array<{ contentType: string; height: number; theme: "theme3" | "theme4"; url: string; width: number }>;
  iconUrl: string;
  miniIconUrl: string;
}

/** Salesforce's own colors for the standard objects' tabs: [Classic (theme3), Lightning (theme4)]. */
const STANDARD_COLORS: Record<string, [string, string]> = {
  Account: ["236FBD", "7F8DE1"],
  Contact: ["56458C", "A094ED"],
  Lead: ["E39321", "F88962"],
  Opportunity: ["E5C130", "FCB95B"],
  Case: ["B7A752", "F2CF5B"],
  Campaign: ["EF7FA5", "F49756"],
  Product2: ["A05F87", "B781D3"],
  Contract: ["66895F", "6EC06E"],
  Quote: ["3E8B73", "88C651"],
  Order: ["66895F", "769ED9"],
  User: ["1797C0", "65CAE4"],
};
/** Custom objects get one of these Lightning colors, chosen by name so it never changes. */
const CUSTOM_COLORS = ["3D8D8D", "E56798", "7A9AE6", "D8BE5F", "6B9EE2", "AB5B9E", "5BB37C", "D8724F"];

/**
 * The object's look on this org's instance: Classic 32 and 16 pixel PNGs and a Lightning SVG and
 * 120 pixel PNG under `/img/icon/` (URLs in Salesforce's form; the mock serves no images).
 */
export function objectLook(describe: SObjectDescribe, instanceUrl: string): ObjectLook {
  const [classic, lightning] = STANDARD_COLORS[describe.name] ?? ["236FBD", CUSTOM_COLORS[hash(describe.name) % CUSTOM_COLORS.length]!];
  const standard = !describe.custom && STANDARD_COLORS[describe.name] !== undefined;
  const classicName = standard ? describe.labelPlural.toLowerCase().replace(/[^a-z0-9]/g, "") : "custom";
  const lightningName = standard ? describe.name.toLowerCase() : `custom${(hash(describe.name) % 100) + 1}`;
  const base = `${instanceUrl}/img/icon`;
  const iconUrl = `${base}/${classicName}32.png`;
  const miniIconUrl = `${base}/${classicName}16.png`;
  return {
    colors: [{ color: lightning, context: "primary", theme: "theme4" }, { color: classic, context: "primary", theme: "theme3" }],
    icons: [
      { contentType: "image/png", height: 32, theme: "theme3", url: iconUrl, width: 32 },
      { contentType: "image/png", height: 16, theme: "theme3", url: miniIconUrl, width: 16 },
      // An SVG has no pixel size: Salesforce reports 0.
      { contentType: "image/svg+xml", height: 0, theme: "theme4", url: `${base}/t4v35/${standard ? "standard" : "custom"}/${lightningName}.svg`, width: 0 },
      { contentType: "image/png", height: 120, theme: "theme4", url: `${base}/t4v35/${standard ? "standard" : "custom"}/${lightningName}_120.png`, width: 120 },
    ],
    iconUrl,
    miniIconUrl,
  };
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) >>> 0;
  return h;
}
