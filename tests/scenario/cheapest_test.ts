/** The cheapest way to get a scenario's hours: on the shipped data and on random scenarios. */
import assert from "node:assert/strict";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { tco } from "../../lib/model/cost.ts";
import { withTerms } from "../../lib/model/monthly.ts";
import {
  acceptsOffering,
  allScenarios,
  applyOverrides,
  cheapestWay,
  resolveScenario,
  scenarioResults,
} from "../../lib/scenario.ts";
import { near, ROOT } from "../helpers.ts";
import { MANY } from "../model/arbitrary.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-01") });

Deno.test("every shipped scenario names its cheapest way, within the regions it rents from", () => {
  for (const r of allScenarios(dataset)) {
    const c = scenarioResults(r).cheapest;
    assert.ok(r.accepts.length > 0, `${r.scenario.id} names its regions`);
    for (const w of c.weighed) {
      assert.equal(w.offering.gpuModel, r.offering.gpuModel, `${r.scenario.id}: its GPU only`);
      assert.ok(
        w.offering.id === r.offering.id || acceptsOffering(r.accepts, w.offering),
        `${r.scenario.id}: ${w.offering.id} in ${w.offering.region}`,
      );
    }
    assert.ok(
      c.weighed.some((w) => w.offering.id === r.offering.id),
      "its own offering is weighed",
    );
    assert.equal(c.scenarioWay.offering.id, r.offering.id);
    near(c.scenarioWay.totalCny, tco(r.inputs).cloud.total, 1e-6, "its own offering as the TCO");
  }
});

Deno.test("the document's case: AutoDL's 2026 low price is the cheapest way in CN, 22.3 h/day to break even", () => {
  const c = cheapestWay(resolveScenario(dataset, "seed-3090-autodl"));
  assert.equal(c.cheapest.offering.id, "autodl-3090-low");
  assert.equal(c.best, "rent");
  // 1.2 CNY/h for 4 h/day × 1,095 days (the scenario gives no cloud speed, no storage): 5,256 CNY
  near(c.cheapest.totalCny, 4 * 1_095 * 1.2, 1e-6, "5,256 CNY");
  near(c.ownCny, 16_275, 1, "B14, exact compounding");
  // the README's 22.3 h/day at 1.2 CNY/h
  assert.ok(c.breakEven.kind === "hours");
  near(c.breakEven.breakEvenHoursPerDay, 22.3, 0.01, "22.3 h/day");
  // Vast.ai's marketplace 3090 (0.18 USD/h) is not in CN: not weighed
  assert.ok(c.weighed.every((w) => w.offering.region === "CN"));
});

Deno.test("-p region= replaces the scenario's list; blank means every offering of the GPU", () => {
  const r = resolveScenario(dataset, "researcher-intermittent");
  const any = cheapestWay(applyOverrides(r, { region: "" }));
  const cn = cheapestWay(r);
  const runpod = cheapestWay(applyOverrides(r, { region: "RunPod" }));
  assert.ok(any.weighed.length > cn.weighed.length);
  assert.ok(
    runpod.weighed.every((w) =>
      w.offering.provider === "RunPod" || w.offering.id === r.offering.id
    ),
  );
  const fromRunPod = runpod.weighed.filter((w) => w.offering.provider === "RunPod");
  assert.deepEqual(fromRunPod.map((w) => w.offering.id), [
    "runpod-4090-community",
    "runpod-4090-secure",
  ]);
});

Deno.test("the US server's cheapest way is a US offering, and owning beats it around the clock", () => {
  const c = cheapestWay(resolveScenario(dataset, "team-8xh100-247"));
  assert.ok(c.weighed.every((w) => acceptsOffering(["US"], w.offering)));
  assert.equal(c.best, "own");
  assert.equal(c.cheapest.offering.id, "aws-p5-spot");
  // the README's figures, in USD at the scenario's display rate (6.7758 CNY, fx.csv 2026-06)
  near(c.ownCny / 6.7758, 277_792, 0.5, "owning");
  near(c.cheapest.totalCny / 6.7758, 560_105, 0.5, "AWS spot");
});

Deno.test("the README's figures of the document's case against its cheapest way", () => {
  const c = cheapestWay(resolveScenario(dataset, "seed-3090-autodl"));
  near(c.scenarioWay.totalCny, 4 * 1_095 * 3.5, 1e-6, "15,330 CNY at 3.5 CNY/h");
});

const SCENARIOS = dataset.scenarios.map((s) => s.id);

Deno.test("cheapestWay(): no weighed way costs less, and each costs what tco() bills it (random hours and prices)", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...SCENARIOS),
      fc.double({ min: 0, max: 24, noNaN: true }),
      fc.double({ min: 0.1, max: 10, noNaN: true }),
      fc.constantFrom("", "CN", "US", "global; RunPod", "AutoDL"),
      (id, hours, years, region) => {
        const r = applyOverrides(resolveScenario(dataset, id), {
          hours_per_day: hours,
          horizon_years: years,
          region,
        });
        const c = cheapestWay(r);
        for (const w of c.weighed) {
          assert.ok(c.cheapest.totalCny <= w.totalCny * (1 + 1e-12) + 1e-9);
          near(w.totalCny, tco(withTerms(r.inputs, w.terms)).cloud.total, 1e-6 * w.totalCny);
        }
        assert.equal(c.best, c.ownCny <= c.cheapest.totalCny ? "own" : "rent");
        assert.deepEqual(c.breakEven, breakEvenHours(withTerms(r.inputs, c.cheapest.terms)));
      },
    ),
    MANY,
  );
});

Deno.test("cheapestWay(): scaling every price alike leaves the choice and scales the costs (metamorphic)", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...SCENARIOS),
      fc.double({ min: 0.5, max: 24, noNaN: true }),
      fc.double({ min: 0.2, max: 5, noNaN: true }),
      (id, hours, k) => {
        const r = applyOverrides(resolveScenario(dataset, id), { hours_per_day: hours });
        const scaled = {
          ...r,
          market: r.market.map((o) => ({
            ...o,
            terms: {
              ...o.terms,
              cloudCnyPerGpuHour: o.terms.cloudCnyPerGpuHour * k,
              storageCnyPerGbHour: o.terms.storageCnyPerGbHour * k,
              ingressCnyPerGb: o.terms.ingressCnyPerGb * k,
              egressCnyPerGb: o.terms.egressCnyPerGb * k,
            },
          })),
        };
        const [a, b] = [cheapestWay(r), cheapestWay(scaled)];
        assert.deepEqual(
          b.weighed.map((w) => w.offering.id),
          a.weighed.map((w) => w.offering.id),
        );
        a.weighed.forEach((w, i) =>
          near(b.weighed[i]!.totalCny, w.totalCny * k, 1e-6 * w.totalCny * k + 1e-9)
        );
      },
    ),
    MANY,
  );
});

Deno.test("cheapestWay(): adding an offering outside the scenario's regions changes nothing", () => {
  const r = resolveScenario(dataset, "researcher-intermittent");
  const far = {
    ...r.market[1]!,
    offering: { ...r.market[1]!.offering, id: "far-away", region: "us-west-2", provider: "Far" },
    terms: { ...r.market[1]!.terms, cloudCnyPerGpuHour: 0.01 },
  };
  const before = cheapestWay(r);
  const after = cheapestWay({ ...r, market: [...r.market, far] });
  assert.deepEqual(
    after.weighed.map((w) => w.offering.id),
    before.weighed.map((w) => w.offering.id),
  );
  // with its region let in, it is the cheapest
  assert.equal(
    cheapestWay({ ...r, market: [...r.market, far], accepts: ["CN", "us"] }).cheapest
      .offering.id,
    "far-away",
  );
});

Deno.test("acceptsOffering() matches regions within a name and providers by name", () => {
  const o = (region: string, provider = "X") => ({ region, provider });
  assert.equal(acceptsOffering([], o("anywhere")), true);
  assert.equal(acceptsOffering(["CN"], o("CN-Shanghai")), true);
  assert.equal(acceptsOffering(["CN"], o("CN (gn7e)")), true);
  assert.equal(acceptsOffering(["CN"], o("CNX")), false);
  assert.equal(acceptsOffering(["us"], o("us-east-1")), true);
  assert.equal(acceptsOffering(["US"], o("global")), false);
  assert.equal(acceptsOffering(["runpod"], o("global", "RunPod")), true);
});
