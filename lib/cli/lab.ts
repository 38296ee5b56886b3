/**
 * `deno task lab [--port N] [--data DIR]`: JupyterLab on the project, listening on 127.0.0.1
 * only, with a token, without launching a browser; the Deno kernel is the notebooks' kernel.
 *
 * @module
 */
import { resolve } from "node:path";
import { InputError, parseCommandLine, runTask } from "./main.ts";
import { KERNEL_NAME, ROOT, setupJupyter, VENV } from "./setup.ts";

const HELP = `deno task lab [options]: JupyterLab on the notebooks, on 127.0.0.1 with a token

  --port N            the port to listen on (default 8888); choose another when 8888 is in use
  --data DIR          the price data folder the notebooks read (default: data)
  -h, --help          this text

Prints the address to open; stop with Ctrl+C.`;

/**
 * Whether nothing listens on 127.0.0.1:`port`, checked by listening on it for a moment.
 * Needs network permission for 127.0.0.1.
 */
export function portIsFree(port: number): boolean {
  try {
    Deno.listen({ hostname: "127.0.0.1", port }).close();
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.AddrInUse) return false;
    throw error;
  }
}

/** The sentence for a port in use, naming the option that chooses another and a free port. */
function portInUse(port: number): InputError {
  const free = Array.from({ length: 20 }, (_, i) => port + 1 + i).find((p) =>
    p <= 65535 && portIsFree(p)
  );
  return new InputError(
    `Cannot start JupyterLab: port ${port} on 127.0.0.1 is in use (another deno task lab?); ` +
      `choose another with --port${
        free === undefined ? "" : `, e.g. deno task lab --port ${free} (free now)`
      }`,
  );
}

/** A running JupyterLab server, as {@linkcode startLab} returns it. */
export interface Lab {
  /** The address to open: the Lab page on 127.0.0.1 with the token in its query. */
  url: string;
  /** The token the server asks for. */
  token: string;
  /** The port it listens on, on 127.0.0.1. */
  port: number;
  /** The `jupyter lab` child process. */
  process: Deno.ChildProcess;
  /** Stops the server and its kernels, and waits for it to exit. */
  stop(): Promise<void>;
}

/** A random token of 24 hex digits. */
function randomToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * Starts JupyterLab and resolves once it answers on its port. A port in use, or a server that
 * exits before it answers, is an {@linkcode InputError} at once.
 */
export async function startLab(
  {
    port = 8888,
    token = randomToken(),
    data = `${ROOT}/data`,
    root = ROOT,
    exposeApp = false,
    quiet = false,
  }: {
    port?: number;
    token?: string;
    data?: string;
    root?: string;
    /** Exposes `window.jupyterapp`, for the browser tests. */
    exposeApp?: boolean;
    quiet?: boolean;
  } = {},
): Promise<Lab> {
  if (!portIsFree(port)) throw portInUse(port);
  await setupJupyter();
  const args = [
    "lab",
    "--ServerApp.ip=127.0.0.1",
    `--ServerApp.port=${port}`,
    "--ServerApp.port_retries=0",
    "--ServerApp.open_browser=False",
    `--IdentityProvider.token=${token}`,
    `--ServerApp.root_dir=${root}`,
    `--MappingKernelManager.default_kernel_name=${KERNEL_NAME}`,
    "--LabApp.news_url=",
    "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ...(exposeApp ? ["--LabApp.expose_app_in_browser=True"] : []),
    // Jupyter refuses to run as root without it; CI and these machines run as root
    ...(Deno.uid?.() === 0 ? ["--allow-root"] : []),
  ];
  const process = new Deno.Command(`${VENV}/bin/jupyter`, {
    args,
    cwd: root,
    env: {
      WORKBOOK_DATA: resolve(data),
      JUPYTER_PLATFORM_DIRS: "1",
      PYDEVD_DISABLE_FILE_VALIDATION: "1",
    },
    stdout: quiet ? "null" : "inherit",
    stderr: quiet ? "null" : "inherit",
  }).spawn();
  const url = `http://127.0.0.1:${port}/lab?token=${token}`;
  let exited: Deno.CommandStatus | undefined;
  process.status.then((s) => exited = s);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== undefined) {
      if (!portIsFree(port)) throw portInUse(port);
      throw new InputError(
        `Cannot start JupyterLab: it exited with code ${exited.code} before answering on 127.0.0.1:${port}`,
      );
    }
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/status?token=${token}`);
      await r.body?.cancel();
      if (r.ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) {
      try {
        process.kill("SIGKILL");
      } catch { /* it exited already */ }
      throw new Error(`Cannot start JupyterLab: nothing answered on 127.0.0.1:${port} within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  let stopped: Promise<void> | undefined;
  return {
    url,
    token,
    port,
    process,
    stop() {
      stopped ??= (async () => {
        try {
          process.kill("SIGTERM");
        } catch { /* already gone */ }
        const timer = setTimeout(() => {
          try {
            process.kill("SIGKILL");
          } catch { /* already gone */ }
        }, 10_000);
        await process.status;
        clearTimeout(timer);
      })();
      return stopped;
    },
  };
}

if (import.meta.main) {
  let lab: Lab | undefined;
  await runTask("lab", async () => {
    const { values } = parseCommandLine("lab", Deno.args, {
      port: { type: "string", default: "8888" },
      data: { type: "string", default: "data" },
    });
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new InputError(
        `Cannot start JupyterLab: --port "${values.port}" is not a port (1 to 65535)`,
      );
    }
    lab = await startLab({ port, data: values.data });
  }, { help: HELP });
  // no server: the task printed its help (a failure has exited already)
  if (!lab) Deno.exit(0);
  const running: Lab = lab;
  console.log(
    `\nJupyterLab is running: open ${running.url}\nThe notebooks are in notebooks/; stop with Ctrl+C.\n`,
  );
  Deno.addSignalListener("SIGINT", async () => {
    await running.stop();
    Deno.exit(0);
  });
  await running.process.status;
}
