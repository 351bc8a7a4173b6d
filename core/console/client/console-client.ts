// The console's only script (bundled with uPlot at first start: core/console/console-assets.ts). It
// enhances server-rendered pages that work without it: draws the trend chart from the data its page
// carries, and follows a running run or dataset check through the same API the page was rendered from.
import { drawTrend } from "./trend-chart.ts";
import { followCheck, followRun } from "./live-progress.ts";

function start(): void {
  const data = document.getElementById("trend-data");
  const chart = document.getElementById("trend-chart");
  if (data && chart) drawTrend(chart, JSON.parse(data.textContent ?? "{}"));
  for (const element of document.querySelectorAll<HTMLElement>("[data-live-run]")) followRun(element);
  for (const element of document.querySelectorAll<HTMLElement>("[data-live-check]")) followCheck(element);
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
