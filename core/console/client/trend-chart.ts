import uPlot from "uplot";

interface TrendData { labels: string[]; series: Array<{ label: string; values: Array<number | null> }>; regressions: boolean[] }

// Colours readable on the light and the dark background alike (3:1 against both).
const COLOURS = ["#2f81f7", "#1a7f37", "#bf8700", "#cf222e"];

/** The trend as a uPlot line chart: x is the run's place (labelled with its commit), y a share in percent. */
export function drawTrend(container: HTMLElement, data: TrendData): void {
  const xs = data.labels.map((_, i) => i);
  const width = () => Math.max(280, container.clientWidth);
  const axisColour = getComputedStyle(document.documentElement).getPropertyValue("--fg").trim() || "#1b1f24";
  const plot = new uPlot(
    {
      width: width(),
      height: 260,
      // Runs sit at whole positions; the share axis ends at 100% and starts a step below the lowest point,
      // so a drop of a few points is visible.
      scales: { x: { time: false, range: [-0.25, Math.max(0.25, xs.length - 0.75)] }, y: { range: (_u, min) => [Math.max(0, Math.floor((min - 5) / 10) * 10), 100] } },
      series: [
        { label: "Run", value: (_u, i) => (i === null || i === undefined ? "" : (data.labels[i] ?? "")) },
        ...data.series.map((s, n) => ({ label: s.label, stroke: COLOURS[n % COLOURS.length], width: 2, points: { size: 7 }, value: (_u: uPlot, v: number | null) => (v === null ? "—" : `${v.toFixed(1)}%`) })),
      ],
      axes: [
        { stroke: axisColour, splits: () => xs, values: (_u, ticks) => ticks.map((t) => data.labels[t]?.split(" ")[0] ?? "") },
        { stroke: axisColour, values: (_u, ticks) => ticks.map((t) => `${t}%`) },
      ],
    },
    [xs, ...data.series.map((s) => s.values.map((v) => (v === null ? null : v * 100)))] as uPlot.AlignedData,
    container,
  );
  new ResizeObserver(() => plot.setSize({ width: width(), height: 260 })).observe(container);
}
