/**
 * The notebooks a report build knows: the numbered `NN_name.ipynb` files of a folder, each with
 * its title (the first markdown heading in the report's language) and its description
 * (`metadata.workbook.description`), as the index links them and each page's `<title>` shows.
 *
 * @module
 */
import { join } from "node:path";
import { DEFAULT_LANG, type Lang } from "../lang.ts";

/** A notebook the build knows, with its title and description in the report's language. */
export interface NotebookInfo {
  /** The file name without `.ipynb`, such as `01_seed_case`; the report page is named after it. */
  name: string;
  /** The `.ipynb` file, within the notebooks folder. */
  path: string;
  /** The first markdown heading in the report's language; `name` when it has none. */
  title: string;
  /** `metadata.workbook.description` in the report's language (else in English); `""` when absent. */
  description: string;
}

/** A notebook's cells as its JSON holds them. */
export interface NotebookCells {
  /** The cells in order: their type, source (one string or lines) and the language they are in. */
  cells: { cell_type: string; source: string | string[]; metadata?: { lang?: string } }[];
}

/**
 * A notebook's title in `lang`: the text of the first markdown heading of its markdown cells in
 * that language (a cell whose metadata names another language is skipped), or `undefined` when
 * it has none. The index links it and each page's `<title>` is it.
 */
export function notebookTitle(nb: NotebookCells, lang: Lang = DEFAULT_LANG): string | undefined {
  for (const cell of nb.cells) {
    if (cell.cell_type !== "markdown") continue;
    if ((cell.metadata?.lang ?? lang) !== lang) continue;
    const text = Array.isArray(cell.source) ? cell.source.join("") : cell.source;
    const heading = text.split("\n").map((l) => /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(l))
      .find((m) => m !== null);
    if (heading) return heading[1];
  }
  return undefined;
}

/** The numbered notebooks (`NN_name.ipynb`) of `dir`, in name order, titled in `lang`. */
export async function listNotebooks(dir: string, lang: Lang): Promise<NotebookInfo[]> {
  const names = [...Deno.readDirSync(dir)].map((e) => e.name).filter((n) =>
    /^\d\d_.*\.ipynb$/.test(n)
  ).sort();
  return await Promise.all(names.map(async (file) => {
    const path = join(dir, file);
    const nb = JSON.parse(await Deno.readTextFile(path));
    const name = file.replace(/\.ipynb$/, "");
    return {
      name,
      path,
      title: notebookTitle(nb, lang) ?? name,
      // metadata.workbook: {description, description_zh}
      description: nb.metadata?.workbook?.[`description_${lang}`] ??
        nb.metadata?.workbook?.description ?? "",
    };
  }));
}
