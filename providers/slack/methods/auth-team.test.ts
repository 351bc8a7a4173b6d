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

// Methods java-slack-sdk recorded no sample for (reference.test.ts lists the same).
const NO_SAMPLE = new Set(["search.messages", "files.delete"]);

test("the handler table covers SLACK_METHODS, each with a response sample unless none was recorded", () => {
  const names = Object.keys(SLACK_HANDLERS);
  expect([...names].sort()).toEqual([...SLACK_METHODS].sort());
  for (const name of names) expect([name, existsSync(`${referencePath("slack/samples")}/${name}.json`)]).toEqual([name, !NO_SAMPLE.has(name)]);
});
