// The reader's choices (lib/scenario/choices.ts) and the case written out (case_rows.ts): the
// rows chosen are resolved as a scenario of the data would be, calc and the job ranking take them
// as parameters, and the rows written, added to the data, give the same figures.
import assert from "node:assert/strict";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { type Dataset, parseDataset } from "../../lib/data/load.ts";
import { ParameterError, type ParameterValues, parseParameterFile } from "../../lib/params.ts";
import { applyChoices, caseScenarioId, ownMachine } from "../../lib/scenario.ts";
import {
  caseRows,
  csvCell,
  HARDWARE_COLUMNS,
  parametersYaml,
  SCENARIO_COLUMNS,
  SITE_COLUMNS,
} from "../../lib/scenario/case_rows.ts";
import { ROOT } from "../helpers.ts";
import { randomCases } from "./cases.ts";

const SHIPPED = await readDataFiles(`${ROOT}data`);

function load(files: Record<string, string>): Dataset {
  const r = parseDataset(files, { folder: "data" });
  assert.ok(r.ok, JSON.stringify(r.ok ? [] : r.issues.slice(0, 3)));
  return r.dataset;
}
const shipped = load(SHIPPED);

// deno-lint-ignore no-explicit-any
const json = (d: Dataset, p: ParameterValues): any =>
  JSON.parse(JSON.stringify(calcJson(calculate(d, p))));

/** The headline figures of calc --json, money to the cent. */
// deno-lint-ignore no-explicit-any
function headline(j: any) {
  const cents = (x: number) => Math.round(x * 100);
  const t = j.tco;
  return {
    usedHoursPerDay: j.usedHoursPerDay.toFixed(9),
    own: cents(t.consistent.own.total),
    rent: cents(t.consistent.rent.total),
    pvOwn: cents(t.presentValue.own),
    pvRent: cents(t.presentValue.rent),
    breakEven: JSON.stringify(
      j.breakEven.consistent,
      (_, v) => typeof v === "number" ? v.toFixed(6) : v,
    ),
    payback: JSON.stringify(j.payback),
    monthly: j.monthly.map((m: { costPerMonth: number }) => cents(m.costPerMonth)),
    cheapest: [j.cheapest.way.offeringId, cents(j.cheapest.way.total), j.cheapest.best],
  };
}

Deno.test("applyChoices() adds nothing when no row is chosen", () => {
  const actual = applyChoices(shipped, "seed-3090-autodl", { hours_per_day: 6 });
  assert.equal(actual.dataset, shipped);
  assert.equal(actual.scenarioId, "seed-3090-autodl");
});

Deno.test("choosing the scenario's own machine, site and offering gives the scenario's figures", () => {
  for (const s of shipped.scenarios) {
    const chosen = { machine: s.hardwareId, site: s.siteId, offering: s.offeringId };
    const actual = headline(json(shipped, { scenario: s.id, ...chosen }));
    assert.deepEqual(actual, headline(json(shipped, { scenario: s.id })), s.id);
  }
});

Deno.test("applyChoices() refuses an id the data lacks in the words of -p", () => {
  assert.throws(
    () => applyChoices(shipped, "seed-3090-autodl", { machine: "no-such" }),
    (e: Error) =>
      e instanceof ParameterError &&
      /^Parameter machine: found "no-such", expected one of rtx3090-doc, /.test(e.message),
  );
  assert.throws(
    () => applyChoices(shipped, "seed-3090-autodl", { gpu_model: "GTX 480" }),
    /Parameter gpu_model: found "GTX 480", expected a GPU model of the data, one of .*RTX 4090/,
  );
  assert.throws(
    () => applyChoices(shipped, "seed-3090-autodl", { gpu_count: 2.5 }),
    /Parameter gpu_count: found 2.5, expected a whole number/,
  );
});

Deno.test("ownMachine() buys whole machines of a row of its GPU: price, host and power × machines", () => {
  const rtx4090 = shipped.hardware.find((h) => h.id === "rtx4090-cn")!;
  const rtx3090 = shipped.hardware.find((h) => h.id === "rtx3090-doc")!;
  // four RTX 4090 workstations, started from the document's 3090: 4 × 13,000 CNY GPU, 4 × 7,500 host
  const four = ownMachine(shipped.hardware, { gpuModel: "RTX 4090", gpuCount: 4 }, rtx3090);
  assert.equal(four.id, "my-4x-rtx-4090");
  assert.equal(four.purchaseCny, 4 * 13_000);
  assert.equal(four.hostShareCny, 4 * 7_500);
  assert.equal(four.wallPowerKw, 4 * rtx4090.wallPowerKw);
  assert.equal(four.maintenanceCnyPerYear, 4 * rtx4090.maintenanceCnyPerYear);
  assert.equal(four.written.currency, "CNY");
  const priced = ownMachine(
    shipped.hardware,
    { gpuModel: "RTX 4090", gpuCount: 4, priceCny: 60_000, wallPowerKw: 2 },
    rtx3090,
  );
  assert.equal(priced.purchaseCny, 60_000);
  assert.equal(priced.wallPowerKw, 2);
});

Deno.test("ownMachine() is as many machines as hold its GPUs: 32 H100s are four 8-GPU servers, and its rows say so", () => {
  const rtx3090 = shipped.hardware.find((h) => h.id === "rtx3090-doc")!;
  const h100 = (gpuCount: number, given = {}) =>
    ownMachine(shipped.hardware, { gpuModel: "H100 80GB", gpuCount, ...given }, rtx3090);
  // 32 ÷ 8 GPUs a server = 4 servers, each a unit of equipment; 8 are the one server
  assert.equal(h100(32).inputs.machineCount, 4);
  assert.equal(h100(8).inputs.machineCount, 1);
  // 12 at a price given: 12 ÷ 8 = 1.5 servers' GPUs take 2 machines
  assert.equal(h100(12, { priceCny: 3e6, wallPowerKw: 12 }).inputs.machineCount, 2);
  // a GPU with no machine of its own in the data: one machine, whatever the start's row says
  const l40s = ownMachine(
    shipped.hardware,
    { gpuModel: "L40S 48GB", gpuCount: 4, priceCny: 2e5, wallPowerKw: 2 },
    { ...rtx3090, inputs: { ...rtx3090.inputs, machineCount: 3 } },
  );
  assert.equal(l40s.inputs.machineCount, undefined);
  // the case's rows write the four machines, and read back give the after-tax figures
  const p = { gpu_model: "H100 80GB", gpu_count: 32, buyer: "cn-general" };
  const rows = caseRows(shipped, "seed-3090-autodl", p);
  const line = rows.lines.find((l) => l.file === "hardware.csv")!;
  assert.ok(line.line.startsWith(`${h100(32).id},32× H100 80GB,H100 80GB,32,4,`), line.line);
  const files = { ...SHIPPED };
  for (const l of rows.lines) files[l.file] = `${files[l.file]}${l.line}\n`;
  assert.deepEqual(
    json(load(files), rows.parameters).afterTax,
    json(shipped, p).afterTax,
  );
});

Deno.test("an own machine is resolved from its row and ranked for the job", () => {
  const p = {
    scenario: "researcher-intermittent",
    gpu_count: 4,
    purchase_price: 60_000,
    machine_power: 2.2,
    job: "bert-large-squad",
  };
  const chosen = applyChoices(shipped, "researcher-intermittent", p);
  assert.equal(chosen.scenarioId, caseScenarioId("researcher-intermittent"));
  const c = calculate(shipped, p);
  assert.equal(c.results.scenario, "my-researcher-intermittent");
  const j = json(shipped, p);
  assert.ok(j.job.top.length > 0 && j.job.top.length <= 10);
  assert.ok(c.job!.ranking.rows.some((r) => r.id === "my-4x-rtx-4090"), "the own machine ranked");
});

Deno.test("parametersYaml() is read back by --params as the same values", () => {
  for (const values of randomCases(shipped, 20, 7)) {
    assert.deepEqual(parseParameterFile(parametersYaml(values), "case.yaml"), values);
  }
  assert.equal(parametersYaml({ region: "CN; RunPod" }), 'region: "CN; RunPod"\n');
});

Deno.test("the case's rows are written in the header order of the shipped files", () => {
  for (
    const [file, columns] of [
      ["scenarios.csv", SCENARIO_COLUMNS],
      ["hardware.csv", HARDWARE_COLUMNS],
      ["sites.csv", SITE_COLUMNS],
    ] as const
  ) {
    const header = Deno.readTextFileSync(`${ROOT}/data/${file}`).split(/\r?\n/)[0]!;
    assert.equal(columns.join(","), header.replace(/^\uFEFF/, ""), file);
  }
});

Deno.test("csvCell() quotes a cell with a comma, a quote or a line break", () => {
  assert.equal(csvCell('4× RTX 4090, "quiet"'), '"4× RTX 4090, ""quiet"""');
  assert.equal(csvCell(0.617), "0.617");
  assert.equal(csvCell(undefined), "");
});

Deno.test("the case's rows added to the data give calc's figures of its parameters, to the cent", () => {
  for (const values of randomCases(shipped, 20, 11)) {
    const rows = caseRows(shipped, "seed-3090-autodl", values);
    const files = { ...SHIPPED };
    for (const l of rows.lines) {
      assert.equal(files[l.file]!.split("\n")[0], l.header, `${l.file}: the shipped columns`);
      files[l.file] = `${files[l.file]}${l.line}\n`;
    }
    const rebuilt = json(load(files), rows.parameters);
    const expected = json(shipped, values);
    const { cheapest: a, ...restA } = headline(rebuilt);
    const { cheapest: b, ...restB } = headline(expected);
    assert.deepEqual(restA, restB, JSON.stringify(values));
    // the cheapest way's price; its id may be the new machine's row beside the original's
    assert.deepEqual(a.slice(1), b.slice(1), JSON.stringify(values));
  }
});

Deno.test("a notebook's openWorkbook() takes the choices as calc does", async () => {
  const { openWorkbook } = await import("../../lib/workbook.ts");
  const p = {
    scenario: "seed-3090-autodl",
    machine: "rtx4090-cn",
    site: "shanghai-home",
    offering: "autodl-4090-median",
    hours_per_day: 6,
  };
  const wb = await openWorkbook(p, { folder: `${ROOT}data` });
  assert.equal(wb.scenario.scenario.id, "my-seed-3090-autodl");
  assert.equal(wb.scenario.hardware.id, "rtx4090-cn");
  assert.deepEqual(
    JSON.parse(JSON.stringify(wb.results.consistent)),
    JSON.parse(JSON.stringify(calculate(wb.dataset, p).results.consistent)),
  );
});
