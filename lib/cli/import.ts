/**
 * `deno task import skypilot FILE... --out DIR/cloud_offerings.NAME.csv [--as-of DATE]
 * [--source TEXT] [--provider NAME] [--regions collapse|each] [--force]`: reads SkyPilot catalog
 * files into an offering file of the project's format, and says what it did.
 *
 * `deno task import diff OLD NEW [--data DIR]`: compares two snapshots of the same catalog file:
 * offerings added, removed and repriced, the cheapest price per GPU model, and whether a
 * scenario's verdict at its hours would change against the cheapest on-demand price.
 *
 * `deno task import fetch [--clouds LIST] [--from URL|DIR] [--data DIR] [--as-of DATE]`:
 * downloads each cloud's file of the catalog (SkyPilot's hosted v7 catalog by default), keeps it
 * dated under `DIR/snapshots/skypilot/`, imports it into `DIR/cloud_offerings.skypilot-CLOUD.csv`
 * and prints what changed since the cloud's latest earlier snapshot, as `diff` does. Everything is
 * downloaded and checked before anything is written, each file written whole (a temporary file
 * renamed); a failed download or a bad file writes nothing.
 *
 * `skypilot` writes only the file named by `--out`, never over an existing file without `--force`; a bad
 * catalog (a missing column, a price that is not a number or negative, an empty file, another
 * format) is reported with file, row and column and nothing is written. A price of 0 (not
 * offered) or above the ceiling per GPU-hour (a placeholder) is skipped and the file's good rows
 * are written; a summary line says each kind skipped.
 *
 * `deno task import history [--data DIR] [--catalog DIR[@DATE]]... [--research FILE]... [--json]`:
 * the dated prices available offline (the data's rows, the snapshots `fetch` kept, catalog copies,
 * research tables) as a series per offering and per segment, with each one's yearly drift and
 * volatility; writes to standard output only (`import_history.ts`).
 *
 * `fetch` is `import_fetch.ts`'s; what the commands share (the help, reading catalog files, the
 * lines of what changed) is `import_catalog.ts`'s.
 *
 * @module
 */
import { basename } from "node:path";
import { loadDataset } from "../data/folder.ts";
import { breakEvenHours, ownCheaperAt } from "../model/breakeven.ts";
import { formatOfferings, type OfferingLine, perGpuHour } from "../import/skypilot.ts";
import { sayBreakEven } from "../present/findings.ts";
import { displayRate, resolveScenario } from "../scenario.ts";
import { InputError, runTask, UsageError } from "./main.ts";
import {
  changeLines,
  HELP,
  importFiles,
  parseCommandLineWithFiles,
  providerOf,
} from "./import_catalog.ts";
import { fetchCatalog } from "./import_fetch.ts";
import { HISTORY_HELP, priceHistory } from "./import_history.ts";

async function skypilot(args: string[]): Promise<void> {
  const { values, positionals } = parseCommandLineWithFiles(args, {
    out: { type: "string" },
    "as-of": { type: "string" },
    source: { type: "string" },
    provider: { type: "string" },
    regions: { type: "string", default: "collapse" },
    force: { type: "boolean", default: false },
  });
  if (positionals.length === 0) throw new UsageError(`Name the catalog files to import\n${HELP}`);
  if (!values.out) throw new UsageError(`Name the file to write with --out\n${HELP}`);
  if (values.regions !== "collapse" && values.regions !== "each") {
    throw new UsageError(`--regions takes collapse or each, not "${values.regions}"`);
  }
  const asOf = values["as-of"] ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}(-\d{2}(-\d{2})?)?$/.test(asOf)) {
    throw new InputError(
      `Cannot import: --as-of "${asOf}" is not a date (YYYY, YYYY-MM or YYYY-MM-DD)`,
    );
  }
  if (!/^cloud_offerings(\.[A-Za-z0-9_-]+)?\.csv$/.test(basename(values.out))) {
    console.error(
      `import: note: a data folder reads offering files named cloud_offerings.NAME.csv; ${
        basename(values.out)
      } will not be read as one`,
    );
  }
  const exists = await Deno.stat(values.out).then(() => true, () => false);
  if (exists && !values.force) {
    throw new InputError(`Cannot write ${values.out}: it exists; add --force to replace it`);
  }
  const made = await importFiles(positionals, {
    asOf,
    source: values.source,
    provider: values.provider,
    regions: values.regions,
  });
  if (made.problems.length > 0) {
    for (const p of made.problems) console.error(`error: ${p}`);
    throw new InputError(`Cannot import: ${made.problems.length} problem(s); nothing was written`);
  }
  const ids = new Map<string, number>();
  for (const l of made.lines) ids.set(l.id, (ids.get(l.id) ?? 0) + 1);
  const clash = [...ids].filter(([, n]) => n > 1).map(([id]) => id);
  if (clash.length > 0) {
    throw new InputError(
      `Cannot import: files of the same provider give the same ids (${
        clash.slice(0, 5).join(", ")
      }); import them one at a time with --provider`,
    );
  }
  await Deno.writeTextFile(values.out, formatOfferings(made.lines));
  for (const line of made.report) console.log(line);
  const models = [...new Set(made.lines.map((l) => l.gpu_model))].sort();
  console.log(`GPU models: ${models.join(", ")}`);
  if (made.unknown.length > 0) {
    console.log(
      `GPU names kept as the catalog writes them (not known to the workbook): ${
        made.unknown.join(", ")
      }`,
    );
  }
  console.log(
    `wrote ${made.lines.length} offerings to ${values.out} (regions: ${values.regions}, as of ${asOf})`,
  );
}

async function diff(args: string[]): Promise<void> {
  const { values, positionals } = parseCommandLineWithFiles(args, {
    data: { type: "string", default: "data" },
    regions: { type: "string", default: "collapse" },
  });
  if (positionals.length !== 2) {
    throw new UsageError(`import diff takes two files: OLD NEW\n${HELP}`);
  }
  const [oldFile, newFile] = positionals as [string, string];
  const regions = values.regions === "each" ? "each" : "collapse";
  const asOf = new Date().toISOString().slice(0, 10);
  const before = await importFiles([oldFile], { asOf, regions, provider: providerOf(newFile) });
  const after = await importFiles([newFile], { asOf, regions, provider: providerOf(newFile) });
  const problems = [...before.problems, ...after.problems];
  if (problems.length > 0) {
    for (const p of problems) console.error(`error: ${p}`);
    throw new InputError(`Cannot compare: ${problems.length} problem(s)`);
  }
  for (const line of changeLines(before.lines, after.lines)) console.log(line);
  // would a shipped scenario's verdict at its hours change against the cheapest on demand?
  const result = await loadDataset(values.data);
  if (!result.ok) {
    console.log(`(the scenarios of ${values.data} are not checked: the folder has problems)`);
    return;
  }
  const dataset = result.dataset;
  for (const s of dataset.scenarios) {
    const r = resolveScenario(dataset, s.id);
    const gpu = r.offering.gpuModel;
    const cheapest = (lines: readonly OfferingLine[]) => {
      const prices = lines.filter((l) => l.gpu_model === gpu && l.pricing_model === "on_demand")
        .map(perGpuHour);
      return prices.length > 0 ? Math.min(...prices) : undefined;
    };
    const a = cheapest(before.lines), b = cheapest(after.lines);
    if (a === undefined || b === undefined) continue;
    const rate = displayRate(dataset, "USD");
    const verdict = (usdPerGpuHour: number) => {
      const x = {
        ...r.inputs,
        rentBilling: "hourly" as const,
        rentMinimumMonths: 0,
        rentOverhead: 0,
        rentInterruptionsPerHour: 0,
        rentCnyPerGpuHour: usdPerGpuHour * rate,
      };
      const be = breakEvenHours(x);
      return { be, ownCheaper: ownCheaperAt(be, x.usedHoursPerDay) };
    };
    const va = verdict(a), vb = verdict(b);
    const changed = va.ownCheaper !== vb.ownCheaper;
    console.log(
      `scenario ${s.id} (${gpu}, ${r.inputs.usedHoursPerDay.toFixed(1)} h/day): ${
        sayBreakEven(va.be)
      } → ${sayBreakEven(vb.be)} against the cheapest on demand; ${
        changed
          ? `the verdict changes: ${vb.ownCheaper ? "owning" : "renting"} is now cheaper`
          : "the verdict stays"
      }`,
    );
  }
}

if (import.meta.main) {
  await runTask("import", async () => {
    const [command, ...rest] = Deno.args;
    if (command === undefined || command === "--help" || command === "help") {
      console.log(HELP);
      return;
    }
    if (command === "skypilot") return await skypilot(rest);
    if (command === "diff") return await diff(rest);
    if (command === "fetch") return await fetchCatalog(rest);
    if (command === "history") return await priceHistory(rest);
    throw new UsageError(
      `Unknown command "${command}": use skypilot, diff, fetch or history\n${HELP}`,
    );
  }, { help: Deno.args[0] === "history" ? HISTORY_HELP : HELP });
}
