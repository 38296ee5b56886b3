/**
 * JupyterLab in headless Chromium: opens notebooks in a real JupyterLab with the Deno kernel,
 * runs all cells, checks the outputs and charts, then changes the parameters cell of the first
 * notebook and sees the figures follow. `tests/e2e/lab_test.ts` runs two notebooks; `deno task
 * test:reports` runs every notebook (tests/e2e/full/lab_test.ts).
 */
import assert from "node:assert/strict";
import { startLab } from "../../lib/cli/lab.ts";
import { ROOT } from "../helpers.ts";
import { launch } from "./browser.ts";
import type { Page } from "playwright-core";

/** A copy of the project for the server's root, so JupyterLab's autosave never touches the committed notebooks. */
async function scratchRoot(): Promise<string> {
  const root = await Deno.makeTempDir({ prefix: "workbook-lab-" });
  for (const name of ["lib", "data"]) await Deno.symlink(`${ROOT}${name}`, `${root}/${name}`);
  for (const name of ["deno.json", "deno.lock"]) {
    await Deno.copyFile(`${ROOT}${name}`, `${root}/${name}`);
  }
  await Deno.mkdir(`${root}/notebooks`);
  for (const e of Deno.readDirSync(`${ROOT}notebooks`)) {
    if (e.name.endsWith(".ipynb")) {
      await Deno.copyFile(`${ROOT}notebooks/${e.name}`, `${root}/notebooks/${e.name}`);
    }
  }
  return root;
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

/** The notebook panel of `path`, found by path (a restored workspace may hold other tabs). */
const PANEL = (path: string) =>
  `[...window.jupyterapp.shell.widgets("main")].find((w) => w.context && w.context.path === ${
    JSON.stringify(path)
  })`;

const RUN_ALL = (path: string) =>
  `(async () => {
  const app = window.jupyterapp;
  const panel = ${PANEL(path)};
  app.shell.activateById(panel.id);
  await panel.context.ready;
  await panel.sessionContext.ready;
  await app.commands.execute("notebook:run-all-cells");
})()`;

const STATE = (path: string) =>
  `(() => {
  const panel = ${PANEL(path)};
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  const cells = panel.content.widgets.filter((w) => w.model.type === "code").map((w) => {
    const source = w.model.sharedModel.getSource();
    const outputs = [...w.node.querySelectorAll(".jp-OutputArea-output")];
    return {
      source,
      count: w.model.executionCount,
      outputs: outputs.length,
      errors: w.node.querySelectorAll('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]').length,
      charts: [...w.node.querySelectorAll("figure.wb-chart")].map((f) => {
        const boxes = [...f.querySelectorAll("svg")].map((s) => s.getBoundingClientRect());
        return boxes.reduce((m, b) => Math.max(m, b.width * b.height), 0);
      }),
    };
  });
  const text = panel.content.node.textContent;
  return { status: kernel ? kernel.status : "none", cells, text };
})()`;

interface State {
  status: string;
  cells: {
    source: string;
    count: number | null;
    outputs: number;
    errors: number;
    charts: number[];
  }[];
  text: string;
}

/** Whether a code cell is expected to show something (all but the imports and the parameters). */
/** A cell that displays something: it calls `show(...)`. */
const shows = (source: string) => /\bshow\(/.test(source);

async function runAllAndWait(page: Page, name: string): Promise<State> {
  const path = `notebooks/${name}`;
  await page.evaluate(RUN_ALL(path));
  const deadline = Date.now() + 120_000;
  let settle = Date.now() + 10_000;
  for (;;) {
    const s = await page.evaluate(STATE(path)) as State;
    const done = s.status === "idle" && s.cells.every((c) => c.count !== null);
    // outputs render after the kernel reports idle; on a loaded machine that takes seconds, so
    // wait up to 10 s for every cell that shows something before reading them
    if (done && (s.cells.every((c) => c.outputs > 0 || !shows(c.source)) || Date.now() > settle)) {
      return s;
    }
    if (!done) settle = Date.now() + 10_000;
    if (Date.now() > deadline) {
      throw new Error(`${name}: the kernel did not finish within 120 s (status ${s.status})`);
    }
    await page.waitForTimeout(300);
  }
}

/**
 * Runs the notebooks whose names start with one of `only` (every notebook when not given; 01 must
 * be among them) in one JupyterLab page, each on its own kernel, checks each notebook's outputs and
 * charts, then edits 01's parameters cell and checks its figures follow.
 */
export async function runNotebooksInLab(only?: readonly string[]): Promise<void> {
  const root = await scratchRoot();
  const port = freePort();
  const lab = await startLab({ port, root, exposeApp: true, quiet: true });
  const browser = await launch();
  let page: Page | undefined;
  try {
    const names = [...Deno.readDirSync(`${root}/notebooks`)].map((e) => e.name).filter((n) =>
      n.endsWith(".ipynb") && (only === undefined || only.some((o) => n.startsWith(o)))
    ).sort();
    assert.ok(
      names.some((n) => n.startsWith("01")),
      "the notebooks run hold 01, whose parameters the test edits",
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // one JupyterLab page; every notebook opened in it and run at once, each on its own kernel
    page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/lab?token=${lab.token}&reset`);
    await page.waitForFunction("window.jupyterapp && window.jupyterapp.started", undefined, {
      timeout: 60_000,
    });
    await page.evaluate("window.jupyterapp.started");
    await page.evaluate(
      `Promise.all(${
        JSON.stringify(names)
      }.map((name) => window.jupyterapp.commands.execute("docmanager:open", { path: "notebooks/" + name })))`,
    );
    for (const name of names) {
      const panel = PANEL(`notebooks/${name}`);
      await page.waitForFunction(
        `${panel} && ${panel}.sessionContext.session && ${panel}.sessionContext.session.kernel`,
        undefined,
        { timeout: 60_000 },
      );
      const kernelName: unknown = await page!.evaluate(
        `${panel}.sessionContext.session.kernel.name`,
      );
      assert.equal(kernelName, "deno-workbook", `${name}: kernel`);
    }
    await Promise.all(names.map((name) => runAllAndWait(page!, name)));
    const states: State[] = [];
    for (const name of names) {
      // sizes are measured on the tab in front: a hidden tab's charts have no size
      await page.evaluate(
        `window.jupyterapp.shell.activateById(${PANEL(`notebooks/${name}`)}.id)`,
      );
      await page.waitForTimeout(200);
      const state = await page.evaluate(STATE(`notebooks/${name}`)) as State;
      states.push(state);
      for (const c of state.cells) {
        assert.equal(c.errors, 0, `${name}: error output in cell: ${c.source.slice(0, 60)}`);
        if (shows(c.source)) {
          assert.ok(c.outputs > 0, `${name}: no output from cell: ${c.source.slice(0, 60)}`);
        }
        for (const area of c.charts) {
          assert.ok(area > 2500, `${name}: an empty chart in cell: ${c.source.slice(0, 60)}`);
        }
      }
      assert.ok(
        state.cells.some((c) => c.charts.length > 0) || name.startsWith("01"),
        `${name}: no chart drawn`,
      );
    }

    // a reader's question, asked in the parameters cell: 6 hours a day on the schedule at 2 CNY/h?
    const first = names.find((n) => n.startsWith("01"))!;
    const panel = PANEL(`notebooks/${first}`);
    const before = states[names.indexOf(first)]!.text;
    await page.evaluate(`(() => {
      const cell = ${panel}.content.widgets.find((w) => w.model.metadata.tags && w.model.metadata.tags.includes("parameters"));
      const source = cell.model.sharedModel.getSource()
        .replace("hours_per_day: undefined,", "hours_per_day: 6,")
        .replace("cloud_price: undefined,", "cloud_price: 2,");
      cell.model.sharedModel.setSource(source);
    })()`);
    const after = (await runAllAndWait(page, first)).text;
    assert.match(after, /hours_per_day = 6 h\/day/);
    // 6 h of the schedule at the document's 50 % use are 3 h used: renting 3 h × 365 days ×
    // 3 years at 2 CNY/h: 6,570 CNY
    assert.ok(after.includes(`${(3 * 365 * 3 * 2).toLocaleString("en-US")} CNY`), "the new rent");
    assert.notEqual(after, before, "the figures did not change with the parameters");
  } catch (error) {
    if (page) {
      const shot = `${await Deno.makeTempDir({ prefix: "lab-failure-" })}/screenshot.png`;
      await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
      console.error(`lab test failed; screenshot: ${shot}`);
    }
    throw error;
  } finally {
    await browser.close();
    await lab.stop();
    await Deno.remove(root, { recursive: true }).catch(() => {});
  }
  // No server or kernel is left behind.
  const ps = new TextDecoder().decode(
    (await new Deno.Command("ps", { args: ["-eo", "args"], stdout: "piped" }).output()).stdout,
  );
  assert.ok(!ps.includes(root), "a process of the test's JupyterLab is still running");
}
