/**
 * The data's words in the reader's language: {@linkcode localizeDataset} puts the cells of
 * `translations.csv` (read by `translations.ts`) in place of the data's own. Free of the CSV
 * parsing, so that a notebook handed a validated dataset loads nothing it does not use.
 *
 * @module
 */
import { type Lang, LANGS } from "../lang.ts";

/** A data file whose words may be translated. */
export type TranslatedFile =
  | "scenarios.csv"
  | "hardware.csv"
  | "sites.csv"
  | "cloud_offerings.csv"
  | "jobs.csv"
  | "demand.csv"
  | "work.csv"
  | "buyers.csv";

/** The columns of each data file that `translations.csv` may give words for. */
export const TRANSLATABLE: Readonly<Record<TranslatedFile, readonly string[]>> = {
  "scenarios.csv": ["description"],
  "hardware.csv": ["name"],
  "sites.csv": ["name"],
  "cloud_offerings.csv": ["notes"],
  "jobs.csv": ["description", "notes"],
  "demand.csv": ["notes", "source"],
  "work.csv": ["description", "notes"],
  "buyers.csv": ["name"],
};

/** A language `translations.csv` may give words in: a report language but the data's own English. */
export type TranslatedLang = Exclude<Lang, "en">;

/** The languages `translations.csv` may have a column of words for, each named by its code. */
export const TRANSLATED_LANGS: readonly TranslatedLang[] = LANGS.filter((l) => l !== "en");

/** One translated cell: which file, row id and column, and its words by language. */
export interface Translation {
  /** The data file of the cell. */
  file: TranslatedFile;
  /** The row's id in that file (a demand profile's `profile`). */
  id: string;
  /** The column translated, one of {@linkcode TRANSLATABLE}'s for the file. */
  column: string;
  /** The cell's words in each language whose column gives them (a blank cell gives none). */
  words: Readonly<Partial<Record<TranslatedLang, string>>>;
}

/** What {@linkcode localizeDataset} changes: the translatable fields of a dataset. */
export interface Localizable {
  /** The rows of `translations.csv`, none where the folder has no such file. */
  translations: readonly Translation[];
  /** The scenarios, each with the description a reader sees. */
  scenarios: readonly { id: string; description: string }[];
  /** The machines, each with its name. */
  hardware: readonly { id: string; name: string }[];
  /** The sites, each with its name. */
  sites: readonly { id: string; name: string }[];
  /** The cloud offerings, each with its notes. */
  offerings: readonly { id: string; notes: string }[];
  /** The jobs, each with its description and notes. */
  jobs: readonly { id: string; description: string; notes: string }[];
  /** The demand profiles (`id` is the profile), each with its notes and the prose of its source. */
  demand: readonly { id: string; notes: string; source: string }[];
  /** The works of `work.csv` (training runs and serving loads), each with its description and notes. */
  works: readonly { id: string; description: string; notes: string }[];
  /** The buyers of `buyers.csv`, each with its name. */
  buyers: readonly { id: string; name: string }[];
}

/**
 * The dataset with its readers' words in `lang`: every cell `translations.csv` gives in that
 * language (its column named by the language's code) replaces the data's own; the others stay.
 * English (the data's language), and a language the file has no column for, is the dataset
 * itself.
 */
export function localizeDataset<D extends Localizable>(dataset: D, lang: string): D {
  const column = TRANSLATED_LANGS.find((l) => l === lang);
  if (column === undefined || dataset.translations.length === 0) return dataset;
  const words = new Map(
    dataset.translations.flatMap((t) => {
      const said = t.words[column];
      return said === undefined ? [] : [[`${t.file}|${t.id}|${t.column}`, said] as const];
    }),
  );
  const say = <R extends { id: string }>(file: TranslatedFile, rows: readonly R[]): R[] =>
    rows.map((r) => {
      const copy: Record<string, unknown> = { ...r };
      for (const column of TRANSLATABLE[file]) {
        const said = words.get(`${file}|${r.id}|${column}`);
        if (said !== undefined && column in copy) copy[column] = said;
      }
      return copy as R;
    });
  return {
    ...dataset,
    scenarios: say("scenarios.csv", dataset.scenarios),
    hardware: say("hardware.csv", dataset.hardware),
    sites: say("sites.csv", dataset.sites),
    offerings: say("cloud_offerings.csv", dataset.offerings),
    jobs: say("jobs.csv", dataset.jobs),
    demand: say("demand.csv", dataset.demand),
    works: say("work.csv", dataset.works),
    buyers: say("buyers.csv", dataset.buyers),
  };
}
