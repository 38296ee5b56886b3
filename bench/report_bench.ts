// deno run -A bench/report_bench.ts: times the report build on this machine against its targets
// (a warm full build with the cache bypassed ≤ 8 s, one notebook ≤ 3 s, an unchanged rebuild
// ≤ 2 s), each the best of three runs of `deno task report` into a temporary folder.
import { join } from "node:path";
import { ROOT } from "../lib/cli/setup.ts";

const out = await Deno.makeTempDir({ prefix: "report-bench-" });
const report = [
  "run",
  "--allow-read",
  "--allow-write",
  "--allow-run",
  "--allow-env",
  join(ROOT, "lib", "cli", "report.ts"),
  "--out",
  join(out, "reports"),
];

async function time(args: string[]): Promise<number> {
  const started = performance.now();
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: [...report, ...args],
    cwd: ROOT,
    stdout: "null",
    stderr: "piped",
  }).output();
  if (code !== 0) {
    throw new Error(`report ${args.join(" ")} failed:\n${new TextDecoder().decode(stderr)}`);
  }
  return (performance.now() - started) / 1000;
}

const best = async (args: string[]) =>
  Math.min(await time(args), await time(args), await time(args));
await time([]); // warm: set-up done, Deno's caches filled
const rows = [
  { what: "full build, cache bypassed (--force)", target: 8, seconds: await best(["--force"]) },
  {
    what: "one notebook (--force --only 01)",
    target: 3,
    seconds: await best(["--force", "--only", "01"]),
  },
  { what: "unchanged rebuild", target: 2, seconds: await best([]) },
];
await Deno.remove(out, { recursive: true });
for (const r of rows) {
  console.log(
    `${r.what.padEnd(40)} ${r.seconds.toFixed(1).padStart(5)} s  (target ${r.target} s${
      r.seconds <= r.target ? "" : ", OVER"
    })`,
  );
}
