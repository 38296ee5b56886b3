/**
 * `deno task strip [--check]`: removes outputs and execution counts from the notebooks, so they
 * are committed clean; with `--check`, only reports the notebooks that hold outputs (exit 1).
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import { parseCommandLine, runTask } from "./main.ts";

const HELP = `deno task strip [--check]: remove outputs and execution counts from notebooks/*.ipynb

  --check             change nothing; list the notebooks that hold outputs and exit 1 if any
  -h, --help          this text`;

/** A notebook cell as its JSON holds it, with the fields stripping reads or clears. */
export interface Cell {
  /** `code`, `markdown` or `raw`; only code cells hold outputs. */
  cell_type: string;
  /** What running a code cell printed or showed; cleared to `[]`. */
  outputs?: unknown[];
  /** The number Jupyter gave the code cell's last run; cleared to `null`. */
  execution_count?: number | null;
  /** The cell's metadata, kept as it is. */
  metadata?: Record<string, unknown>;
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
      if (!hasOutputs(nb)) continue;
      dirty++;
      if (values.check) console.error(`${name} holds outputs: run deno task strip`);
      else {
        await Deno.writeTextFile(path, JSON.stringify(stripped(nb), null, 1) + "\n");
        console.error(`stripped ${name}`);
      }
    }
    if (values.check && dirty > 0) Deno.exit(1);
  }, { help: HELP });
}
