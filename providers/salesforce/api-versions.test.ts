import { expect, test } from "bun:test";
import { listVersions, parseApiVersion, releaseLabel } from "./api-versions.ts";

test("release labels follow Salesforce's naming", () => {
  expect(releaseLabel(60)).toBe("Spring '24");
  expect(releaseLabel(62)).toBe("Winter '25");
  expect(releaseLabel(59)).toBe("Winter '24");
  expect(releaseLabel(58)).toBe("Summer '23");
  expect(releaseLabel(67)).toBe("Summer '26");
});

test("only served versions parse", () => {
  expect(parseApiVersion("v67.0")).toBe("67.0");
  expect(parseApiVersion("v42.0")).toBe("42.0");
  for (const bad of ["v68.0", "v19.0", "67.0", "v67", "v67.1", undefined]) expect(parseApiVersion(bad)).toBeUndefined();
  expect(listVersions().at(-1)).toEqual({ label: "Summer '26", url: "/services/data/v67.0", version: "67.0" });
});
