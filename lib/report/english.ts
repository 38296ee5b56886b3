/**
 * English left on a page in a language not written in Latin letters (a Chinese page): the Latin
 * words such a page may show ({@linkcode LATIN_ALLOWED} units and abbreviations, and the data's
 * own names, {@linkcode dataNames}), the words of a text that are neither
 * ({@linkcode englishWords}), and the check that lists them ({@linkcode checkEnglish}).
 *
 * @module
 */
import { join } from "node:path";
import { csvParse } from "d3-dsv";
import { TRANSLATED_LANGS } from "../data/localize.ts";
import { langOfTag, LANGUAGES } from "../lang.ts";
import type { PageSnapshot } from "./snapshot.ts";
import { type CheckContext, type Finding, quote } from "./finding.ts";

/**
 * Units and abbreviations a Chinese report writes as they are (GPU, kWh, TCO, CNY, ...); with the
 * data's own names, the only Latin words a Chinese title, header, caption or chart may show.
 */
export const LATIN_ALLOWED: ReadonlySet<string> = new Set([
  "h",
  "kw",
  "kwh",
  "w",
  "gb",
  "tb",
  "mb",
  "mbit",
  "s",
  "gpu",
  "gpus",
  "cpu",
  "tco",
  "pue",
  "cny",
  "usd",
  "eur",
  "csv",
  "id",
  "sha",
  "fp16",
  "bf16",
  "fp32",
  "tflops",
  "tflop",
  "fp8",
  "int8",
  "int4",
  "nvlink",
  "pcie",
  "sxm",
  "x",
  "p",
  "deno",
  "task",
  "validate",
  "report",
  "calc",
  "json",
  "html",
  // the words engineers in China write in Latin letters: a training pass, a tool, the web, the
  // model FLOPs utilisation, an API, the ways to fine-tune, the KV cache
  "epoch",
  "mfu",
  "api",
  "lora",
  "qlora",
  "kv",
  "rsync",
  "web",
]);

/**
 * Columns of the data files whose values a report shows as names (ids, providers, GPU models, the
 * models an API serves),
 * and the words of `translations.csv` in each language, whose Latin letters (HGX, H100) are kept
 * on purpose. A machine's or site's English `name` is not among them: a Chinese page shows it as
 * translated.
 */
const NAME_COLUMNS = [
  "id",
  "model",
  ...TRANSLATED_LANGS,
  "provider",
  "gpu_model",
  "profile",
  "region",
  "workload",
  "scenario_id",
  "hardware_id",
  "offering_id",
  "site_id",
  "finance_id",
  "demand_profile",
  "currency",
  // a hosted model's name as its API lists it (api_prices.csv)
  "model",
];

const TRANSLATED: ReadonlySet<string> = new Set(TRANSLATED_LANGS);

/** The words of the data's names, lower-cased: what a Chinese report may show in Latin letters. */
export async function dataNames(dataDir: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (const entry of Deno.readDirSync(dataDir)) {
    if (!entry.isFile || !entry.name.endsWith(".csv")) continue;
    const rows = csvParse(await Deno.readTextFile(join(dataDir, entry.name)));
    for (const row of rows) {
      for (const column of NAME_COLUMNS) {
        for (const word of (row[column] ?? "").split(/[^A-Za-z0-9]+/)) {
          // of a translation, only names (HGX, H100, ResNet): a lower-case word is a slip
          if (word === "" || TRANSLATED.has(column) && !/[A-Z0-9]/.test(word)) continue;
          names.add(word.toLowerCase());
        }
      }
    }
  }
  return names;
}

/**
 * A file name (`demand.csv`) or its path (`data/README.md`), a snake_case name (`as_of`,
 * `hours_per_day`), or an id the workbook makes for a reader's case (`my-seed-3090-autodl`, a work
 * stated by its fields `my-work`, its speeds' workload `work:lora-7b-2b-tokens`): identifiers.
 */
const IDENTIFIERS =
  /(?:[A-Za-z0-9_.-]+\/)*[A-Za-z0-9_-]+\.(?:csv|ts|ipynb|html|json|yaml|md)\b|\w+_\w+|(?<![A-Za-z\d-])(?:my-|work:)[A-Za-z0-9:-]*[A-Za-z0-9]/g;

/**
 * Latin words of `text` that are neither allowed units nor words of the data's names, file names
 * or snake_case names. Letters
 * written against a digit are part of an identifier, not a word: the document's cells (B3, D4),
 * ids such as `team-8xh100-247`.
 */
export function englishWords(text: string, names: ReadonlySet<string> = new Set()): string[] {
  const words = text.replace(IDENTIFIERS, " ").match(
    /(?<![A-Za-z\d])(?:[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z])(?![A-Za-z\d])/g,
  ) ?? [];
  return [...new Set(words)].filter((w) => {
    const lower = w.toLowerCase();
    return !LATIN_ALLOWED.has(lower) && !names.has(lower) &&
      !lower.split(/[-']/).every((part) => LATIN_ALLOWED.has(part) || names.has(part));
  });
}

/**
 * On a page in a language not written in Latin letters (`latin` of `LANGUAGES`: a Chinese page,
 * `<html lang="zh…">`), English words in the title, headings, table headers,
 * captions, chart text (titles, axes, legends, captions), body text (paragraphs, list items,
 * table cells, the inputs box, the what-if panel) and tooltips (a control's help): everything a reader reads there comes from the
 * catalogue or the data's translations in that language, but for units, the data's names and ids, and
 * the sources as cited (a cell or text that is only a citation).
 */
export function checkEnglish(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const lang = langOfTag(page.lang);
  if (lang === undefined || LANGUAGES[lang].latin) return [];
  const out: Finding[] = [];
  const look = (element: string, texts: readonly string[]) => {
    for (const text of new Set(texts)) {
      const found = englishWords(text, ctx.names);
      if (found.length === 0) continue;
      out.push({
        page: ctx.page,
        check: "english-text",
        element,
        message: `${found.slice(0, 6).map((w) => `"${w}"`).join(", ")} in ${quote(text, 100)}`,
      });
    }
  };
  look("page title", [page.title]);
  look("heading", page.headings);
  look("column header", page.columnHeaders);
  look("caption", page.captions);
  for (const chart of page.charts) look(`chart ${quote(chart.title, 40)}`, chart.words);
  look("body text", page.bodyTexts);
  look("tooltip", page.tooltips ?? []);
  return out;
}
