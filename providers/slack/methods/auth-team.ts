// auth.test and team.info.
import { botIdFor } from "../slack-ids.ts";
import { team, userById, type SlackAnswer, type SlackCall } from "./call.ts";

export function authTest(call: SlackCall): SlackAnswer {
  const workspace = team(call);
  const user = userById(call, call.user);
  const answer: SlackAnswer = {
    ok: true,
    url: workspace.url,
    team: workspace.name,
    user: user.name,
    team_id: workspace.id,
    user_id: user.id,
  };
  if (user.is_bot === true) answer.bot_id = botIdFor(String(user.id));
  answer.is_enterprise_install = false;
  return answer;
}

export function teamInfo(call: SlackCall): SlackAnswer {
  return { ok: true, team: structuredClone(team(call)) };
}
