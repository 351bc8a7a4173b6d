import { expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { referencePath } from "../../../tests/reference/reference-file.ts";
import { SLACK_METHODS } from "../methods.ts";
import { authTest, teamInfo } from "./auth-team.ts";
import { SLACK_HANDLERS } from "./index.ts";
import { expectSampleShape, world } from "./fixture.ts";

test("auth.test names the token's user and team; a bot gets its bot_id", () => {
  const w = world();
  const bot = authTest(w.as("U0BOT"));
  expectSampleShape(bot, "auth.test");
  expect(bot).toMatchObject({ ok: true, url: "https://acme.slack.com/", team: "Acme", user: "helper", team_id: "T0ACME", user_id: "U0BOT", bot_id: "B0BOT" });
  const ada = authTest(w.as("U0ADA"));
  expect(ada.bot_id).toBeUndefined();
  expect(ada.user).toBe("ada");
});

test("team.info answers the seeded team", () => {
  const answer = teamInfo(world().as("U0ADA"));
  expectSampleShape(answer, "team.info");
  expect(answer.team).toMatchObject({ id: "T0ACME", name: "Acme", domain: "acme" });
});

test("the handler table covers 36 of SLACK_METHODS, every one with a response sample", () => {
  const names = Object.keys(SLACK_HANDLERS);
  expect(names.length).toBe(36);
  for (const name of names) {
    expect(SLACK_METHODS as readonly string[]).toContain(name);
    expect(existsSync(referencePath(`slack/samples/${name}.json`))).toBe(true);
  }
});
