// The cases a newcomer tried where a choice left behind what depends on it: each priced the
// wrong thing while looking right (an H100 machine at a 3090's price, an H100 hour as a 3090
// hour, storage as free, a case's rows converted out of its currency). Each test failed before a
// case was resolved as one whole, and holds the figure it should give, arithmetic beside it.
import assert from "node:assert/strict";
import fc from "fast-check";
import { calcJson, calcText, calculate } from "../../lib/cli/calc.ts";
import { InputError } from "../../lib/cli/main.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { type Dataset, parseDataset } from "../../lib/data/load.ts";
import { tco } from "../../lib/model/cost.ts";
import { withTerms } from "../../lib/model/monthly.ts";
import { type ParameterValues } from "../../lib/params.ts";
import { openCase, relativeSpeed, scenarioResults } from "../../lib/scenario.ts";
import { caseRows, caseRowsText } from "../../lib/scenario/case_rows.ts";
import { acceptsOffering } from "../../lib/scenario/cheapest.ts";
import { near, ROOT, setCell } from "../helpers.ts";
import { MANY } from "../model/arbitrary.ts";

const SHIPPED = await readDataFiles(`${ROOT}data`);
const NOW = new Date("2026-12-04");
function load(files: Record<string, string>, fxDate = "2026-12-04"): Dataset {
  const r = parseDataset(files, { folder: "data", now: NOW, fxDate });
  assert.ok(r.ok, JSON.stringify(r.ok ? [] : r.issues.slice(0, 3)));
  return r.dataset;
}
const d = load(SHIPPED);
/** CNY per USD on 2026-12-04: June 2026's FRED monthly average (fx.csv). */
const USD = 6.7758;
const applied = (p: ParameterValues) => openCase(d, p).applied;

Deno.test("an own machine of 8 H100s is priced as hardware.csv's H100 server, not as eight 3090s", () => {
  const a = applied({ gpu_model: "H100 80GB", gpu_count: 8 });
  // server-8xh100: 230,000 USD, host share 0, 7.65 kW at the wall, 23,000 USD a year
  near(a.inputs.purchaseCny, 230_000 * USD, 1e-6, "the server's price");
  assert.equal(a.inputs.hostShareCny, 0);
  assert.equal(a.inputs.activePowerKw, 7.65);
  near(a.inputs.maintenanceCnyPerYear, 23_000 * USD, 1e-6, "its maintenance");
  // before: 8 × 9,000 CNY + the 3090's host share at 8 × 0.65 kW, break-even 2.70 h/day
  const r = scenarioResults(a);
  assert.ok(
    r.consistent.breakEven.kind !== "hours" || r.consistent.breakEven.breakEvenHoursPerDay > 10,
  );
  // the 3090 it is compared with holds less memory: said, and it is not weighed as a way
  assert.ok(r.work.speed.kind === "measured" && !r.work.speed.fits);
  assert.ok(r.cheapest.weighed.every((w) => w.offering.gpuModel !== "RTX 3090"));
});

Deno.test("an own machine the data cannot price is refused, naming what to give", () => {
  const refused = (p: ParameterValues, pattern: RegExp) =>
    assert.throws(
      () => calculate(d, p),
      (e: Error) => e instanceof InputError && pattern.test(e.message),
    );
  refused(
    { gpu_model: "H100 80GB", gpu_count: 4 },
    /only in machines of 8 \(server-8xh100\); give purchase_price and machine_power for it, or a gpu_count that is a multiple of 8/,
  );
  refused(
    { gpu_model: "L40S 48GB" },
    /hardware\.csv has no machine of L40S 48GB GPUs; give purchase_price and machine_power/,
  );
  // given both, it is priced as given
  const a = applied({ gpu_model: "L40S 48GB", purchase_price: 60_000, machine_power: 0.6 });
  assert.equal(a.inputs.purchaseCny, 60_000);
  assert.equal(a.inputs.activePowerKw, 0.6);
});

Deno.test("an H100 rented against the 3090 rents a 3090's work in 1 / 2.89 of the hours", () => {
  const a = applied({ offering: "neocloud-h100-od" });
  // Swin-B on an H100 is scaled from ResNet-50: 2,616 / 905 = 2.8906 times the 3090's epoch
  near(a.inputs.rentSpeed, 2616 / 905, 1e-9, "the H100's speed on the 3090's work");
  // 4 h/day × 1,095 days of the 3090's work at 3.789 USD an H100-hour
  near(tco(a.inputs).rent.total, 4 * 1_095 * 3.789 * USD / (2616 / 905), 1e-6, "the rent");
  const r = scenarioResults(a);
  // before: an H100 hour counted as a 3090 hour, break-even 0.49 h/day
  assert.ok(r.consistent.breakEven.kind === "hours");
  assert.ok(r.consistent.breakEven.breakEvenHoursPerDay > 1.4);
  assert.match(
    calcText(calculate(d, { offering: "neocloud-h100-od" })),
    /2\.891× the owned RTX 3090's work/,
  );
});

Deno.test("the cheapest way at these hours does not move with the offering the case compares with", () => {
  const base = scenarioResults(applied({})).cheapest;
  for (const o of d.offerings) {
    const c = scenarioResults(applied({ offering: o.id })).cheapest;
    assert.equal(c.cheapest.offering.id, base.cheapest.offering.id, o.id);
    near(c.cheapest.totalCny, base.cheapest.totalCny, 1e-9, o.id);
    near(c.ownCny, base.ownCny, 1e-9, o.id);
  }
  // a 2× RTX 4090 case is weighed against 4090 hours as they are, and a 3090's at its speed on
  // the case's Swin-B work: 73.1 / 105.1 = 905 / 1,301 an hour, GPU model against GPU model
  const two = scenarioResults(applied({ gpu_model: "RTX 4090", gpu_count: 2 })).cheapest;
  let threes = 0;
  for (const w of two.weighed) {
    if (w.offering.gpuModel === "RTX 4090") assert.equal(w.terms.rentSpeed, 1, w.offering.id);
    if (w.offering.gpuModel === "RTX 3090") {
      near(w.terms.rentSpeed, 905 / 1301, 1e-9, w.offering.id);
      threes++;
    }
  }
  assert.ok(threes >= 2, "every RTX 3090 offering weighed at the one GPU-model speed");
  assert.equal(two.cheapest.offering.gpuModel, "RTX 4090");
});

Deno.test("a case's regions hold for every way weighed: no offering from elsewhere is said to be from them", () => {
  const r = calcJson(calculate(d, { offering: "runpod-3090" }));
  assert.ok(
    r.cheapest.weighed.every((w) => !w.region.startsWith("global")),
    "RunPod's global 3090",
  );
  assert.ok(r.cheapest.weighed.length > 0);
  for (const w of r.cheapest.weighed) {
    const o = d.offerings.find((x) => x.id === w.offeringId)!;
    assert.ok(acceptsOffering(["CN"], o), `${w.offeringId} is from ${w.region}, not CN`);
  }
  assert.equal(r.cheapest.scenarioOffering.offeringId, "runpod-3090");
  assert.match(
    calcText(calculate(d, { offering: "runpod-3090" })),
    /that can do the machine's work \(from CN\)/,
  );
});

Deno.test("typing the hours a day the scenario has changes no figure: 8 h at 50 % stay 4 h used", () => {
  const before = calcJson(calculate(d, {}));
  const after = calcJson(calculate(d, { hours_per_day: 8 }));
  assert.equal(after.usedHoursPerDay, 4);
  assert.deepEqual(after.tco, before.tco);
  assert.deepEqual(after.breakEven, before.breakEven);
});

Deno.test("an offering without a storage price takes its provider's, and where none has one the ranking row says so", () => {
  // researcher-intermittent keeps 100 GB: Gongji lists no storage price anywhere
  const c = calculate(d, { scenario: "researcher-intermittent" });
  const gongji = calcJson(c).cheapest.weighed.find((w) => w.offeringId === "gongji-4090-od")!;
  assert.equal(gongji.storage, "unpriced");
  assert.match(
    calcText(c),
    /storage not priced: Gongji \(共绩算力\) lists no storage price, so its 100 GB are billed as 0/,
  );
  // an AutoDL row with its storage price blanked is billed AutoDL's (0.0066 CNY a GB-day)
  const blanked = load({
    ...SHIPPED,
    "cloud_offerings.csv": setCell(
      setCell(SHIPPED["cloud_offerings.csv"]!, 5, "storage_price", ""),
      5,
      "storage_unit",
      "",
    ),
  });
  const r = scenarioResults(openCase(blanked, { scenario: "researcher-intermittent" }).applied);
  const way = r.cheapest.weighed.find((w) => w.offering.id === "autodl-4090-median")!;
  assert.equal(way.storage.kind, "provider");
  near(way.terms.storageCnyPerGbHour, 0.0066 / 24, 1e-12, "AutoDL's data disk a GB-hour");
});

Deno.test("owning against the cheapest way: its total and its break-even rent a failed GPU's downtime alike", () => {
  // the 3090 with 6.1 % of GPUs failing a year and 72 h out each: the downtime is rented
  let files = SHIPPED;
  files = {
    ...files,
    "hardware.csv": setCell(files["hardware.csv"]!, 2, "failures_per_year", "6.1%"),
  };
  files = { ...files, "hardware.csv": setCell(files["hardware.csv"]!, 2, "downtime_hours", "72") };
  const a = openCase(load(files), {}).applied;
  const c = scenarioResults(a).cheapest;
  const against = withTerms(a.inputs, c.cheapest.terms);
  near(c.ownCny, tco(against).own.total, 1e-9, "owning, its downtime at the cheapest way");
  assert.ok(c.ownCny !== tco(a.inputs).own.total, "not at the scenario's own 3.5 CNY/h");
  // at the break-even's hours the two totals meet
  if (c.breakEven.kind === "hours") {
    const at = { ...against, usedHoursPerDay: c.breakEven.breakEvenHoursPerDay };
    near(tco(at).own.total, tco(at).rent.total, 1e-6, "they meet at the break-even");
  }
});

Deno.test("an H100 server's failed GPUs are rented at the cheapest way, and its break-even has the same downtime", () => {
  // server-8xh100 (row 5) at 6.1 % failures a year, 72 h out each, against the team's cheapest way
  let files = SHIPPED;
  files = {
    ...files,
    "hardware.csv": setCell(files["hardware.csv"]!, 5, "failures_per_year", "6.1%"),
  };
  files = { ...files, "hardware.csv": setCell(files["hardware.csv"]!, 5, "downtime_hours", "72") };
  const a = openCase(load(files), { scenario: "team-8xh100-247" }).applied;
  const c = scenarioResults(a).cheapest;
  const against = withTerms(a.inputs, c.cheapest.terms);
  near(c.ownCny, tco(against).own.total, 1e-9, "owning, its downtime at the cheapest way");
  assert.equal(c.breakEven.kind, "hours");
  if (c.breakEven.kind !== "hours") return;
  const at = { ...against, usedHoursPerDay: c.breakEven.breakEvenHoursPerDay };
  near(tco(at).own.total, tco(at).rent.total, 1e-6, "they meet at the break-even");
});

Deno.test("a USD case's rows stay in USD as typed, and give its figures at another exchange-rate day", () => {
  const p = {
    scenario: "team-8xh100-247",
    purchase_price: 250_000,
    electricity_price: 0.12,
    currency: "USD",
  };
  const rows = caseRows(d, "team-8xh100-247", p);
  const text = caseRowsText(rows);
  assert.match(
    text,
    /^my-server-8xh100,HGX H100 8-GPU server,H100 80GB,8,,250000,0,USD,0\.7 kW,/m,
  );
  assert.match(text, /^my-us-colo,[^\n]*,0\.12,USD,/m);
  // the row's 35 % as a person types it, not 0.35000000000000003
  assert.match(text, /,0\.35,5,/);
  assert.doesNotMatch(text, /0000000000/);
  // pasted, at the 2025 rate (7.1875) as at June 2026's (6.7758): the parameters' figures
  for (const day of ["2025-06-30", "2026-12-01"]) {
    const files = { ...SHIPPED };
    for (const l of rows.lines) files[l.file] = `${files[l.file]}${l.line}\n`;
    const fromRows = calcJson(calculate(load(files, day), rows.parameters));
    const fromParameters = calcJson(calculate(load(SHIPPED, day), p));
    near(fromRows.tco.consistent.own.total, fromParameters.tco.consistent.own.total, 1e-9, day);
    near(fromRows.tco.consistent.rent.total, fromParameters.tco.consistent.rent.total, 1e-9, day);
    assert.deepEqual(fromRows.breakEven.consistent, fromParameters.breakEven.consistent, day);
  }
});

Deno.test("owning and renting compare equal work for every pair of GPUs of a known speed: doubling the rented GPU's speed halves its hours", () => {
  const hourly = d.offerings.filter((o) => o.billing === "hourly");
  fc.assert(
    fc.property(
      fc.constantFrom(...d.hardware),
      fc.constantFrom(...hourly),
      fc.constantFrom(...new Set(d.throughput.map((t) => t.workload))),
      (machine, offering, workload) => {
        const speed = relativeSpeed(d.throughput, workload, machine, offering);
        const p = { machine: machine.id, offering: offering.id, workload, storage_gb: 0 };
        const a = openCase(d, p).applied;
        if (speed.kind === "unknown") {
          // the output says no speed is known, and what to set
          assert.equal(scenarioResults(a).work.speed.kind, "unknown");
          assert.match(calcText(calculate(d, p)), /no speed is known .* set cloud_speed/);
          return;
        }
        if (speed.kind !== "measured") return; // the same GPU model: as fast
        // the rented GPU's figures of the workload doubled
        const faster: Dataset = {
          ...d,
          throughput: d.throughput.map((t) =>
            t.workload === workload && t.gpuModel === offering.gpuModel
              ? { ...t, perSecond: 2 * t.perSecond }
              : t
          ),
        };
        const b = openCase(faster, p).applied;
        near(b.inputs.rentSpeed, 2 * a.inputs.rentSpeed, 1e-12, "twice as fast");
        // the hours rented, and with them the compute billed, halve; nothing owned moves
        near(tco(b.inputs).rent.compute, tco(a.inputs).rent.compute / 2, 1e-9, "half the hours");
        assert.equal(tco(b.inputs).own.total, tco(a.inputs).own.total);
      },
    ),
    MANY,
  );
});
