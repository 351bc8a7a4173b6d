import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// GET /services/data (public) and GET /services/data/vNN.0 (the resources at that version).
const org = useOrg();

describe("API versions and resources", () => {
  test("/services/data lists every served version, oldest first, with its URL and release label, without a session", async () => {
    const { status, body } = await org.send("/services/data", { headers: { authorization: "" } });
    expect(status).toBe(200);
    expect(body[0]).toEqual({ label: "Winter '11", url: "/services/data/v20.0", version: "20.0" });
    expect(body.at(-1)).toEqual({ label: "Summer '26", url: "/services/data/v67.0", version: "67.0" });
    expect(body.map((v: Json) => v.version)).toEqual(Array.from({ length: 48 }, (_, i) => `${20 + i}.0`));
  });

  test("/services/data/vNN.0 names the REST resources under that version", async () => {
    for (const version of ["v67.0", "v45.0"]) {
      const { status, body } = await org.send(`/services/data/${version}`);
      expect(status).toBe(200);
      const root = `/services/data/${version}`;
      expect(body).toMatchObject({ sobjects: `${root}/sobjects`, query: `${root}/query`, queryAll: `${root}/queryAll`, limits: `${root}/limits`, composite: `${root}/composite` });
    }
  });

  test("a version outside v20.0..v67.0 is 404 NOT_FOUND; the resource list needs a session", async () => {
    for (const version of ["v19.0", "v68.0", "v67.5", "latest"]) {
      const { status, body } = await org.send(`/services/data/${version}`);
      expect([version, status, body]).toEqual([version, 404, sfError("NOT_FOUND", "The requested resource does not exist")]);
    }
    const anonymous = await org.send("/services/data/v67.0", { headers: { authorization: "" } });
    expect([anonymous.status, anonymous.body]).toEqual([401, sfError("INVALID_SESSION_ID", "Session expired or invalid")]);
  });
});
