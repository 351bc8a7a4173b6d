// Follows long work while its page is open: a running run (GET /api/v1/evals/{runId}) or a dataset
// check (GET its check url), every two seconds, with the session cookie the page was opened with. When
// the work ends the page reloads, so the verdicts come from the server as everything else does.

const EVERY_MS = 2000;

interface Progress { done: number; total: number; finished: boolean }

function follow(element: HTMLElement, url: string, read: (body: any) => Progress): void {
  const bar = element.querySelector("progress");
  const text = element.querySelector("[data-live-text]");
  const tick = async () => {
    try {
      const answer = await fetch(url, { headers: { accept: "application/json" }, credentials: "same-origin" });
      if (!answer.ok) return;
      const progress = read(await answer.json());
      if (bar) {
        bar.max = progress.total;
        bar.value = progress.done;
        bar.textContent = `${progress.done}/${progress.total}`;
      }
      if (text) text.textContent = text.textContent?.replace(/^\d+(\/| of )\d+/, `${progress.done}$1${progress.total}`) ?? "";
      if (progress.finished) return location.reload();
    } catch {
      // The service restarting or the network dropping: the next tick tries again.
    }
    setTimeout(tick, EVERY_MS);
  };
  setTimeout(tick, EVERY_MS);
}

export function followRun(element: HTMLElement): void {
  follow(element, `/api/v1/evals/${encodeURIComponent(element.dataset.liveRun ?? "")}`, (run) => {
    const p = run.progress;
    const total = p.queued + p.leased + p.graded + p.infra_error + p.cancelled + p.not_graded;
    return { done: total - p.queued - p.leased, total, finished: run.status !== "running" };
  });
}

export function followCheck(element: HTMLElement): void {
  follow(element, element.dataset.liveCheck ?? "", (check) => ({ done: check.done, total: check.total, finished: check.status !== "running" }));
}
