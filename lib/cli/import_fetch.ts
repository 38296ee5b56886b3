/**
 * `deno task import fetch`: downloads each cloud's file of the catalog, checks every file and the
 * data folder it would make before anything is written, keeps the files dated under
 * `DIR/snapshots/skypilot/`, writes each cloud's offering file whole, and prints what changed
 * since the cloud's latest earlier snapshot.
 *
 * @module
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatIssue } from "../present/data_problems.ts";
import { readDataFiles } from "../data/folder.ts";
import { parseDataset } from "../data/load.ts";
import { decodeCsv } from "../data/text.ts";
import { formatOfferings } from "../import/skypilot.ts";
import {
  catalogAddress,
  DEFAULT_CATALOG,
  download,
  FetchError,
  isWebAddress,
  writeFileAtomically,
} from "../import/fetch.ts";
import { InputError, UsageError } from "./main.ts";
import {
  changeLines,
  DEFAULT_CLOUDS,
  HELP,
  importTexts,
  parseCommandLineWithFiles,
  readText,
} from "./import_catalog.ts";

/** The name of the offering file a fetch writes for `cloud`. */
const offeringFileOf = (cloud: string) => `cloud_offerings.skypilot-${cloud}.csv`;

/** The dated snapshot folders under `folder`, newest first, each with the clouds it holds. */
export async function snapshots(folder: string): Promise<{ date: string; clouds: Set<string> }[]> {
  const found: { date: string; clouds: Set<string> }[] = [];
  try {
    for await (const e of Deno.readDir(folder)) {
      if (!e.isDirectory || !/^\d{4}-\d{2}-\d{2}$/.test(e.name)) continue;
      const clouds = new Set<string>();
      for await (const f of Deno.readDir(join(folder, e.name))) {
        if (f.isFile && f.name.endsWith(".csv")) clouds.add(f.name.slice(0, -".csv".length));
      }
      found.push({ date: e.name, clouds });
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return found.sort((a, b) => a.date < b.date ? 1 : a.date > b.date ? -1 : 0);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * `deno task import fetch [--clouds LIST] [--from URL|DIR] [--data DIR] [--as-of DATE]`: runs
 * the command on its arguments (after the command's name).
 *
 * @throws {InputError} for a bad option, a failed or bad download, or a data folder the files
 * would leave invalid; nothing is then written
 */
export async function fetchCatalog(args: string[]): Promise<void> {
  const { values, positionals } = parseCommandLineWithFiles(args, {
    clouds: { type: "string" },
    from: { type: "string", default: DEFAULT_CATALOG },
    data: { type: "string", default: "data" },
    "as-of": { type: "string" },
    timeout: { type: "string", default: "30" },
    retries: { type: "string", default: "2" },
  });
  if (positionals.length > 0) {
    throw new UsageError(
      `import fetch takes no file names (got ${positionals.join(" ")})\n${HELP}`,
    );
  }
  const asOf = values["as-of"] ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))) {
    throw new InputError(`Cannot fetch: --as-of "${asOf}" is not a day (YYYY-MM-DD)`);
  }
  const timeoutSeconds = Number(values.timeout);
  if (!(timeoutSeconds > 0)) {
    throw new InputError(
      `Cannot fetch: --timeout "${values.timeout}" is not a number of seconds above 0`,
    );
  }
  const retries = Number(values.retries);
  if (!Number.isInteger(retries) || retries < 0 || retries > 10) {
    throw new InputError(
      `Cannot fetch: --retries "${values.retries}" is not a whole number from 0 to 10`,
    );
  }
  const data = values.data;
  const from = values.from.startsWith("file:") ? fileURLToPath(values.from) : values.from;
  const isFolder = await Deno.stat(data).then((s) => s.isDirectory, () => false);
  if (!isFolder) throw new InputError(`Cannot fetch into ${data}: there is no such folder`);
  const snapshotFolder = join(data, "snapshots", "skypilot");
  const earlier = await snapshots(snapshotFolder);
  const clouds = values.clouds !== undefined
    ? [...new Set(values.clouds.split(",").map((c) => c.trim().toLowerCase()).filter((c) => c))]
    : earlier.length > 0
    ? [...earlier[0]!.clouds].sort()
    : DEFAULT_CLOUDS;
  const badCloud = clouds.find((c) => !/^[a-z0-9][a-z0-9_-]*$/.test(c));
  if (clouds.length === 0 || badCloud !== undefined) {
    throw new InputError(
      `Cannot fetch: --clouds takes cloud names of the catalog separated by commas (e.g. lambda,runpod), not "${values.clouds}"`,
    );
  }

  // every file in memory first: a failed or bad download writes nothing
  const fetched: { cloud: string; address: string; bytes: Uint8Array }[] = [];
  for (const cloud of clouds) {
    const address = catalogAddress(from, cloud);
    let bytes: Uint8Array;
    try {
      bytes = isWebAddress(from)
        ? await download(address, `${cloud}.csv`, {
          timeoutSeconds,
          retries,
          onRetry: (n, reason, wait) =>
            console.error(
              `import: ${cloud}.csv: attempt ${n} of ${
                retries + 1
              } failed (${address}: ${reason}); trying again in ${wait} s`,
            ),
        })
        : await Deno.readFile(address);
    } catch (error) {
      const why = error instanceof FetchError
        ? error.message
        : `Cannot fetch ${cloud}.csv from ${address}: ${(error as Error).message}`;
      throw new InputError(`${why}; nothing was written`);
    }
    console.error(
      `import: ${cloud}.csv: ${bytes.length.toLocaleString("en-US")} bytes from ${address}`,
    );
    fetched.push({ cloud, address, bytes });
  }

  const problems: string[] = [];
  const imports = fetched.map(({ cloud, address, bytes }) => {
    const name = `${cloud}.csv`;
    const decoded = decodeCsv(name, bytes);
    if (!decoded.ok) {
      problems.push(formatIssue(decoded.issue));
      return undefined;
    }
    const made = importTexts([{ file: name, text: decoded.text }], {
      asOf,
      source: `SkyPilot catalog ${address}`,
      regions: "collapse",
    });
    problems.push(...made.problems);
    if (made.problems.length === 0 && made.lines.length === 0) {
      problems.push(
        `${name} (${address}): no priced GPU row; expected a SkyPilot catalog of GPU prices`,
      );
    }
    return made;
  });
  if (problems.length > 0) {
    for (const p of problems) console.error(`error: ${p}`);
    throw new InputError(
      `Cannot fetch: ${problems.length} problem(s) in the downloaded files; nothing was written`,
    );
  }

  // a data folder that was valid stays valid: a fetched file whose ids another file of the
  // folder uses (a hand import of the same cloud) is refused before anything is written
  const offeringTexts = Object.fromEntries(
    fetched.map(({ cloud }, i) => [offeringFileOf(cloud), formatOfferings(imports[i]!.lines)]),
  );
  const current = await readDataFiles(data).catch(() => undefined);
  if (current !== undefined && parseDataset(current, { folder: data }).ok) {
    const after = parseDataset({ ...current, ...offeringTexts }, { folder: data });
    if (!after.ok) {
      for (const issue of after.issues) console.error(`error: ${formatIssue(issue)}`);
      throw new InputError(
        `Cannot fetch: ${data} would not be valid with the fetched offering files (${after.issues.length} problem(s)); nothing was written`,
      );
    }
  }

  // what moved since the latest earlier snapshot of each cloud (that of the same day is replaced)
  const changes: string[] = [];
  for (const [i, { cloud }] of fetched.entries()) {
    const made = imports[i]!;
    const before = earlier.find((s) => s.date <= asOf && s.clouds.has(cloud));
    changes.push(...made.report);
    if (before === undefined) {
      changes.push(`${cloud}: no earlier snapshot in ${snapshotFolder}; nothing to compare with`);
      continue;
    }
    const text = await readText(join(snapshotFolder, before.date, `${cloud}.csv`)).catch(() => "");
    const old = importTexts([{ file: `${cloud}.csv`, text }], { asOf, regions: "collapse" });
    if (old.problems.length > 0) {
      changes.push(
        `${cloud}: the snapshot of ${before.date} cannot be read; nothing to compare with`,
      );
      continue;
    }
    const days = daysBetween(before.date, asOf);
    changes.push(
      `${cloud}: changes since the snapshot of ${before.date} (${days} day${
        days === 1 ? "" : "s"
      } earlier):`,
      ...changeLines(old.lines, made.lines).map((line) => `  ${line}`),
    );
  }

  const today = join(snapshotFolder, asOf);
  for (const { cloud, bytes } of fetched) {
    await writeFileAtomically(join(today, `${cloud}.csv`), bytes);
  }
  const encoder = new TextEncoder();
  for (const [name, text] of Object.entries(offeringTexts)) {
    await writeFileAtomically(join(data, name), encoder.encode(text));
  }
  for (const line of changes) console.log(line);
  const unknown = [...new Set(imports.flatMap((m) => m!.unknown))].sort();
  if (unknown.length > 0) {
    console.log(
      `GPU names kept as the catalog writes them (not known to the workbook): ${
        unknown.join(", ")
      }`,
    );
  }
  console.log(`kept the catalog files in ${today}`);
  for (const [i, { cloud }] of fetched.entries()) {
    console.log(
      `wrote ${imports[i]!.lines.length} offerings to ${
        join(data, offeringFileOf(cloud))
      } (as of ${asOf})`,
    );
  }
}
