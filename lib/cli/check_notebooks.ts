/**
 * `deno task check:notebooks [NOTEBOOK|FOLDER ...]`: type-checks the notebooks' code, which
 * nothing else reads (the Deno kernel runs a cell without checking it). Each notebook becomes one
 * module, its code cells joined in order, as the kernel runs them one after the other in one
 * scope; `deno check` reads the modules with the project's `deno.json`, and each error is told
 * by the notebook, the cell (numbered as in the file, markdown cells counted, as the report's
 * errors number them) and the line within the cell.
 *
 * Joined into a module, a notebook keeps what the kernel allows it: top-level `await`, an
 * `import` in any cell, a cell ending in a bare expression (its shown value). The kernel would
 * also let a later cell declare a name again; a module does not, and no notebook does, so a
 * second declaration fails the check as it would fail a reader who runs the cells out of order.
 *
 * @module
 */
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { InputError, runTask } from "./main.ts";

const HELP =
  `deno task check:notebooks [NOTEBOOK|FOLDER ...]: type-check the code cells of each notebook,
joined in order into one module, with deno check; errors name the notebook, cell and line

  NOTEBOOK|FOLDER     the notebooks to check, or folders of them (default: notebooks/)
  -h, --help          this text`;

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The cells of a notebook's JSON that joining reads. */
export interface NotebookJson {
  /** The cells in order; only those whose `cell_type` is `code` are joined. */
  cells: readonly { cell_type: string; source?: string | readonly string[] }[];
}

/** Where a line of a joined module came from: a cell (1-based, in the file) and its line. */
export interface CellLine {
  /** The cell's number in the file, markdown cells counted, from 1. */
  cell: number;
  /** The line within the cell, from 1. */
  line: number;
}

/** A notebook's code cells as one module, and the cell line each of its lines came from. */
export interface NotebookModule {
  /** The module's text. */
  text: string;
  /** The origin of each line of `text` (index 0 is line 1); `null` for the separators. */
  origins: (CellLine | null)[];
}

const RELATIVE = /(\bfrom\s*|\bimport\s*\(?\s*)(["'])(\.{1,2}\/[^"']*)\2/g;

/**
 * The module of `notebook`'s code cells, joined in order, each cell's relative imports made
 * absolute from `folder` (where the notebook lies, as the kernel resolves them), so that the
 * module type-checks wherever it is written. A line `;` parts two cells, as the kernel parts them:
 * a cell that begins with `(` or `[` never continues the one before. The lines keep their places
 * within a cell, so an error's line maps back through {@linkcode NotebookModule.origins}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { notebookModule } from "./check_notebooks.ts";
 *
 * const cells = [
 *   { cell_type: "code", source: ['import { tco } from "../lib/model/cost.ts";\n', "tco"] },
 *   { cell_type: "markdown", source: "# Owning" },
 *   { cell_type: "code", source: "const x = 1;" },
 * ];
 * const { text, origins } = notebookModule({ cells }, "/work/notebooks");
 * assert.equal(
 *   text,
 *   'import { tco } from "file:///work/lib/model/cost.ts";\ntco\n;\nconst x = 1;\n',
 * );
 * assert.deepEqual(origins[3], { cell: 3, line: 1 });
 * ```
 */
export function notebookModule(notebook: NotebookJson, folder: string): NotebookModule {
  const base = pathToFileURL(`${resolve(folder)}/`);
  const lines: string[] = [];
  const origins: (CellLine | null)[] = [];
  notebook.cells.forEach((c, i) => {
    if (c.cell_type !== "code") return;
    const source = typeof c.source === "string" ? c.source : (c.source ?? []).join("");
    const absolute = source.replace(
      RELATIVE,
      (_, before, quote, path) => `${before}${quote}${new URL(path, base).href}${quote}`,
    );
    if (lines.length > 0) {
      lines.push(";");
      origins.push(null);
    }
    absolute.split("\n").forEach((text, j) => {
      lines.push(text);
      origins.push({ cell: i + 1, line: j + 1 });
    });
  });
  return { text: `${lines.join("\n")}\n`, origins };
}

/** A joined module written for checking: the notebook it stands for, and its lines' origins. */
export interface Written {
  /** The notebook as the user named it (or as found in a folder named). */
  notebook: string;
  /** The module's file URL. */
  url: string;
  /** Where each of its lines came from. */
  origins: (CellLine | null)[];
}

/**
 * `deno check`'s `output` with each place in a written module told as the notebook's: "at
 * file:///…/01_seed_case.ts:12:7" becomes "at notebooks/01_seed_case.ipynb cell 7, line 3:7".
 */
export function locate(output: string, written: readonly Written[]): string {
  let out = output;
  for (const w of written) {
    const escaped = w.url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(`${escaped}(?::(\\d+):(\\d+))?`, "g"), (_, line, column) => {
      if (line === undefined) return w.notebook;
      const at = w.origins[Number(line) - 1];
      return at
        ? `${w.notebook} cell ${at.cell}, line ${at.line}:${column}`
        : `${w.notebook} between two cells`;
    });
  }
  return out;
}

/** The notebooks `paths` name: each `.ipynb` file given, and those in each folder given, sorted. */
export function notebooksIn(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    let info: Deno.FileInfo;
    try {
      info = Deno.statSync(path);
    } catch {
      throw new InputError(`Cannot check notebooks: ${path} does not exist`);
    }
    if (!info.isDirectory) return [path];
    return [...Deno.readDirSync(path)]
      .filter((e) => e.isFile && e.name.endsWith(".ipynb"))
      .map((e) => join(path, e.name))
      .sort();
  });
}

/** What checking the notebooks found: whether all passed, and the checker's output, located. */
export interface NotebookCheck {
  /** `true` when every notebook type-checks. */
  ok: boolean;
  /** The notebooks an error names, in the order given. */
  failing: string[];
  /** What `deno check` printed, each place told by notebook, cell and line. */
  output: string;
}

/**
 * Type-checks each notebook of `notebooks` (paths of `.ipynb` files): writes the module of each
 * ({@linkcode notebookModule}) into a temporary folder, runs `deno check` on them all at once with
 * the project's `deno.json`, and removes the folder.
 */
export async function checkNotebooks(notebooks: readonly string[]): Promise<NotebookCheck> {
  const dir = await Deno.makeTempDir({ prefix: "check-notebooks-" });
  try {
    const written: Written[] = [];
    for (const [i, notebook] of notebooks.entries()) {
      const json = JSON.parse(await Deno.readTextFile(notebook)) as NotebookJson;
      const { text, origins } = notebookModule(json, dirname(notebook));
      const file = join(dir, `${i}_${basename(notebook, ".ipynb")}.ts`);
      await Deno.writeTextFile(file, text);
      written.push({ notebook, url: pathToFileURL(file).href, origins });
    }
    const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
      args: [
        "check",
        "--quiet",
        "--config",
        join(ROOT, "deno.json"),
        ...written.map((w) => w.url),
      ],
      env: { NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    const dec = new TextDecoder();
    const output = locate(dec.decode(stdout) + dec.decode(stderr), written);
    const failing = notebooks.filter((n) => output.includes(` ${n} cell `));
    return { ok: code === 0, failing, output };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) {
  await runTask("check:notebooks", async () => {
    const paths = Deno.args.length > 0
      ? Deno.args
      : [relative(Deno.cwd(), join(ROOT, "notebooks"))];
    const notebooks = notebooksIn(paths);
    if (notebooks.length === 0) {
      throw new InputError(`Cannot check notebooks: none in ${paths.join(", ")}`);
    }
    const { ok, failing, output } = await checkNotebooks(notebooks);
    if (output.trim() !== "") console.error(output.trimEnd());
    if (!ok) {
      throw new InputError(
        `Cannot type-check the notebooks: ${failing.length} of ${notebooks.length} fail (${
          failing.join(", ") || "see above"
        })`,
      );
    }
    console.log(`check:notebooks: ${notebooks.length} notebooks type-check`);
  }, { help: HELP });
}
