/**
 * `deno task import history [--data DIR] [--catalog DIR[@DATE]]... [--research FILE]...
 * [--currency CODE] [--json]`: the dated prices available offline made into a series per offering
 * and per segment (GPU model × pricing model), each with its yearly drift and volatility where it
 * has enough points (`lib/model/price_history.ts`), printed with every point's source. It reads
 * the data folder's offering files, the snapshots `import fetch` kept
 * (`DIR/snapshots/skypilot/DATE/CLOUD.csv`), catalog copies (`--catalog`: a folder of
 * `CLOUD.csv` whose `MANIFEST.md` says the day they were taken, or `DIR@YYYY-MM-DD`) and research
 * tables of dated prices (`--research`). Without `--catalog` and `--research` it reads
 * `../shared/catalogs/*` and `../shared/research/prices.csv` where they exist. It writes to
 * standard output only: no file of the data folder, nor any other, is written.
 *
 * @module
 */
import { basename, join } from "node:path";
import { loadDataset } from "../data/folder.ts";
import { formatIssue } from "../present/data_problems.ts";
import { cnyPerUnit } from "../data/fx_of.ts";
import {
  type DatedCatalog,
  type HistoryInput,
  historyInput,
  manifestDay,
} from "../import/history.ts";
import {
  DAYS_PER_FIT_YEAR,
  MIN_DATES,
  MIN_POINTS,
  MIN_RETURN_DAYS,
  type PriceFit,
  type PriceSeries,
  priceSeries,
  trendRange,
} from "../model/price_history.ts";
import { InputError, UsageError } from "./main.ts";
import { parseCommandLineWithFiles, providerOf, readText } from "./import_catalog.ts";
import { snapshots } from "./import_fetch.ts";

/** The help of `import history`. */
export const HISTORY_HELP =
  `deno task import history [--data DIR] [--catalog DIR[@DATE]]... [--research FILE]... [--currency CODE] [--json]

history: the dated prices available offline as a series per offering and per segment (GPU model ×
pricing model), each with its yearly drift and volatility where it has at least ${MIN_POINTS} points
at ${MIN_DATES} dates or more, and every point's source. Reads the data folder's offering files (each
row as of its as_of), the snapshots import fetch kept (DIR/snapshots/skypilot/DATE/CLOUD.csv),
catalog copies and research tables. Writes to standard output only.
  --data DIR          the data folder (default: data); its rates convert every price, one rate a
                      currency whatever the price's date
  --catalog DIR       a folder of CLOUD.csv catalog files, as of the day its MANIFEST.md says they
                      were taken, or DIR@YYYY-MM-DD (repeatable; default: each folder of
                      ../shared/catalogs/ that exists)
  --research FILE     a table of dated prices with columns kind, item, provider, pricing, value,
                      unit, currency, as_of, source; its cloud_gpu rows per GPU-hour of the
                      segments the other sources have (repeatable; default:
                      ../shared/research/prices.csv if it exists)
  --currency CODE     the currency prices are shown in (default: CNY)
  --json              the series as JSON

  -h, --help          this text`;

/** Whether `path` exists. */
async function exists(path: string): Promise<boolean> {
  return await Deno.stat(path).then(() => true, () => false);
}

/** The catalog files of a folder, as of `date`. */
async function catalogFolder(folder: string, date: string, kind: string): Promise<DatedCatalog[]> {
  const files: string[] = [];
  try {
    for await (const e of Deno.readDir(folder)) {
      if (e.isFile && e.name.endsWith(".csv")) files.push(e.name);
    }
  } catch (error) {
    throw new InputError(`Cannot read the catalog folder ${folder}: ${(error as Error).message}`);
  }
  const out: DatedCatalog[] = [];
  for (const name of files.sort()) {
    const file = join(folder, name);
    out.push({
      file,
      text: await readText(file),
      date,
      provider: providerOf(name),
      source: `${kind} ${file} (as of ${date})`,
    });
  }
  return out;
}

/** A `--catalog` argument's folder and day: `DIR@DATE`, else the day of `DIR/MANIFEST.md`. */
async function catalogOf(arg: string): Promise<DatedCatalog[]> {
  const at = /^(.*)@(\d{4}-\d{2}-\d{2})$/.exec(arg);
  if (at) return await catalogFolder(at[1]!, at[2]!, "catalog copy");
  const manifest = join(arg, "MANIFEST.md");
  const text = await Deno.readTextFile(manifest).catch(() => undefined);
  const day = text === undefined ? undefined : manifestDay(text);
  if (day === undefined) {
    throw new InputError(
      `Cannot date the catalog ${arg}: ${manifest} ${
        text === undefined ? "cannot be read" : "gives no day (taken YYYY-MM-DD)"
      }; give it as ${arg}@YYYY-MM-DD`,
    );
  }
  return await catalogFolder(arg, day, "catalog copy");
}

/** What the command prints: the series, and how they were made. */
export interface HistoryJson {
  /** The shape's version: 1. */
  version: 1;
  /** The currency of every price shown. */
  currency: string;
  /** CNY per unit of `currency`, the one rate every price was converted at. */
  cnyPerUnit: number;
  /** The day of the data's rates. */
  fxDate: string;
  /** How the drift and volatility are read, in words. */
  method: { drift: string; volatility: string; fittedWhen: string; dates: string };
  /** Observations each kind of source gave, and those left out as repeats. */
  observations: HistoryInput["counts"] & { repeats: number };
  /** Research rows left out, by why. */
  skippedResearch: HistoryInput["skipped"];
  /** Each series, segments first. */
  series: {
    kind: PriceSeries["kind"];
    key: string;
    gpuModel: string;
    pricingModel: string;
    offeringId: string | null;
    fit: PriceFit | null;
    /** The fit offered as a trend's range: drift ± one volatility (`trendRange()`); `null` without a volatility. */
    trendRange: { low: number; high: number } | null;
    tooFew: { why: "few" | "oneDateEach"; points: number; dates: number } | null;
    points: { date: string; price: number; provider: string; source: string }[];
  }[];
}

/** The method's words, as the JSON and the text state them. */
const METHOD = {
  drift:
    `e^b − 1 a year, b the least-squares slope of ln(price) on time in years of ${DAYS_PER_FIT_YEAR} days within each provider (its times and log prices less its own means), so that a dear provider seen only late does not read as a rise`,
  volatility:
    `the standard deviation (n − 1) of each provider's log returns from one of its dates to the next at least ${MIN_RETURN_DAYS} days on, each ÷ √(years between), a provider's points of one date taken at their geometric mean; none with fewer than 2 returns`,
  fittedWhen:
    `a series with at least ${MIN_POINTS} points at ${MIN_DATES} dates or more, and a provider seen at two dates`,
  dates:
    "a row as of a month or a year (or a range) at its middle day; a catalog at the day it was taken",
};

/** The JSON of a history: its series in `currency` at `cnyPerUnit`. */
export function historyJson(
  input: HistoryInput,
  o: { currency: string; cnyPerUnit: number; fxDate: string },
): HistoryJson {
  const series = priceSeries(input.observations);
  // every observation kept is in one segment
  const kept = series.filter((s) => s.kind === "segment").reduce((n, s) => n + s.points.length, 0);
  return {
    version: 1,
    currency: o.currency,
    cnyPerUnit: o.cnyPerUnit,
    fxDate: o.fxDate,
    method: METHOD,
    observations: { ...input.counts, repeats: input.observations.length - kept },
    skippedResearch: input.skipped,
    series: series.map((s) => ({
      kind: s.kind,
      key: s.key,
      gpuModel: s.gpuModel,
      pricingModel: s.pricingModel,
      offeringId: s.offeringId ?? null,
      fit: "kind" in s.fit ? null : s.fit,
      trendRange: "kind" in s.fit ? null : trendRange(s.fit) ?? null,
      tooFew: "kind" in s.fit ? { why: s.fit.why, points: s.fit.points, dates: s.fit.dates } : null,
      points: s.points.map((p) => ({
        date: p.date,
        price: p.cnyPerGpuHour / o.cnyPerUnit,
        provider: p.provider,
        source: p.source,
      })),
    })),
  };
}

const pct = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(x * 100).toFixed(1)} %`;

/** The text of a history: a paragraph a series, segments first; offerings of one point counted. */
export function historyText(h: HistoryJson): string {
  const lines: string[] = [
    `Price history: ${h.observations.data} offering rows of the data, ${h.observations.catalogs} catalog offerings, ${h.observations.research} research rows; ${h.observations.repeats} repeats counted once`,
    `Prices in ${h.currency} per GPU-hour${
      h.currency === "CNY" ? "" : ` (1 ${h.currency} = ${h.cnyPerUnit.toFixed(4)} CNY)`
    }, every price at the data's one rate of its currency on ${h.fxDate}, whatever its date`,
    `Fitted: ${h.method.fittedWhen}. Drift: ${h.method.drift}. Volatility: ${h.method.volatility}. Dates: ${h.method.dates}.`,
  ];
  let single = 0;
  for (const s of h.series) {
    if (s.kind === "offering" && s.points.length < 2) {
      single++;
      continue;
    }
    const dates = new Set(s.points.map((p) => p.date)).size;
    const head = `${s.kind} ${s.key}: ${s.points.length} point(s) at ${dates} date(s), ${
      s.points[0]!.date
    } to ${s.points[s.points.length - 1]!.date}`;
    lines.push(
      "",
      s.fit === null
        ? `${head}: not fitted (${
          s.tooFew?.why === "oneDateEach"
            ? "no provider seen at two dates: nothing to read a drift from"
            : `needs ${MIN_POINTS} points at ${MIN_DATES} dates or more`
        })`
        : `${head}: drift ${pct(s.fit.driftPerYear)} a year (ln slope ${
          s.fit.logSlopePerYear.toFixed(4)
        }, from ${s.fit.providersSeenTwice} provider(s) seen at two dates or more), volatility ${
          s.fit.volatilityPerYear === undefined
            ? "not measured (fewer than 2 returns)"
            : `${(s.fit.volatilityPerYear * 100).toFixed(1)} % a year (${s.fit.returns} returns)`
        }${
          s.trendRange === null
            ? ""
            : `; as a trend's range, drift ± one volatility: ${pct(s.trendRange.low)} to ${
              pct(s.trendRange.high)
            } a year (-p "trend=${s.gpuModel}:${
              (s.fit.driftPerYear * 100).toFixed(1)
            }%" sets the drift on every ${s.gpuModel} offering; a rentPriceChangePerYear row of ranges.csv, the range)`
        }`,
      ...s.points.map((p) =>
        `  ${p.date}  ${p.price.toFixed(4)} ${h.currency}/GPU-h  ${p.provider}  ${p.source}`
      ),
    );
  }
  const k = h.skippedResearch;
  lines.push(
    "",
    `${single} offering(s) with one point each not listed (--json lists them)`,
    `Research rows left out: ${k.undated} undated, ${k.unit} not per GPU-hour, ${k.pricing} of a pricing the data has no model for, ${k.segment} of a segment the other sources lack`,
  );
  return lines.join("\n");
}

/** `deno task import history ...`: runs the command on its arguments (after the command's name). */
export async function priceHistory(args: string[]): Promise<void> {
  const { values, positionals } = parseCommandLineWithFiles(args, {
    data: { type: "string", default: "data" },
    catalog: { type: "string", multiple: true },
    research: { type: "string", multiple: true },
    currency: { type: "string", default: "CNY" },
    json: { type: "boolean", default: false },
  });
  if (positionals.length > 0) {
    throw new UsageError(
      `import history takes no files: use --catalog or --research\n${HISTORY_HELP}`,
    );
  }
  const result = await loadDataset(values.data);
  if (!result.ok) {
    for (const issue of result.issues) console.error(`error: ${formatIssue(issue)}`);
    throw new InputError(
      `Cannot read the price history: ${values.data} has ${result.issues.length} problem(s)`,
    );
  }
  const dataset = result.dataset;
  const rate = (currency: string) => cnyPerUnit(dataset.fx, currency, dataset.fxDate);
  const currency = values.currency.toUpperCase();
  const shown = rate(currency);
  if (shown === undefined) {
    throw new InputError(`Cannot show prices in ${currency}: fx.csv has no rate for it`);
  }
  const catalogs: DatedCatalog[] = [];
  // the snapshots import fetch kept, oldest first
  const kept = join(values.data, "snapshots", "skypilot");
  for (const s of (await snapshots(kept)).reverse()) {
    catalogs.push(...await catalogFolder(join(kept, s.date), s.date, "snapshot"));
  }
  const shared = join("..", "shared");
  const catalogArgs = values.catalog ?? await defaultCatalogs(join(shared, "catalogs"));
  for (const c of catalogArgs) catalogs.push(...await catalogOf(c));
  const researchFiles = values.research ??
    (await exists(join(shared, "research", "prices.csv"))
      ? [join(shared, "research", "prices.csv")]
      : []);
  const research = [];
  for (const file of researchFiles) {
    research.push({ file: basename(file), text: await readText(file) });
  }
  const input = historyInput({ offerings: dataset.offerings, catalogs, research, rate });
  if (input.problems.length > 0) {
    for (const p of input.problems) console.error(`error: ${formatIssue(p)}`);
    throw new InputError(`Cannot read the price history: ${input.problems.length} problem(s)`);
  }
  const json = historyJson(input, { currency, cnyPerUnit: shown, fxDate: dataset.fxDate });
  console.log(values.json ? JSON.stringify(json, null, 2) : historyText(json));
}

/** The folders of `folder` (`../shared/catalogs/`), each a catalog copy; none when it is absent. */
async function defaultCatalogs(folder: string): Promise<string[]> {
  const found: string[] = [];
  try {
    for await (const e of Deno.readDir(folder)) if (e.isDirectory) found.push(join(folder, e.name));
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return found.sort();
}
