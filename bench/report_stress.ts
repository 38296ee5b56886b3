// deno run -A bench/report_stress.ts [RUNS]: executes every notebook RUNS times (default 20)
// with the report's executor and counts the outputs lost (a cell that came back with fewer
// outputs than in another run of the same notebook, or a code cell other than the imports and
// parameters with none) and the runs whose outputs differ from the first run's. Exits 1 when an
// output was lost. Needs `deno task setup` (or one `deno task report`) first.
import { join } from "node:path";
import { KERNEL_NAME, ROOT, VENV } from "../lib/cli/setup.ts";

const runs = Number(Deno.args[0] ?? 20);
const names = [...Deno.readDirSync(join(ROOT, "notebooks"))].map((e) => e.name)
  .filter((n) => /^\d\d_.*\.ipynb$/.test(n)).sort().map((n) => n.replace(/\.ipynb$/, ""));
const out = await Deno.makeTempDir({ prefix: "report-stress-" });
const jobs = names.flatMap((name) =>
  Array.from({ length: runs }, (_, i) => ({
    name: `${name}#${i + 1}`,
    path: join(ROOT, "notebooks", `${name}.ipynb`),
    cwd: join(ROOT, "notebooks"),
    html: null,
    executed: join(out, `${name}.${i + 1}.ipynb`),
    withCode: false,
  }))
);
const spec = {
  kernel: KERNEL_NAME,
  jobs: 6,
  timeout: 300,
  grace: 0.025,
  templates: join(ROOT, "lib", "report", "templates"),
  env: { WORKBOOK_DATA: join(ROOT, "data") },
  notebooks: jobs,
};
const started = performance.now();
const child = new Deno.Command(join(VENV, "bin", "python"), {
  args: [join(ROOT, "lib", "report", "execute.py")],
  env: { JUPYTER_PLATFORM_DIRS: "1" },
  stdin: "piped",
  stdout: "piped",
  stderr: "null",
}).spawn();
const w = child.stdin.getWriter();
await w.write(new TextEncoder().encode(JSON.stringify(spec)));
await w.close();
const report = await new Response(child.stdout).text();
await child.status;
const failed = report.split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l))
  .filter((r) => !r.ok);

type Cell = {
  cell_type: string;
  source: string | string[];
  outputs?: unknown[];
  metadata: { tags?: string[] };
};
let lost = 0, differing = 0;
const rows: string[] = [];
for (const name of names) {
  const notebooks: Cell[][] = [];
  for (let i = 1; i <= runs; i++) {
    try {
      notebooks.push(JSON.parse(await Deno.readTextFile(join(out, `${name}.${i}.ipynb`))).cells);
    } catch {
      notebooks.push([]);
    }
  }
  const cells = notebooks[0]!.length;
  let nbLost = 0, nbDiffer = 0;
  for (let c = 0; c < cells; c++) {
    const counts = notebooks.map((cs) => cs[c]?.outputs?.length ?? 0);
    const most = Math.max(...counts);
    nbLost += counts.reduce((n, k) => n + (most - k), 0);
    const cell = notebooks[0]![c]!;
    const source = Array.isArray(cell.source) ? cell.source.join("") : cell.source;
    const quiet = cell.cell_type !== "code" || cell.metadata.tags?.includes("parameters") ||
      /^\s*import\b/.test(source);
    if (!quiet) nbLost += counts.filter((k) => k === 0).length;
  }
  const first = JSON.stringify(notebooks[0]!.map((c) => c.outputs ?? []));
  for (const cs of notebooks.slice(1)) {
    if (JSON.stringify(cs.map((c) => c.outputs ?? [])) !== first) nbDiffer++;
  }
  lost += nbLost;
  differing += nbDiffer;
  rows.push(
    `${name.padEnd(24)} ${String(runs).padStart(4)} runs  ${String(nbLost).padStart(3)} lost  ${
      String(nbDiffer).padStart(3)
    } differ`,
  );
}
await Deno.remove(out, { recursive: true });
console.log(rows.join("\n"));
console.log(
  `${names.length * runs} executions in ${
    ((performance.now() - started) / 1000).toFixed(0)
  } s: ${lost} outputs lost, ${differing} runs differ from the first, ${failed.length} failed`,
);
for (const f of failed) console.log(`failed: ${f.name} at cell ${f.cell}: ${f.error}`);
if (lost > 0 || failed.length > 0) Deno.exit(1);
