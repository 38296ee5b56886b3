// The report's executor (lib/report/execute.py) against a kernel whose every output comes after
// "idle", later than any fixed wait would cover (tests/fixtures/late_kernel/): the executor keeps
// every output in its cell, in order, because the kernel vouches for them; where the kernel never
// does, the notebook fails naming the cell and no page is written. Plain `jupyter nbconvert
// --execute`, which stops reading at "idle", loses the same outputs: what bench/README.md tells users.
import assert from "node:assert/strict";
import { join } from "node:path";
import { FULL, ROOT } from "../helpers.ts";
import { VENV } from "../../lib/cli/setup.ts";

const KERNEL = "workbook-late-test";
const PYTHON = join(VENV, "bin", "python");

/** A Jupyter folder holding the late kernel's spec; the executor finds it through JUPYTER_PATH. */
async function lateKernelPath(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "late-kernel-" });
  const spec = join(dir, "kernels", KERNEL);
  await Deno.mkdir(spec, { recursive: true });
  await Deno.writeTextFile(
    join(spec, "kernel.json"),
    JSON.stringify({
      argv: [
        PYTHON,
        join(ROOT, "tests", "fixtures", "late_kernel", "late_kernel.py"),
        "-f",
        "{connection_file}",
      ],
      display_name: "late outputs",
      language: "typescript",
    }),
  );
  return dir;
}

/** A notebook of code cells in the late kernel's language. */
function notebook(cells: string[]): string {
  return JSON.stringify({
    nbformat: 4,
    nbformat_minor: 5,
    metadata: { kernelspec: { name: KERNEL, display_name: "late", language: "typescript" } },
    cells: cells.map((source, i) => ({
      cell_type: "code",
      id: `cell-${i + 1}`,
      metadata: {},
      execution_count: null,
      outputs: [],
      source,
    })),
  });
}

interface Output {
  output_type: string;
  text?: string | string[];
  data?: Record<string, string | string[]>;
}

/** nbformat writes multi-line text as a list of lines. */
const joined = (text: string | string[]) => Array.isArray(text) ? text.join("") : text;

/** What a cell showed, one line an output: "print TEXT" or "show TEXT", as the cell was written. */
function shown(outputs: Output[]): string[] {
  return outputs.flatMap((o) =>
    o.output_type === "stream"
      ? joined(o.text!).split("\n").filter((l) => l !== "").map((l) => `print ${l}`)
      : [`show ${joined(o.data!["text/plain"]!)}`]
  );
}

/** The executor's spec for one notebook of `dir`, as the report build writes it. */
function specOf(dir: string, name: string, timeout: number, executed: boolean) {
  return {
    kernel: KERNEL,
    jobs: 1,
    timeout,
    templates: join(ROOT, "lib", "report", "templates"),
    notebooks: [{
      name,
      path: join(dir, `${name}.ipynb`),
      cwd: dir,
      html: join(dir, `${name}.html`),
      executed: executed ? join(dir, `${name}.out.ipynb`) : null,
      withCode: false,
    }],
  };
}

/**
 * Runs the executor on `spec` with the late kernel, its outputs `delay` seconds apart (0.2: the
 * last of a cell still comes seconds after "idle"; plain nbconvert is shown to lose them at the
 * kernel's own 0.4).
 */
async function execute(spec: unknown, jupyterPath: string, delay = 0.2) {
  const child = new Deno.Command(PYTHON, {
    args: [join(ROOT, "lib", "report", "execute.py")],
    env: {
      JUPYTER_PATH: jupyterPath,
      JUPYTER_PLATFORM_DIRS: "1",
      LATE_KERNEL_DELAY: String(delay),
    },
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const w = child.stdin.getWriter();
  await w.write(new TextEncoder().encode(JSON.stringify(spec)));
  await w.close();
  const { code, stdout } = await child.output();
  const lines = new TextDecoder().decode(stdout).split("\n").filter((l) => l.trim() !== "");
  return { code, results: lines.map((l) => JSON.parse(l)) };
}

const CELLS = [
  "print first line\nshow a table\nprint second line",
  "show a chart\nshow its caption",
  "print the last word",
];

Deno.test({
  name: "executor: every output that comes after idle is kept in its own cell, in order",
  sanitizeResources: false,
  async fn() {
    const jupyter = await lateKernelPath();
    const dir = await Deno.makeTempDir({ prefix: "late-notebook-" });
    try {
      await Deno.writeTextFile(join(dir, "late.ipynb"), notebook(CELLS));
      const { code, results } = await execute(specOf(dir, "late", 60, true), jupyter);
      assert.equal(code, 0, JSON.stringify(results));
      assert.deepEqual(results.map((r) => r.ok), [true]);
      const cells = JSON.parse(await Deno.readTextFile(join(dir, "late.out.ipynb"))).cells;
      // each cell shows exactly what it was written to show: nothing lost, nothing moved
      assert.deepEqual(cells.map((c: { outputs: Output[] }) => shown(c.outputs)), [
        ["print first line", "show a table", "print second line"],
        ["show a chart", "show its caption"],
        ["print the last word"],
      ]);
      const html = await Deno.readTextFile(join(dir, "late.html"));
      for (const text of ["a table", "its caption", "the last word"]) {
        assert.ok(html.includes(text));
      }
      assert.ok(!html.includes("workbook-end-of-cell"), "the marker's token stays out of the page");
    } finally {
      await Deno.remove(dir, { recursive: true });
      await Deno.remove(jupyter, { recursive: true });
    }
  },
});

Deno.test({
  name:
    "executor: plain nbconvert loses outputs of the same notebook, so the late kernel is late enough",
  ignore: !FULL, // test:reports: a second kernel; the test above is the executor's
  sanitizeResources: false,
  async fn() {
    const jupyter = await lateKernelPath();
    const dir = await Deno.makeTempDir({ prefix: "late-notebook-" });
    try {
      await Deno.writeTextFile(join(dir, "late.ipynb"), notebook(CELLS));
      // the notebook through plain nbconvert, which stops reading at idle
      const plain = await new Deno.Command(join(VENV, "bin", "jupyter"), {
        args: [
          "nbconvert",
          "--to",
          "notebook",
          "--execute",
          "--output",
          "plain.ipynb",
          "late.ipynb",
        ],
        cwd: dir,
        env: { JUPYTER_PATH: jupyter, JUPYTER_PLATFORM_DIRS: "1" },
        stdout: "null",
        stderr: "piped",
      }).output();
      assert.equal(plain.code, 0, new TextDecoder().decode(plain.stderr));
      const lost = JSON.parse(await Deno.readTextFile(join(dir, "plain.ipynb"))).cells
        .map((c: { outputs: Output[] }) => shown(c.outputs).length);
      const written = CELLS.map((c) => c.split("\n").length);
      assert.ok(
        lost.some((n: number, i: number) => n < written[i]!),
        `nbconvert kept ${lost} outputs of ${written}: the kernel stand-in is not late enough`,
      );
    } finally {
      await Deno.remove(dir, { recursive: true });
      await Deno.remove(jupyter, { recursive: true });
    }
  },
});

Deno.test({
  name:
    "executor: a cell the kernel never vouches for fails its notebook, named by cell, and no page is written",
  ignore: !FULL, // test:reports: a kernel of its own and a 3 s timeout run out
  sanitizeResources: false,
  async fn() {
    const jupyter = await lateKernelPath();
    const dir = await Deno.makeTempDir({ prefix: "late-notebook-" });
    try {
      await Deno.writeTextFile(
        join(dir, "mute.ipynb"),
        notebook(["print fine", "mute\nshow a table that may be late", "print never run"]),
      );
      const { code, results } = await execute(specOf(dir, "mute", 3, false), jupyter);
      assert.equal(code, 1);
      assert.equal(results.length, 1);
      assert.equal(results[0].ok, false);
      assert.equal(
        results[0].cell,
        2,
        "the cell whose outputs are uncertain, numbered as in the file",
      );
      assert.match(
        results[0].error,
        /OutputsUncertain: the kernel did not confirm the cell's outputs/,
      );
      await assert.rejects(Deno.stat(join(dir, "mute.html")), Deno.errors.NotFound);
    } finally {
      await Deno.remove(dir, { recursive: true });
      await Deno.remove(jupyter, { recursive: true });
    }
  },
});
