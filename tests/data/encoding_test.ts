// Data files are read as UTF-8 and nothing else: a copy of the shipped data saved as GB18030 (what
// Excel's "CSV" writes on Chinese Windows), UTF-16 or Latin-1 is refused, naming each file, the
// line and how to save it as UTF-8, and no U+FFFD ever reaches a dataset.
import assert from "node:assert/strict";
import { join } from "node:path";
import { formatIssue, foundText } from "../../lib/present/data_problems.ts";
import { loadDataset } from "../../lib/data/folder.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { decodeCsv } from "../../lib/data/text.ts";
import { fixtureFiles, ROOT, runDeno, runReport } from "../helpers.ts";

const NOW = new Date("2026-12-01T00:00:00Z");
const DATA = `${ROOT}data`;

/**
 * A GB18030 encoder for the characters of `text`, read off the platform's GB18030 decoder: every
 * two-byte sequence (lead 0x81–0xFE, trail 0x40–0xFE but 0x7F) decoded once, the bytes of each
 * character kept. A character it lacks throws, so an encoding is never half done.
 */
function gb18030Encoder(): (text: string) => Uint8Array {
  const decoder = new TextDecoder("gb18030", { fatal: true });
  const bytesOf = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      try {
        const c = decoder.decode(new Uint8Array([lead, trail]));
        if (!bytesOf.has(c)) bytesOf.set(c, [lead, trail]);
      } catch {
        // not a character
      }
    }
  }
  return (text) => {
    const out: number[] = [];
    for (const c of text) {
      if (c.codePointAt(0)! < 0x80) out.push(c.codePointAt(0)!);
      else if (bytesOf.has(c)) out.push(...bytesOf.get(c)!);
      else throw new Error(`no two-byte GB18030 sequence for ${c}`);
    }
    return new Uint8Array(out);
  };
}

function utf16le(text: string, bom: boolean): Uint8Array {
  const out = bom ? [0xff, 0xfe] : [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    out.push(unit & 0xff, unit >> 8);
  }
  return new Uint8Array(out);
}

/** Latin-1: one byte a character, each of them below U+0100. */
function latin1(text: string): Uint8Array {
  return new Uint8Array([...text].map((c) => {
    assert.ok(c.charCodeAt(0) < 0x100, c);
    return c.charCodeAt(0);
  }));
}

async function copyOfData(encode: (name: string, text: string) => Uint8Array): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "encoding-" });
  for await (const e of Deno.readDir(DATA)) {
    if (!e.name.endsWith(".csv")) continue;
    const text = await Deno.readTextFile(join(DATA, e.name));
    await Deno.writeFile(join(dir, e.name), encode(e.name, text));
  }
  return dir;
}

Deno.test("decodeCsv() reads UTF-8 with and without a byte-order mark alike", () => {
  const text = "id,provider\ngongji,Gongji (共绩算力)\n";
  const bytes = new TextEncoder().encode(text);
  const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
  assert.deepEqual(decodeCsv("a.csv", bytes), { ok: true, text });
  assert.deepEqual(decodeCsv("a.csv", withBom), { ok: true, text });
});

/** The shipped data files holding characters beyond ASCII: the ones GB18030 writes differently. */
async function filesBeyondAscii(): Promise<string[]> {
  const names: string[] = [];
  for await (const e of Deno.readDir(DATA)) {
    if (!e.isFile || !e.name.endsWith(".csv")) continue;
    const text = await Deno.readTextFile(join(DATA, e.name));
    if ([...text].some((c) => c.charCodeAt(0) > 0x7f)) names.push(e.name);
  }
  return names.sort();
}

Deno.test("a GB18030 copy of the shipped data is refused: each file with Chinese text named, with its line as GB18030 reads it", async () => {
  const encode = gb18030Encoder();
  const dir = await copyOfData((_, text) => encode(text));
  try {
    const result = await loadDataset(dir, { now: NOW });
    assert.equal(result.ok, false);
    const issues = result.ok ? [] : result.issues;
    // the files holding characters beyond ASCII; the others are the same bytes in both encodings
    const expected: string[] = [];
    for (const name of await filesBeyondAscii()) {
      const lines = (await Deno.readTextFile(join(DATA, name))).split("\n");
      const number = lines.findIndex((l) => [...l].some((c) => c.charCodeAt(0) > 0x7f)) + 1;
      expected.push(`${name} line ${number}`);
      const issue = issues.find((i) => i.file === name);
      assert.ok(issue, `${name} is refused`);
      const text = formatIssue(issue);
      assert.match(text, new RegExp(`^${name}: bytes that are not UTF-8 on line ${number}: "`));
      assert.match(text, /Read as GB18030 \(GBK\), the encoding Excel's "CSV \(逗号分隔\)" writes/);
      assert.match(text, /save it as UTF-8: in Excel choose Save As → "CSV UTF-8/);
      // the line as the file meant it, the names readable: e.g. "…,Gongji (共绩算力),…"
      const meant = lines[number - 1]!.replace(/\r$/, "");
      assert.ok(text.includes(`says "${meant.slice(0, 59)}`), `${text}\nshows ${meant}`);
      assert.doesNotMatch(text, /\uFFFD/);
    }
    assert.deepEqual(
      issues.map((i) => `${i.file} line ${/line (\d+)/.exec(foundText(i))?.[1]}`).sort(),
      expected.sort(),
      "only the files that are not UTF-8 are named, each once",
    );
    // line 2: "autodl-3090-doc,AutoDL,…,per hour (按量计费),…": 20 bytes before the first that
    // is not UTF-8, then that one and what follows, each byte beyond ASCII as \xNN
    const autodl = issues.find((i) => i.file === "cloud_offerings.csv")!;
    assert.match(
      foundText(autodl),
      /^bytes that are not UTF-8 on line 2: "…u-hour,CN,per hour \(\\x[0-9A-F]{2}\\x/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("validate and report refuse a GB18030 folder with the message, exit 1, and build nothing", async () => {
  const encode = gb18030Encoder();
  const dir = await copyOfData((_, text) => encode(text));
  const out = await Deno.makeTempDir({ prefix: "encoding-reports-" });
  try {
    const validate = await runDeno([
      "run",
      "--allow-read",
      `${ROOT}lib/cli/validate.ts`,
      "--data",
      dir,
    ]);
    assert.equal(validate.code, 1, validate.stdout);
    for (const name of ["cloud_offerings", "hardware", "sites", "ranges"]) {
      assert.match(validate.stderr, new RegExp(`error: ${name}\\.csv: bytes that are not UTF-8`));
    }
    assert.doesNotMatch(validate.stdout, /valid/);
    const calc = await runDeno([
      "run",
      "--allow-read",
      `${ROOT}lib/cli/calc.ts`,
      "--data",
      dir,
      "--scenario",
      "seed-3090-autodl",
    ]);
    assert.equal(calc.code, 1);
    assert.doesNotMatch(calc.stdout + calc.stderr, /\uFFFD/);
    assert.doesNotMatch(calc.stdout, /Spot:/);
    const report = await runReport(["--data", dir, "--out", out]);
    assert.equal(report.code, 1, report.stdout);
    assert.match(report.stderr, /error: hardware\.csv: bytes that are not UTF-8/);
    // one problem a file holding characters beyond ASCII
    const count = (await filesBeyondAscii()).length;
    assert.match(
      report.stderr,
      new RegExp(`report: Cannot build the reports: .* has ${count} problem\\(s\\)`),
    );
    assert.deepEqual([...Deno.readDirSync(out)], [], "no report written");
  } finally {
    await Deno.remove(dir, { recursive: true });
    await Deno.remove(out, { recursive: true });
  }
});

Deno.test("a UTF-16 file is refused, with a byte-order mark or without", async () => {
  const dir = await copyOfData((name, text) =>
    name === "sites.csv"
      ? utf16le(text, true)
      : name === "finance.csv"
      ? utf16le(text, false)
      : new TextEncoder().encode(text)
  );
  try {
    const result = await loadDataset(dir, { now: NOW });
    const issues = result.ok ? [] : result.issues.map(formatIssue);
    assert.deepEqual(issues, [
      'sites.csv: a UTF-16 file (Excel\'s "Unicode Text" writes one); expected a CSV file saved as UTF-8: in Excel choose Save As → "CSV UTF-8 (逗号分隔) (*.csv)" ("CSV UTF-8 (Comma delimited)"), in WPS 另存为 → "CSV UTF-8", in a text editor save with the encoding UTF-8',
      'finance.csv: NUL bytes (UTF-16 without a byte-order mark, or not a text file); expected a CSV file saved as UTF-8: in Excel choose Save As → "CSV UTF-8 (逗号分隔) (*.csv)" ("CSV UTF-8 (Comma delimited)"), in WPS 另存为 → "CSV UTF-8", in a text editor save with the encoding UTF-8',
    ]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a Latin-1 file is refused, even where its bytes happen to read as GB18030", () => {
  // "Café" ends in 0xE9 before a comma: no GB18030 character starts 0xE9 0x2C
  const cafe = decodeCsv("sites.csv", latin1("id,name\nparis,Café,x\n"));
  assert.equal(cafe.ok, false);
  assert.equal(
    cafe.ok ? "" : formatIssue(cafe.issue),
    'sites.csv: bytes that are not UTF-8 on line 2: "paris,Caf\\xE9,x"; expected a CSV file saved as UTF-8 (it may be Latin-1 or Windows-1252): in Excel choose Save As → "CSV UTF-8 (逗号分隔) (*.csv)" ("CSV UTF-8 (Comma delimited)"), in WPS 另存为 → "CSV UTF-8", in a text editor save with the encoding UTF-8',
  );
  // "Crème": 0xE8 0x6D reads as one GB18030 character, so the file reads as GB18030 with a name
  // nobody wrote; it is refused all the same, the reading shown for the reader to judge
  const creme = decodeCsv("sites.csv", latin1("id,name\nlyon,Crème\n"));
  assert.equal(creme.ok, false);
  const text = creme.ok ? "" : formatIssue(creme.issue);
  assert.match(text, /^sites\.csv: bytes that are not UTF-8 on line 2: "lyon,Cr\\xE8me"/);
  assert.match(text, /if that is what it holds, save it as UTF-8/);
  assert.ok(!text.includes("Crème"));
});

Deno.test("U+FFFD in a UTF-8 file, left by an earlier wrong reading, is refused with its line", async () => {
  const lost = new TextEncoder().encode("id,provider\nok,AutoDL\ngongji,Gongji (\uFFFD\uFFFD)\n");
  const read = decodeCsv("cloud_offerings.csv", lost);
  assert.equal(read.ok, false);
  assert.equal(
    read.ok ? "" : formatIssue(read.issue),
    'cloud_offerings.csv: the character U+FFFD on line 3, which a program writes where it could not read a character: "gongji,Gongji (\\uFFFD\\uFFFD)"; expected the characters it replaced: the file was read in another encoding and saved again, so take the names from the file as it was first written',
  );
  // text handed to the loader directly is held to the same rule
  const files = fixtureFiles();
  files["hardware.csv"] = files["hardware.csv"]!.replace("RTX 3090 workstation", "RTX 3090 \uFFFD");
  const result = parseDataset(files, { now: NOW });
  assert.equal(result.ok, false);
  const issue = result.ok ? undefined : result.issues.find((i) => i.file === "hardware.csv");
  assert.match(issue ? foundText(issue) : "", /^the character U\+FFFD on line 2/);
  // and a folder holding it
  const dir = await copyOfData((name, text) =>
    new TextEncoder().encode(name === "sites.csv" ? text.replace("desk", "desk \uFFFD") : text)
  );
  try {
    const folder = await loadDataset(dir, { now: NOW });
    assert.deepEqual(folder.ok ? [] : folder.issues.map((i) => i.file), ["sites.csv"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("import refuses a catalog that is not UTF-8 and writes nothing", async () => {
  const dir = await Deno.makeTempDir({ prefix: "encoding-import-" });
  try {
    const catalog = join(dir, "lambda.csv");
    const text = await Deno.readTextFile(`${ROOT}tests/fixtures/skypilot/lambda_cut.csv`);
    await Deno.writeFile(catalog, utf16le(text, true));
    const out = join(dir, "cloud_offerings.skypilot.csv");
    const r = await runDeno([
      "run",
      "--allow-read",
      "--allow-write",
      `${ROOT}lib/cli/import.ts`,
      "skypilot",
      catalog,
      "--out",
      out,
      "--as-of",
      "2026-12-02",
    ]);
    assert.equal(r.code, 1, r.stdout);
    assert.match(r.stderr, /^import: Cannot read .*lambda\.csv: a UTF-16 file/);
    await assert.rejects(Deno.stat(out), Deno.errors.NotFound);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
