// Sloppy and hostile edits of valid data files, through the whole path: validate, then the
// scenario results, then the tables a report shows. Each run ends in finite numbers or in
// validation errors that name the file, the row and the column.
import assert from "node:assert/strict";
import { expectedText } from "../lib/present/data_problems.ts";
import fc from "fast-check";
import { DATA_FILES, parseDataset } from "../lib/data/load.ts";
import { resolveScenario, scenarioResults } from "../lib/scenario.ts";
import { tco, tcoItems } from "../lib/model/cost.ts";
import { sayBreakEven, sayBreakEvenReason } from "../lib/present/findings.ts";
import { CNY } from "../lib/present/format.ts";
import { table } from "../lib/present/table.ts";
import { fixtureFiles, PROPERTY_RUNS, splitCsvLine } from "./helpers.ts";

const NOW = new Date("2026-12-01T00:00:00Z");

const NASTY = [
  "",
  " ",
  "NaN",
  "nan",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1e309",
  "1e-320",
  "1e300",
  "-0",
  "0",
  "-1",
  "#N/A",
  "#DIV/0!",
  "#VALUE!",
  "=1+1",
  '=HYPERLINK("x")',
  "１２３",
  "３．５",
  "50%",
  "１００％",
  "1,000",
  "1,5",
  "1.2.3",
  '"',
  '""',
  "'3.5",
  "3.5 CNY",
  "0x1F",
  "TRUE",
  "null",
  "undefined",
  "9".repeat(400),
  "<b>1</b>",
  "五",
  "\u00a0",
  "1e3",
  "+5",
  ".",
];

type Mutation = (text: string) => string;

const lines = (t: string) => t.replace(/\r?\n$/, "").split(/\r?\n/);
const join = (ls: string[]) => ls.join("\n") + "\n";

/** Mutations of one CSV text; indices are taken modulo the table's size. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ r: fc.nat(), c: fc.nat(), v: fc.constantFrom(...NASTY) }).map(
    ({ r, c, v }) => (t: string) => {
      const ls = lines(t);
      const row = 1 + (r % Math.max(1, ls.length - 1));
      if (row >= ls.length) return t;
      const cells = splitCsvLine(ls[row]!);
      cells[c % cells.length] = /[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
      ls[row] = cells.join(",");
      return join(ls);
    },
  ),
  fc.nat().map((c) => (t: string) => { // delete a column
    const ls = lines(t).map(splitCsvLine);
    const col = c % ls[0]!.length;
    return join(
      ls.map((cells) =>
        cells.filter((_, i) => i !== col).map((x) =>
          /[",]/.test(x) ? `"${x.replaceAll('"', '""')}"` : x
        ).join(",")
      ),
    );
  }),
  fc.record({ a: fc.nat(), b: fc.nat() }).map(({ a, b }) => (t: string) => { // swap two columns' cells under their headers
    const ls = lines(t).map(splitCsvLine);
    const n = ls[0]!.length, i = a % n, j = b % n;
    return join(ls.map((cells, k) => {
      if (k === 0) return cells.join(",");
      const c = [...cells];
      [c[i], c[j]] = [c[j]!, c[i]!];
      return c.map((x) => /[",]/.test(x ?? "") ? `"${x!.replaceAll('"', '""')}"` : x).join(",");
    }));
  }),
  fc.nat().map((r) => (t: string) => { // duplicate a row
    const ls = lines(t);
    const row = 1 + (r % Math.max(1, ls.length - 1));
    return row < ls.length ? join([...ls, ls[row]!]) : t;
  }),
  fc.record({ r: fc.nat(), at: fc.nat() }).map(({ r, at }) => (t: string) => { // truncate a line
    const ls = lines(t);
    const row = r % ls.length;
    ls[row] = ls[row]!.slice(0, at % (ls[row]!.length + 1));
    return join(ls);
  }),
  fc.nat().map((p) => (t: string) => t.slice(0, p % t.length) + '"' + t.slice(p % t.length)), // a stray quote
  fc.constant((t: string) => "\uFEFF" + t), // a byte-order mark
  fc.constant((t: string) => t.replaceAll("\n", "\r\n")), // CRLF
  fc.constant((t: string) => t.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))), // full-width digits
  fc.constant((_t: string) => ""), // an empty file
);

function allFinite(value: unknown, path = "result"): string | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? undefined : `${path} is ${value}`;
  if (value === null || typeof value !== "object") return undefined;
  for (const [k, v] of Object.entries(value)) {
    const bad = allFinite(v, `${path}.${k}`);
    if (bad) return bad;
  }
  return undefined;
}

Deno.test("fuzz: mutated data files end in finite results or located errors, never a crash", () => {
  const base = fixtureFiles();
  fc.assert(
    fc.property(
      fc.array(fc.record({ file: fc.constantFrom(...DATA_FILES), m: mutation }), {
        minLength: 1,
        maxLength: 3,
      }),
      (edits) => {
        const files = { ...base };
        for (const { file, m } of edits) files[file] = m(files[file]!);
        const result = parseDataset(files, { now: NOW });
        if (!result.ok) {
          assert.ok(result.issues.length > 0);
          for (const i of result.issues) {
            assert.ok((DATA_FILES as string[]).includes(i.file), `unknown file ${i.file}`);
            assert.ok(Number.isInteger(i.row) && i.row >= 0, `row ${i.row}`);
            assert.ok(
              i.row === 0 || i.column !== "" || /cells|header/.test(expectedText(i)),
              `no column: ${JSON.stringify(i)}`,
            );
            assert.ok(expectedText(i).length > 0);
          }
          return;
        }
        for (const s of result.dataset.scenarios) {
          const resolved = resolveScenario(result.dataset, s.id);
          const results = scenarioResults(resolved);
          const bad = allFinite(results) ?? allFinite(resolved.inputs, "inputs");
          assert.equal(bad, undefined, bad);
          // the tables a report shows of them
          const views = [
            table(tcoItems(tco(resolved.inputs)), { format: { cny: "money" } }),
            // the numbers only: a label is data text, and a provider may be called "-Infinity"
            table(results.monthly, { columns: ["kind", "cost"], format: { cost: "money" } }),
            table([results.consistent.breakEven, results.presentValue.breakEven].map((b) => ({
              result: sayBreakEven(b),
              why: sayBreakEvenReason(b.why, CNY),
            }))),
          ];
          for (const view of views) {
            assert.ok(!/NaN|Infinity/.test(view.html), `a table shows NaN or Infinity for ${s.id}`);
          }
        }
      },
    ),
    { numRuns: PROPERTY_RUNS },
  );
});
