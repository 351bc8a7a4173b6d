/** The spellings of one branch a run's `ref` may carry: "main" and "refs/heads/main" name the same branch. */
export function branchRefs(ref: string): string[] {
  const short = ref.replace(/^refs\/heads\//, "");
  return [...new Set([ref, short, `refs/heads/${short}`])];
}
