// Timing script (not a unit test): does a report build on a loaded machine give a quiet build's
// pages, or fail out loud? Builds every report once with nothing beside it (the reference), then
// BUILDS forced builds in a row with HOGS busy loops and CHURN loops that start `calc` again and
// again beside them (short-lived processes: what makes a kernel's outputs late, more than CPU
// alone), and compares every page of every build byte for byte with the reference. A build is
//   same    every page identical to the reference,
//   failed  the build stopped with a message (exit code not 0): loud, the old pages kept,
//   LOST    exit code 0 and a page that differs: a report silently short of an output.
// Exits 1 when a build lost an output, or when more than one build in ten failed.
//   deno run -A bench/report_stress.ts [--builds 10] [--hogs 14] [--churn 4]
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "../lib/cli/setup.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    builds: { type: "string", default: "10" },
    hogs: { type: "string", default: "14" },
    churn: { type: "string", default: "4" },
  },
});
const builds = Number(values.builds), hogs = Number(values.hogs), churn = Number(values.churn);
const work = await Deno.makeTempDir({ prefix: "report-stress-" });

function loadAverage(): number {
  return Number(Deno.readTextFileSync("/proc/loadavg").split(" ")[0]);
}

/** One forced build of every report into `out`; its exit code, seconds and last words. */
async function build(out: string) {
  const t0 = performance.now();
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", join(ROOT, "lib", "cli", "report.ts"), "--force", "--out", out],
    cwd: ROOT,
    stdout: "null",
    stderr: "piped",
  }).output();
  const said = new TextDecoder().decode(stderr).trim().split("\n");
  return {
    code,
    seconds: (performance.now() - t0) / 1000,
    said: said.filter((l) => /fail|error/i.test(l)).slice(0, 2).join(" / "),
  };
}

/** The pages of a build folder, name → bytes. */
async function pages(dir: string): Promise<Map<string, Uint8Array>> {
  const out = new Map<string, Uint8Array>();
  for await (const e of Deno.readDir(dir)) {
    if (e.isFile && e.name.endsWith(".html")) {
      out.set(e.name, await Deno.readFile(join(dir, e.name)));
    }
  }
  return out;
}

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

console.log(`quiet build (load ${loadAverage().toFixed(1)}) …`);
const quiet = await build(join(work, "quiet"));
if (quiet.code !== 0) {
  console.log(`the quiet build failed: ${quiet.said}`);
  Deno.exit(1);
}
const reference = await pages(join(work, "quiet"));
console.log(`quiet build: ${quiet.seconds.toFixed(1)} s, ${reference.size} pages`);

// the load: busy loops, and loops that start a Deno process again and again
const beside: Deno.ChildProcess[] = [];
for (let i = 0; i < hogs; i++) {
  beside.push(new Deno.Command("sh", { args: ["-c", "while :; do :; done"] }).spawn());
}
const calc = `'${Deno.execPath()}' run --allow-read '${join(ROOT, "lib", "cli", "calc.ts")}'`;
for (let i = 0; i < churn; i++) {
  beside.push(
    new Deno.Command("sh", {
      args: ["-c", `while :; do ${calc} --scenario seed-3090-autodl >/dev/null 2>&1; done`],
    }).spawn(),
  );
}
await new Promise((resolve) => setTimeout(resolve, 20_000)); // let the load average climb

const rows: string[] = [];
let same = 0, failed = 0, lost = 0, peak = 0;
try {
  for (let i = 1; i <= builds; i++) {
    const out = join(work, `loaded-${i}`);
    const load = loadAverage();
    peak = Math.max(peak, load);
    const b = await build(out);
    let verdict: string;
    if (b.code !== 0) {
      failed++;
      verdict = `failed: ${b.said}`;
    } else {
      const got = await pages(out);
      const differ = [...reference].filter(([name, bytes]) => {
        const page = got.get(name);
        return page === undefined || !equal(page, bytes);
      }).map(([name]) => name);
      if (differ.length === 0) {
        same++;
        verdict = "same";
      } else {
        lost++;
        verdict = `LOST: ${differ.join(", ")} differ`;
      }
    }
    const row = `build ${String(i).padStart(2)}  load ${load.toFixed(1).padStart(5)}  ${
      b.seconds.toFixed(1).padStart(6)
    } s  ${verdict}`;
    rows.push(row);
    console.log(row);
  }
} finally {
  for (const p of beside) {
    try {
      p.kill("SIGKILL");
    } catch { /* already gone */ }
    await p.status;
  }
  await Deno.remove(work, { recursive: true });
}
console.log(
  `${builds} forced builds beside ${hogs} busy loops and ${churn} calc loops (1-minute load up to ${
    peak.toFixed(1)
  }): ${same} identical to the quiet build, ${failed} failed out loud, ${lost} lost an output; quiet build ${
    quiet.seconds.toFixed(1)
  } s`,
);
if (lost > 0 || failed * 10 > builds) Deno.exit(1);
