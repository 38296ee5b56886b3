/**
 * `deno task lint-reports DIR [--currency CODE] [--data DIR]`: opens every page of a folder of
 * built reports in headless Chromium, prints every finding with its page and chart, and exits 1
 * when there is any, 0 when the reports are clean. Reads only.
 *
 * @module
 */
import { join } from "node:path";
import { csvParse } from "d3-dsv";
import { dataNames, formatFindings, lintReports } from "../report/lint.ts";
import { InputError, parseCommandLine, runTask, UsageError } from "./main.ts";

const HELP =
  `deno task lint-reports DIR [options]: read built reports in headless Chromium and list what is wrong

  DIR                 the reports folder (e.g. reports); every *.html in it, index.html included
  --currency CODE     the currency the reports show money in (default: what the pages say,
                      "Money shown in USD")
  --data DIR          the price data: fx.csv lists the currency codes to look for, and its names
                      (ids, providers, GPU models) may show on a Chinese page (default: data)
  -h, --help          this text

Checks: a chart with no data marks or marks outside its plot area; overlapping or cut-off chart
text; a colour scale without a legend; one legend entry in two colours, or two entries in one;
another currency's code in chart text, headings or table headers; NaN, undefined, Infinity, null,
"never within" or "24 = never" on a page; U+FFFD (a character lost to a wrong encoding) in a
page's title, text or charts; a page titled "Notebook" or untitled; charts narrower
than 960 px on a 1280 px page or with text under 12 px; tick labels in SI prefixes ("290m"); a
chart row with nothing drawn; data beyond an axis's labelled values; on a Chinese page (lang=zh),
English words in the title, headings, table headers, captions, chart text and body text
(paragraphs, lists, table cells, the what-if panel) other than units, code, citations and the
data's names (--data).
Needs Chromium at /usr/bin/chromium (deno task test installs it).
Exits 0 when clean, 1 with findings or bad input, 2 for an unknown option.`;

/** The currency codes of `data/fx.csv`, and CNY, in which the data is kept. */
async function currencyCodes(dataDir: string): Promise<string[]> {
  try {
    const rows = csvParse(await Deno.readTextFile(join(dataDir, "fx.csv")));
    return ["CNY", ...new Set(rows.map((r) => (r.currency ?? "").trim()).filter((c) => c))];
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return ["CNY", "USD", "EUR"];
    throw error;
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseCommandLine("lint-reports", Deno.args, {
    currency: { type: "string" },
    data: { type: "string", default: "data" },
  }, { positionals: true });
  if (positionals.length !== 1) {
    throw new UsageError(
      `expected one reports folder, found ${positionals.length}: see deno task lint-reports --help`,
    );
  }
  const dir = positionals[0]!;
  try {
    if (!Deno.statSync(dir).isDirectory) throw new Deno.errors.NotFound();
  } catch {
    throw new InputError(`Cannot lint the reports: ${dir} is not a folder`);
  }
  if (![...Deno.readDirSync(dir)].some((e) => e.isFile && e.name.endsWith(".html"))) {
    throw new InputError(`Cannot lint the reports: ${dir} holds no .html page`);
  }
  const currency = values.currency?.toUpperCase();
  const currencies = await currencyCodes(values.data);
  if (currency !== undefined && !currencies.includes(currency)) {
    throw new InputError(
      `Cannot lint the reports: unknown currency "${values.currency}"; use one of ${
        currencies.join(", ")
      }`,
    );
  }
  const names = await dataNames(values.data).catch(() => new Set<string>());
  const findings = await lintReports(dir, { currency, currencies, names }).catch((error: Error) => {
    if (/Executable doesn't exist|ENOENT|spawn/.test(error.message)) {
      throw new InputError(
        "Cannot lint the reports: Chromium is not at /usr/bin/chromium; install it (apt-get install chromium) or run deno task test, which does",
      );
    }
    if (/no page says which currency/.test(error.message)) throw new InputError(error.message);
    throw error;
  });
  if (findings.length === 0) {
    console.log(`lint-reports: ${dir}: no findings`);
    return;
  }
  console.log(formatFindings(findings));
  const pages = new Set(findings.map((f) => f.page)).size;
  console.log(`lint-reports: ${dir}: ${findings.length} finding(s) on ${pages} page(s)`);
  Deno.exit(1);
}

if (import.meta.main) await runTask("lint-reports", main, { help: HELP });
