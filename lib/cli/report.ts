/**
 * `deno task report [--data DIR] [--scenario NAME] [--currency USD] [--with-code] [--only 01,04]
 * [--max-age-days N] [--jobs N] [--out DIR]`: validates the data,
 * executes every notebook in `notebooks/` with the Deno kernel and exports HTML reports with
 * `reports/index.html` linking them. The reader version without code cells is the default.
 * Exits non-zero, naming the notebook and the failing cell's error, when a notebook fails.
 *
 * @module
 */
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { formatIssue } from "../data/errors.ts";
import { loadDataset } from "../data/folder.ts";
import { escapeHtml, formatMoney, formatNumber } from "../present/format.ts";
import { displayRate, resolveScenario, scenarioResults } from "../scenario.ts";
import { KERNEL_NAME, ROOT, setupJupyter, VENV } from "./setup.ts";

export const DEFAULT_SCENARIO = "seed-3090-autodl";

interface NotebookInfo {
  name: string;
  title: string;
  description: string;
}

async function notebooks(): Promise<NotebookInfo[]> {
  const dir = `${ROOT}/notebooks`;
  const names = [...Deno.readDirSync(dir)].map((e) => e.name).filter((n) =>
    /^\d\d_.*\.ipynb$/.test(n)
  ).sort();
  return await Promise.all(names.map(async (name) => {
    const nb = JSON.parse(await Deno.readTextFile(`${dir}/${name}`));
    const firstMd = nb.cells.find((c: { cell_type: string }) => c.cell_type === "markdown");
    const title = String((firstMd?.source ?? []).join("")).split("\n")[0]!.replace(/^#\s*/, "");
    return {
      name: name.replace(/\.ipynb$/, ""),
      title,
      description: nb.metadata?.workbook?.description ?? "",
    };
  }));
}

/** Removes what makes two builds differ or needs the network: CDN scripts (require.js, MathJax). */
export function makeSelfContained(html: string): string {
  return html
    .replace(/<script[^>]*src="https?:\/\/[^"]*"[^>]*>\s*<\/script>/g, "")
    .replace(/<script type="text\/x-mathjax-config">[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]*href="https?:\/\/[^"]*"[^>]*>/g, "");
}

/** Code cells that must show something: all but the imports and the parameters cell. */
export function missingOutputs(
  notebook: {
    cells: {
      cell_type: string;
      source: string[] | string;
      outputs?: unknown[];
      metadata?: { tags?: string[] };
    }[];
  },
): number[] {
  const missing: number[] = [];
  notebook.cells.forEach((c, i) => {
    if (c.cell_type !== "code") return;
    const source = Array.isArray(c.source) ? c.source.join("") : c.source;
    if (c.metadata?.tags?.includes("parameters") || /^\s*import\b/.test(source)) return;
    if ((c.outputs?.length ?? 0) === 0) missing.push(i);
  });
  return missing;
}

async function jupyter(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stderr: string }> {
  const { code, stderr } = await new Deno.Command(`${VENV}/bin/jupyter`, {
    args,
    cwd: `${ROOT}/notebooks`,
    env: { JUPYTER_PLATFORM_DIRS: "1", PYDEVD_DISABLE_FILE_VALIDATION: "1", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  return { code, stderr: new TextDecoder().decode(stderr) };
}

/**
 * Executes one notebook into a temporary folder, checks that every display cell shows output
 * (the kernel can report idle before its last result arrives: such a run is repeated), then
 * exports the executed notebook to HTML.
 */
async function runNotebook(
  nb: NotebookInfo,
  { env, outDir, withCode, tmp }: {
    /** What the notebooks read: WORKBOOK_DATA, WORKBOOK_MAX_AGE_DAYS, WORKBOOK_SCENARIO, WORKBOOK_CURRENCY. */
    env: Record<string, string>;
    outDir: string;
    withCode: boolean;
    tmp: string;
  },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const executed = `${tmp}/${nb.name}.ipynb`;
  for (let attempt = 1;; attempt++) {
    const run = await jupyter([
      "nbconvert",
      "--to",
      "notebook",
      "--execute",
      `--ExecutePreprocessor.kernel_name=${KERNEL_NAME}`,
      "--ExecutePreprocessor.timeout=300",
      "--output-dir",
      tmp,
      `${ROOT}/notebooks/${nb.name}.ipynb`,
    ], env);
    if (run.code !== 0) {
      const at = run.stderr.indexOf("An error occurred while executing the following cell");
      const detail = at >= 0 ? run.stderr.slice(at) : run.stderr.split("\n").slice(-25).join("\n");
      // deno-lint-ignore no-control-regex
      return { ok: false, message: detail.replace(/\x1b\[[0-9;]*m/g, "").trim() };
    }
    const missing = missingOutputs(JSON.parse(await Deno.readTextFile(executed)));
    if (missing.length === 0) break;
    if (attempt === 4) {
      return {
        ok: false,
        message: `cells ${
          missing.map((i) => i + 1).join(", ")
        } showed no output after ${attempt} runs`,
      };
    }
    console.error(
      `report: ${nb.name}: cells ${
        missing.map((i) => i + 1).join(", ")
      } came back without output; running it again`,
    );
  }
  const html = await jupyter([
    "nbconvert",
    "--to",
    "html",
    ...(withCode ? [] : ["--no-input"]),
    "--output-dir",
    outDir,
    executed,
  ], {});
  if (html.code !== 0) return { ok: false, message: html.stderr.split("\n").slice(-15).join("\n") };
  const path = `${outDir}/${nb.name}.html`;
  await Deno.writeTextFile(path, makeSelfContained(await Deno.readTextFile(path)));
  return { ok: true };
}

function indexPage(list: NotebookInfo[], headline: string): string {
  const items = list.map((n) =>
    `<li><a href="${escapeHtml(n.name)}.html">${escapeHtml(n.title)}</a><br><span>${
      escapeHtml(n.description)
    }</span></li>`
  ).join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>GPU rent or buy: reports</title>
<style>body{font-family:system-ui,sans-serif;max-width:52em;margin:2em auto;padding:0 1em;color:#222}li{margin:0.8em 0}span{color:#555}</style>
</head><body>
<h1>Is renting cloud GPUs cheaper than owning one?</h1>
${headline}
<h2>Reports</h2>
<ul>
${items}
</ul>
</body></html>
`;
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      data: { type: "string", default: "data" },
      out: { type: "string", default: "reports" },
      "with-code": { type: "boolean", default: false },
      jobs: { type: "string", default: "3" },
      only: { type: "string" },
      "max-age-days": { type: "string", default: "365" },
      scenario: { type: "string" },
      currency: { type: "string" },
    },
  });
  const dataDir = resolve(values.data);
  const outDir = resolve(values.out);
  const maxAgeDays = Number(values["max-age-days"]);
  if (!Number.isFinite(maxAgeDays) || maxAgeDays < 0) {
    console.error(
      `Cannot build the reports: --max-age-days "${
        values["max-age-days"]
      }" is not a number of days`,
    );
    Deno.exit(2);
  }
  const result = await loadDataset(dataDir, { folder: values.data, maxAgeDays });
  if (!result.ok) {
    for (const i of result.issues) console.error(`error: ${formatIssue(i)}`);
    console.error(
      `Cannot build the reports: ${values.data} has ${result.issues.length} problem(s); run deno task validate --data ${values.data}`,
    );
    Deno.exit(1);
  }
  const d = result.dataset;
  const env: Record<string, string> = {
    WORKBOOK_DATA: dataDir,
    WORKBOOK_MAX_AGE_DAYS: String(maxAgeDays),
  };
  if (values.scenario !== undefined) {
    if (!d.scenarios.some((x) => x.id === values.scenario)) {
      console.error(
        `Unknown scenario "${values.scenario}": scenarios.csv lists ${
          d.scenarios.map((x) => x.id).join(", ")
        }`,
      );
      Deno.exit(1);
    }
    env.WORKBOOK_SCENARIO = values.scenario;
  }
  if (values.currency !== undefined) {
    const currency = values.currency.toUpperCase();
    const known = ["CNY", ...new Set(d.fx.map((r) => r.currency))];
    if (!known.includes(currency)) {
      console.error(`Unknown currency "${values.currency}": use one of ${known.join(", ")}`);
      Deno.exit(1);
    }
    env.WORKBOOK_CURRENCY = currency;
  }
  try {
    await setupJupyter();
  } catch (error) {
    console.error((error as Error).message);
    Deno.exit(1);
  }
  await Deno.mkdir(outDir, { recursive: true });
  const all = await notebooks();
  const wanted = values.only?.split(",").map((x) => x.trim()).filter((x) => x !== "");
  const unknown = (wanted ?? []).filter((w) =>
    !all.some((n) => n.name === w || n.name.startsWith(w + "_"))
  );
  if (unknown.length > 0) {
    console.error(
      `Unknown notebook ${unknown.join(", ")}: notebooks/ holds ${
        all.map((n) => n.name).join(", ")
      }`,
    );
    Deno.exit(1);
  }
  const list = wanted
    ? all.filter((n) => wanted.some((w) => n.name === w || n.name.startsWith(w + "_")))
    : all;
  const jobs = Math.max(1, Number(values.jobs) || 1);
  const failures: string[] = [];
  const queue = [...list];
  const started = performance.now();
  const tmp = await Deno.makeTempDir({ prefix: "workbook-report-" });
  await Promise.all(Array.from({ length: Math.min(jobs, list.length) }, async () => {
    for (let nb = queue.shift(); nb; nb = queue.shift()) {
      const t0 = performance.now();
      const r = await runNotebook(nb, { env, outDir, withCode: values["with-code"], tmp });
      const secs = ((performance.now() - t0) / 1000).toFixed(1);
      if (r.ok) console.error(`report: ${nb.name}.html (${secs} s)`);
      else {
        failures.push(nb.name);
        console.error(`report: notebook ${nb.name}.ipynb failed:\n${r.message}\n`);
      }
    }
  }));
  await Deno.remove(tmp, { recursive: true });
  const s = d.scenarios.find((x) => x.id === (values.scenario ?? DEFAULT_SCENARIO)) ??
    d.scenarios[0]!;
  const r = scenarioResults(resolveScenario(d, s.id));
  const shownIn = env.WORKBOOK_CURRENCY ?? s.currency;
  const money = {
    currency: shownIn,
    cnyPerUnit: displayRate(d, shownIn),
  };
  const be = (b: typeof r.consistent.breakEven) =>
    b.kind === "hours" ? `${formatNumber(b.hoursPerDay, 1)} h/day` : b.kind;
  const headline = `<p>Scenario <code>${escapeHtml(s.id)}</code>: ${escapeHtml(s.description)}.</p>
<ul><li>Break-even: <strong>${be(r.consistent.breakEven)}</strong> (consistent model), ${
    be(r.documentMethod.breakEven)
  } (the document's method)</li>
<li>Over ${formatNumber(r.horizonYears, 1)} years at ${
    formatNumber(r.usedHoursPerDay, 1)
  } h/day: owning <strong>${
    formatMoney(r.consistent.tco.own.total, money)
  }</strong>, renting <strong>${
    formatMoney(r.consistent.tco.cloud.total, money)
  }</strong> (summed the document's way, counting the purchase twice: ${
    formatMoney(r.documentMethod.tco, money)
  })</li></ul>`;
  // the index lists every report in the folder, also those an earlier --only build left there
  const built = all.filter((n) => {
    try {
      return Deno.statSync(`${outDir}/${n.name}.html`).isFile;
    } catch {
      return false;
    }
  });
  await Deno.writeTextFile(`${outDir}/index.html`, indexPage(built, headline));
  console.error(
    `report: ${list.length - failures.length} of ${list.length} notebooks in ${
      ((performance.now() - started) / 1000).toFixed(1)
    } s → ${values.out}/index.html`,
  );
  if (failures.length > 0) {
    console.error(`report: failed: ${failures.join(", ")}`);
    Deno.exit(1);
  }
}
