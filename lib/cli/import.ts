/**
 * `deno task import skypilot FILE... --out DIR/cloud_offerings.NAME.csv [--as-of DATE]
 * [--source TEXT] [--provider NAME] [--regions collapse|each] [--force]`: reads SkyPilot catalog
 * files into an offering file of the project's format, and says what it did.
 *
 * `deno task import diff OLD NEW [--data DIR]`: compares two snapshots of the same catalog file:
 * offerings added, removed and repriced, the cheapest price per GPU model, and whether a
 * scenario's verdict at its hours would change against the cheapest on-demand price.
 *
 * Writes only the file named by `--out`, never over an existing file without `--force`; a bad
 * catalog (a missing column, a price that is not a number or negative, an empty file, another
 * format) is reported with file, row and column and nothing is written. A price of 0 (not
 * offered) or above the ceiling per GPU-hour (a placeholder) is skipped and the file's good rows
 * are written; a summary line says each kind skipped.
 *
 * @module
 */
import { basename } from "node:path";
import { formatIssue } from "../data/errors.ts";
import { loadDataset } from "../data/folder.ts";
import { decodeCsv } from "../data/text.ts";
import { breakEvenHours, ownCheaperAt } from "../model/breakeven.ts";
import {
  type CatalogDiff,
  diffOfferings,
  formatOfferings,
  type OfferingLine,
  perGpuHour,
  projectGpuName,
  readCatalog,
  skippedPrices,
  toOfferings,
} from "../import/skypilot.ts";
import { sayBreakEven } from "../present/findings.ts";
import { displayRate, resolveScenario } from "../scenario.ts";
import { InputError, parseCommandLine, runTask, UsageError } from "./main.ts";

const HELP = `deno task import skypilot FILE... --out DIR/cloud_offerings.NAME.csv [options]
deno task import diff OLD NEW [--data DIR]

  --out FILE          the offering file to write (a data folder reads cloud_offerings.NAME.csv)
  --as-of DATE        the date of the prices (default: today)
  --source TEXT       what the rows cite; {file} stands for each file's name (default:
                      "SkyPilot catalog (github:skypilot-org/skypilot-catalog) {file}")
  --provider NAME     the provider's name (default: the file's name, e.g. lambda → Lambda)
  --regions collapse  one row per instance and pricing model at its lowest price (default), or
            each      one row per region
  --force             write over an existing --out file
  -h, --help          this text`;

/** How the providers of SkyPilot's catalog write their names. */
const PROVIDER_NAMES: Record<string, string> = {
  aws: "AWS",
  gcp: "GCP",
  azure: "Azure",
  lambda: "Lambda",
  runpod: "RunPod",
  fluidstack: "FluidStack",
  hyperbolic: "Hyperbolic",
  nebius: "Nebius",
  shadeform: "Shadeform",
  seeweb: "Seeweb",
  vast: "Vast.ai",
  cudo: "Cudo",
  paperspace: "Paperspace",
  do: "DigitalOcean",
};

/** The provider's name from a catalog file's name: `lambda.csv`, `lambda_2026-12.csv` → `Lambda`. */
function providerOf(file: string): string {
  const stem = /^[a-z]+/.exec(basename(file).toLowerCase())?.[0] ?? "catalog";
  return PROVIDER_NAMES[stem] ?? stem.charAt(0).toUpperCase() + stem.slice(1);
}

async function readText(file: string): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await Deno.readFile(file);
  } catch (error) {
    throw new InputError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  // a catalog that is not UTF-8 is refused as a data file is, nothing written
  const read = decodeCsv(file, bytes);
  if (!read.ok) throw new InputError(`Cannot read ${formatIssue(read.issue)}`);
  return read.text;
}

/** What importing catalog texts made: offering lines, every problem, a report and unknown names. */
interface Imported {
  lines: OfferingLine[];
  problems: string[];
  report: string[];
  unknown: string[];
}

/** Reads catalog files into offering lines, or throws with every problem. */
async function importFiles(
  files: readonly string[],
  o: { asOf: string; source?: string; provider?: string; regions: "collapse" | "each" },
): Promise<Imported> {
  const texts = [];
  for (const file of files) texts.push({ file, text: await readText(file) });
  return importTexts(texts, o);
}

/** Reads catalog texts (each with its file's name or path) into offering lines. */
function importTexts(
  files: readonly { file: string; text: string }[],
  o: { asOf: string; source?: string; provider?: string; regions: "collapse" | "each" },
): Imported {
  const lines: OfferingLine[] = [];
  const problems: string[] = [];
  const report: string[] = [];
  const unknown = new Set<string>();
  for (const { file, text } of files) {
    const read = readCatalog(text, basename(file));
    problems.push(...read.issues.map(formatIssue));
    const provider = o.provider ?? providerOf(file);
    const made = toOfferings(read.rows, {
      provider,
      source: (o.source ?? "SkyPilot catalog (github:skypilot-org/skypilot-catalog) {file}")
        .replaceAll("{file}", basename(file)),
      asOf: o.asOf,
      regions: o.regions,
    });
    for (const r of read.rows) {
      const gpu = projectGpuName(r.accelerator, r.memoryMiB);
      if (!gpu.known) unknown.add(gpu.name);
    }
    lines.push(...made);
    report.push(
      `${
        basename(file)
      } (${provider}): ${read.read} rows read, ${read.rows.length} GPU rows kept, ${read.cpuRows} CPU rows skipped, ${read.duplicates} repeated rows counted once, ${read.issues.length} rows not usable → ${made.length} offerings (${
        made.filter((m) => m.pricing_model === "spot").length
      } spot)`,
      ...skippedPrices(read).map((line) => `  ${line}`),
    );
  }
  return { lines, problems, report, unknown: [...unknown].sort() };
}

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

/**
 * What changed between two imports of a catalog, one line each: the counts, the offerings added
 * and removed, those repriced with the largest move (per GPU-hour, as a share of the old price)
 * first, and the cheapest price of each GPU model that moved.
 */
function changeLines(before: readonly OfferingLine[], after: readonly OfferingLine[]): string[] {
  const d = diffOfferings(before, after);
  const say = (l: OfferingLine) =>
    `${l.id} (${l.gpu_model}, ${l.pricing_model}, ${l.price} USD/${l.unit})`;
  const move = (r: CatalogDiff["repriced"][number]) =>
    perGpuHour(r.after) / perGpuHour(r.before) - 1;
  const repriced = d.repriced.map((r) => ({ ...r, move: move(r) })).sort((a, b) =>
    Math.abs(b.move) - Math.abs(a.move) || (a.after.id < b.after.id ? -1 : 1)
  );
  const usd = (v?: number) => v === undefined ? "none" : `${v.toFixed(4)} USD/GPU-h`;
  return [
    `${d.added.length} added, ${d.removed.length} removed, ${d.repriced.length} repriced`,
    ...d.added.map((l) => `added: ${say(l)}`),
    ...d.removed.map((l) => `removed: ${say(l)}`),
    ...repriced.map((r) =>
      `repriced: ${r.after.id}: ${r.before.price} → ${r.after.price} USD/${r.after.unit} (${
        r.move > 0 ? "up" : "down"
      } ${Math.abs(r.move * 100).toFixed(1)} %)`
    ),
    ...d.cheapest.filter((c) => c.before !== c.after).map((c) =>
      `cheapest ${c.gpuModel} ${c.pricingModel}: ${usd(c.before)} → ${usd(c.after)}`
    ),
  ];
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
        cloudBilling: "hourly" as const,
        cloudMinimumMonths: 0,
        cloudOverhead: 0,
        cloudInterruptionsPerHour: 0,
        cloudCnyPerGpuHour: usdPerGpuHour * rate,
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

/** `parseCommandLine` with positional file names allowed. */
function parseCommandLineWithFiles<const O extends Parameters<typeof parseCommandLine>[2]>(
  args: string[],
  options: O,
) {
  return parseCommandLine("import", args, options, { positionals: true });
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
    throw new UsageError(`Unknown command "${command}": use skypilot or diff\n${HELP}`);
  }, { help: HELP });
}
