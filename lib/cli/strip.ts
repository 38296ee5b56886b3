/**
 * `deno task strip [--check]`: removes outputs and execution counts from the notebooks and writes
 * each one's parameters cell from the parameter list (`lib/params/cell.ts`), so they are committed
 * clean and the cell follows the list; with `--check`, only reports the notebooks it would change
 * (exit 1).
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import { type NotebookCell, withParametersCell } from "../params/cell.ts";
import { parseCommandLine, runTask } from "./main.ts";

const HELP =
  `deno task strip [--check]: remove outputs and execution counts from notebooks/*.ipynb and write
each one's parameters cell from the parameter list (lib/params/records.ts)

  --check             change nothing; list the notebooks it would change and exit 1 if any
  -h, --help          this text`;

/** A notebook cell as its JSON holds it, with the fields stripping reads or clears. */
export interface Cell extends NotebookCell {
  /** `code`, `markdown` or `raw`; only code cells hold outputs. */
  cell_type: string;
  /** What running a code cell printed or showed; cleared to `[]`. */
  outputs?: unknown[];
  /** The number Jupyter gave the code cell's last run; cleared to `null`. */
  execution_count?: number | null;
}

/** Whether a notebook's JSON holds outputs or execution counts. */
export function hasOutputs(notebook: { cells: Cell[] }): boolean {
  return notebook.cells.some((c) =>
    c.cell_type === "code" && ((c.outputs?.length ?? 0) > 0 || (c.execution_count ?? null) !== null)
  );
}

/** The notebook without outputs and execution counts. */
export function stripped<T extends { cells: Cell[] }>(notebook: T): T {
  return {
    ...notebook,
    cells: notebook.cells.map((c) =>
      c.cell_type === "code" ? { ...c, outputs: [], execution_count: null } : c
    ),
  };
}

/**
 * The notebook as it is committed: without outputs and execution counts, its parameters cell the
 * one the parameter list writes. Running `deno task strip` on a committed notebook changes nothing.
 */
export function prepared<T extends { cells: Cell[] }>(notebook: T): T {
  return withParametersCell(stripped(notebook));
}

/** What `prepared()` changes in `notebook`, in words; `[]` when it changes nothing. */
export function changes(notebook: { cells: Cell[] }): string[] {
  const out: string[] = [];
  if (hasOutputs(notebook)) out.push("holds outputs");
  const cell = (nb: { cells: Cell[] }) =>
    JSON.stringify(nb.cells.find((c) => c.metadata?.tags?.includes("parameters"))?.source);
  if (cell(withParametersCell(notebook)) !== cell(notebook)) {
    out.push("has a parameters cell that is not the one the parameter list writes");
  }
  return out;
}

if (import.meta.main) {
  await runTask("strip", async () => {
    const { values } = parseCommandLine("strip", Deno.args, {
      check: { type: "boolean", default: false },
    });
    const dir = fileURLToPath(new URL("../../notebooks/", import.meta.url));
    const names = [...Deno.readDirSync(dir)].map((e) => e.name).filter((n) => n.endsWith(".ipynb"))
      .sort();
    let dirty = 0;
    for (const name of names) {
      const path = dir + name;
      const nb = JSON.parse(await Deno.readTextFile(path));
      const what = changes(nb);
      if (what.length === 0) continue;
      dirty++;
      if (values.check) console.error(`${name} ${what.join(" and ")}: run deno task strip`);
      else {
        await Deno.writeTextFile(path, JSON.stringify(prepared(nb), null, 1) + "\n");
        console.error(`stripped ${name}: it ${what.join(" and ")}`);
      }
    }
    if (values.check && dirty > 0) Deno.exit(1);
  }, { help: HELP });
}
