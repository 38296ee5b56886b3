/**
 * `deno task setup`: makes the project ready to run, idempotently and in seconds when it is.
 * - a virtual environment `.venv` with JupyterLab and nbconvert pinned in requirements.txt;
 * - the Deno kernel registered inside `.venv` (not among the user's kernels), pointing at the
 *   Deno that runs this set-up;
 * - with `--browser`, Debian's Chromium for the browser tests (installed with apt-get as root).
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import { parseCommandLine, runTask } from "./main.ts";

const HELP = `deno task setup [--browser]: make the project ready to run (idempotent)

  --browser           also install Debian's Chromium for the browser tests (as root)
  -h, --help          this text

Creates .venv with JupyterLab and nbconvert (requirements.txt) and registers the Deno kernel in it.`;

/** The project's folder, an absolute path without a final `/`. */
export const ROOT: string = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");
/** The project's Python virtual environment, with JupyterLab and the Deno kernel. */
export const VENV = `${ROOT}/.venv`;
/** The name the Deno kernel is registered under in `.venv`, as the notebooks name their kernel. */
export const KERNEL_NAME = "deno-workbook";
/** Where Debian's Chromium is, the browser `--browser` installs for the browser tests. */
export const CHROMIUM = "/usr/bin/chromium";

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

async function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  const { code } = await new Deno.Command(cmd, { args, env, stdout: "inherit", stderr: "inherit" })
    .output();
  if (code !== 0) throw new Error(`Cannot set up: ${cmd} ${args.join(" ")} exited with ${code}`);
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Creates `.venv` and installs requirements.txt unless the installed set matches it already. */
export async function setupJupyter(log = console.error): Promise<void> {
  const requirements = await Deno.readTextFile(`${ROOT}/requirements.txt`);
  const stamp = `${VENV}/.requirements.sha256`;
  const want = await sha256(requirements);
  const have = await Deno.readTextFile(stamp).catch(() => "");
  if (have.trim() !== want || !(await exists(`${VENV}/bin/jupyter-nbconvert`))) {
    if (!(await exists(`${VENV}/bin/python`))) {
      log("setup: creating .venv");
      await run("python3", ["-m", "venv", VENV]);
    }
    log("setup: installing JupyterLab and nbconvert into .venv");
    await run(`${VENV}/bin/pip`, [
      "install",
      "--quiet",
      "--disable-pip-version-check",
      "-r",
      `${ROOT}/requirements.txt`,
    ], {
      PIP_RETRIES: "0",
    });
    await Deno.writeTextFile(stamp, want + "\n");
  }
  const kernelDir = `${VENV}/share/jupyter/kernels/${KERNEL_NAME}`;
  const spec = JSON.stringify(
    {
      argv: [Deno.execPath(), "jupyter", "--kernel", "--conn", "{connection_file}"],
      display_name: "Deno (workbook)",
      language: "typescript",
      env: { NO_COLOR: "1" },
    },
    null,
    2,
  ) + "\n";
  // JupyterLab settings for this environment only: no prompt about fetching news
  const overrides = `${VENV}/share/jupyter/lab/settings/overrides.json`;
  const settings = JSON.stringify(
    { "@jupyterlab/apputils-extension:notification": { fetchNews: "false" } },
    null,
    2,
  ) + "\n";
  if ((await Deno.readTextFile(overrides).catch(() => "")) !== settings) {
    await Deno.mkdir(`${VENV}/share/jupyter/lab/settings`, { recursive: true });
    await Deno.writeTextFile(overrides, settings);
  }
  const current = await Deno.readTextFile(`${kernelDir}/kernel.json`).catch(() => "");
  if (current !== spec) {
    await Deno.mkdir(kernelDir, { recursive: true });
    await Deno.writeTextFile(`${kernelDir}/kernel.json`, spec);
    log(`setup: registered the Deno kernel "${KERNEL_NAME}" in .venv (${Deno.execPath()})`);
  }
}

/** Installs Debian's Chromium when it is missing (as root); otherwise says how. */
export async function setupBrowser(log = console.error): Promise<void> {
  if (await exists(CHROMIUM)) return;
  const isRoot = Deno.uid?.() === 0;
  if (!isRoot) {
    throw new Error(
      `Cannot find ${CHROMIUM}: install Debian's chromium package (sudo apt-get install -y chromium)`,
    );
  }
  log("setup: installing Debian's chromium for the browser tests");
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", "chromium"], { DEBIAN_FRONTEND: "noninteractive" });
}

if (import.meta.main) {
  await runTask("setup", async () => {
    const { values } = parseCommandLine("setup", Deno.args, {
      browser: { type: "boolean", default: false },
    });
    try {
      await setupJupyter();
      if (values.browser) await setupBrowser();
      console.error("setup: ready");
    } catch (error) {
      // a failed install or a missing browser: the message says what to do, a stack would not
      console.error(`setup: ${(error as Error).message}`);
      Deno.exit(1);
    }
  }, { help: HELP });
}
