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
 * @module
 */
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatIssue } from "../data/errors.ts";
import { loadDataset, readDataFiles } from "../data/folder.ts";
import { parseDataset } from "../data/load.ts";
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
import {
  catalogAddress,
  DEFAULT_CATALOG,
  download,
  FetchError,
  isWebAddress,
  writeFileAtomically,
} from "../import/fetch.ts";
import { sayBreakEven } from "../present/findings.ts";
import { displayRate, resolveScenario } from "../scenario.ts";
import { InputError, parseCommandLine, runTask, UsageError } from "./main.ts";

/** The clouds a first fetch downloads: those whose v7 files the importer was tried on. */
const DEFAULT_CLOUDS = ["lambda", "runpod", "hyperbolic", "nebius", "shadeform", "seeweb"];

const HELP = `deno task import skypilot FILE... --out DIR/cloud_offerings.NAME.csv [options]
deno task import diff OLD NEW [--data DIR]
deno task import fetch [--clouds lambda,runpod,...] [--from URL|DIR] [--data DIR] [--as-of DATE]

skypilot: reads catalog files into an offering file
  --out FILE          the offering file to write (a data folder reads cloud_offerings.NAME.csv)
  --as-of DATE        the date of the prices (default: today)
  --source TEXT       what the rows cite; {file} stands for each file's name (default:
                      "SkyPilot catalog (github:skypilot-org/skypilot-catalog) {file}")
  --provider NAME     the provider's name (default: the file's name, e.g. lambda → Lambda)
  --regions collapse  one row per instance and pricing model at its lowest price (default), or
            each      one row per region
  --force             write over an existing --out file

diff: what changed between two snapshots of one catalog file (largest price moves first)

fetch: downloads each cloud's <cloud>/vms.csv of the catalog, keeps it as
DIR/snapshots/skypilot/DATE/<cloud>.csv, imports it into DIR/cloud_offerings.skypilot-<cloud>.csv
(replaced by each successful fetch, by no other task) and prints what changed since the cloud's
latest earlier snapshot, as diff does. Every file is downloaded and checked before any is written:
a failed download, a bad file, or offering files that would make a valid data folder invalid (ids
another offering file has) write nothing.
  --clouds LIST       the catalog's clouds, comma-separated (default: those of the latest
                      snapshot, or ${DEFAULT_CLOUDS.join(",")})
  --from URL|DIR      the catalog, or a copy laid out as <cloud>/vms.csv (default:
                      ${DEFAULT_CATALOG})
  --data DIR          the data folder to write into (default: data)
  --as-of DATE        the day of the prices and of the snapshot, YYYY-MM-DD (default: today)
  --timeout SECONDS   give up a request that waits this long for an answer or its next bytes
                      (default: 30)
  --retries N         times a failed request is tried again (default: 2)

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

/** The name of the offering file a fetch writes for `cloud`. */
const offeringFileOf = (cloud: string) => `cloud_offerings.skypilot-${cloud}.csv`;

/** The dated snapshot folders under `folder`, newest first, each with the clouds it holds. */
async function snapshots(folder: string): Promise<{ date: string; clouds: Set<string> }[]> {
  const found: { date: string; clouds: Set<string> }[] = [];
  try {
    for await (const e of Deno.readDir(folder)) {
      if (!e.isDirectory || !/^\d{4}-\d{2}-\d{2}$/.test(e.name)) continue;
      const clouds = new Set<string>();
      for await (const f of Deno.readDir(join(folder, e.name))) {
        if (f.isFile && f.name.endsWith(".csv")) clouds.add(f.name.slice(0, -".csv".length));
      }
      found.push({ date: e.name, clouds });
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return found.sort((a, b) => a.date < b.date ? 1 : a.date > b.date ? -1 : 0);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

async function fetchCatalog(args: string[]): Promise<void> {
  const { values, positionals } = parseCommandLineWithFiles(args, {
    clouds: { type: "string" },
    from: { type: "string", default: DEFAULT_CATALOG },
    data: { type: "string", default: "data" },
    "as-of": { type: "string" },
    timeout: { type: "string", default: "30" },
    retries: { type: "string", default: "2" },
  });
  if (positionals.length > 0) {
    throw new UsageError(
      `import fetch takes no file names (got ${positionals.join(" ")})\n${HELP}`,
    );
  }
  const asOf = values["as-of"] ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))) {
    throw new InputError(`Cannot fetch: --as-of "${asOf}" is not a day (YYYY-MM-DD)`);
  }
  const timeoutSeconds = Number(values.timeout);
  if (!(timeoutSeconds > 0)) {
    throw new InputError(
      `Cannot fetch: --timeout "${values.timeout}" is not a number of seconds above 0`,
    );
  }
  const retries = Number(values.retries);
  if (!Number.isInteger(retries) || retries < 0 || retries > 10) {
    throw new InputError(
      `Cannot fetch: --retries "${values.retries}" is not a whole number from 0 to 10`,
    );
  }
  const data = values.data;
  const from = values.from.startsWith("file:") ? fileURLToPath(values.from) : values.from;
  const isFolder = await Deno.stat(data).then((s) => s.isDirectory, () => false);
  if (!isFolder) throw new InputError(`Cannot fetch into ${data}: there is no such folder`);
  const snapshotFolder = join(data, "snapshots", "skypilot");
  const earlier = await snapshots(snapshotFolder);
  const clouds = values.clouds !== undefined
    ? [...new Set(values.clouds.split(",").map((c) => c.trim().toLowerCase()).filter((c) => c))]
    : earlier.length > 0
    ? [...earlier[0]!.clouds].sort()
    : DEFAULT_CLOUDS;
  const badCloud = clouds.find((c) => !/^[a-z0-9][a-z0-9_-]*$/.test(c));
  if (clouds.length === 0 || badCloud !== undefined) {
    throw new InputError(
      `Cannot fetch: --clouds takes cloud names of the catalog separated by commas (e.g. lambda,runpod), not "${values.clouds}"`,
    );
  }

  // every file in memory first: a failed or bad download writes nothing
  const fetched: { cloud: string; address: string; bytes: Uint8Array }[] = [];
  for (const cloud of clouds) {
    const address = catalogAddress(from, cloud);
    let bytes: Uint8Array;
    try {
      bytes = isWebAddress(from)
        ? await download(address, `${cloud}.csv`, {
          timeoutSeconds,
          retries,
          onRetry: (n, reason, wait) =>
            console.error(
              `import: ${cloud}.csv: attempt ${n} of ${
                retries + 1
              } failed (${address}: ${reason}); trying again in ${wait} s`,
            ),
        })
        : await Deno.readFile(address);
    } catch (error) {
      const why = error instanceof FetchError
        ? error.message
        : `Cannot fetch ${cloud}.csv from ${address}: ${(error as Error).message}`;
      throw new InputError(`${why}; nothing was written`);
    }
    console.error(
      `import: ${cloud}.csv: ${bytes.length.toLocaleString("en-US")} bytes from ${address}`,
    );
    fetched.push({ cloud, address, bytes });
  }

  const problems: string[] = [];
  const imports = fetched.map(({ cloud, address, bytes }) => {
    const name = `${cloud}.csv`;
    const decoded = decodeCsv(name, bytes);
    if (!decoded.ok) {
      problems.push(formatIssue(decoded.issue));
      return undefined;
    }
    const made = importTexts([{ file: name, text: decoded.text }], {
      asOf,
      source: `SkyPilot catalog ${address}`,
      regions: "collapse",
    });
    problems.push(...made.problems);
    if (made.problems.length === 0 && made.lines.length === 0) {
      problems.push(
        `${name} (${address}): no priced GPU row; expected a SkyPilot catalog of GPU prices`,
      );
    }
    return made;
  });
  if (problems.length > 0) {
    for (const p of problems) console.error(`error: ${p}`);
    throw new InputError(
      `Cannot fetch: ${problems.length} problem(s) in the downloaded files; nothing was written`,
    );
  }

  // a data folder that was valid stays valid: a fetched file whose ids another file of the
  // folder uses (a hand import of the same cloud) is refused before anything is written
  const offeringTexts = Object.fromEntries(
    fetched.map(({ cloud }, i) => [offeringFileOf(cloud), formatOfferings(imports[i]!.lines)]),
  );
  const current = await readDataFiles(data).catch(() => undefined);
  if (current !== undefined && parseDataset(current, { folder: data }).ok) {
    const after = parseDataset({ ...current, ...offeringTexts }, { folder: data });
    if (!after.ok) {
      for (const issue of after.issues) console.error(`error: ${formatIssue(issue)}`);
      throw new InputError(
        `Cannot fetch: ${data} would not be valid with the fetched offering files (${after.issues.length} problem(s)); nothing was written`,
      );
    }
  }

  // what moved since the latest earlier snapshot of each cloud (that of the same day is replaced)
  const changes: string[] = [];
  for (const [i, { cloud }] of fetched.entries()) {
    const made = imports[i]!;
    const before = earlier.find((s) => s.date <= asOf && s.clouds.has(cloud));
    changes.push(...made.report);
    if (before === undefined) {
      changes.push(`${cloud}: no earlier snapshot in ${snapshotFolder}; nothing to compare with`);
      continue;
    }
    const text = await readText(join(snapshotFolder, before.date, `${cloud}.csv`)).catch(() => "");
    const old = importTexts([{ file: `${cloud}.csv`, text }], { asOf, regions: "collapse" });
    if (old.problems.length > 0) {
      changes.push(
        `${cloud}: the snapshot of ${before.date} cannot be read; nothing to compare with`,
      );
      continue;
    }
    const days = daysBetween(before.date, asOf);
    changes.push(
      `${cloud}: changes since the snapshot of ${before.date} (${days} day${
        days === 1 ? "" : "s"
      } earlier):`,
      ...changeLines(old.lines, made.lines).map((line) => `  ${line}`),
    );
  }

  const today = join(snapshotFolder, asOf);
  for (const { cloud, bytes } of fetched) {
    await writeFileAtomically(join(today, `${cloud}.csv`), bytes);
  }
  const encoder = new TextEncoder();
  for (const [name, text] of Object.entries(offeringTexts)) {
    await writeFileAtomically(join(data, name), encoder.encode(text));
  }
  for (const line of changes) console.log(line);
  const unknown = [...new Set(imports.flatMap((m) => m!.unknown))].sort();
  if (unknown.length > 0) {
    console.log(
      `GPU names kept as the catalog writes them (not known to the workbook): ${
        unknown.join(", ")
      }`,
    );
  }
  console.log(`kept the catalog files in ${today}`);
  for (const [i, { cloud }] of fetched.entries()) {
    console.log(
      `wrote ${imports[i]!.lines.length} offerings to ${
        join(data, offeringFileOf(cloud))
      } (as of ${asOf})`,
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
    if (command === "fetch") return await fetchCatalog(rest);
    throw new UsageError(`Unknown command "${command}": use skypilot, diff or fetch\n${HELP}`);
  }, { help: HELP });
}
