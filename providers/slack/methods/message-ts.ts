// The ts of a channel's next message: later than every message (and ephemeral message) the channel has.
// Scanning the channel on every post made chat.postMessage O(channel size); the latest ts per channel is
// kept in the world's scratch state instead, built by one scan on first use (and again after a restart).
// A value that runs ahead of the records (a write undone by its transaction) only skips a ts: harmless.
import { compareTs, messageKey, nextTs } from "../slack-ids.ts";
import type { SlackCall } from "./call.ts";

type LatestByChannel = Map<string, string>;

function scan(call: SlackCall): LatestByChannel {
  const latest: LatestByChannel = new Map();
  for (const name of ["messages", "ephemeral_messages"])
    for (const m of call.records.collection(name).all()) {
      const channel = String(m.channel);
      const ts = String(m.ts);
      const current = latest.get(channel);
      if (current === undefined || compareTs(ts, current) > 0) latest.set(channel, ts);
    }
  return latest;
}

/** Claims a new ts for a message in `channel`: unique and increasing, from the world's clock. */
export function claimMessageTs(call: SlackCall, channel: string): string {
  // Without scratch state (unit tests over plain records) every claim rescans.
  const latest = call.scratch ? call.scratch("slack:latest-ts", () => scan(call)) : scan(call);
  let ts = nextTs(call.clock.now(), latest.get(channel));
  const messages = call.records.collection("messages");
  const ephemeral = call.records.collection("ephemeral_messages");
  // Records written since the scan by a path that did not claim (a seed replaced in place): step past them.
  while (messages.has(messageKey(channel, ts)) || ephemeral.has(messageKey(channel, ts))) ts = nextTs(call.clock.now(), ts);
  latest.set(channel, ts);
  return ts;
}
