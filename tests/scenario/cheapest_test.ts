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
  canDoTheWork,
  cheapestWay,
  relativeSpeed,
  resolveScenario,
  scenarioResults,
} from "../../lib/scenario.ts";
import { near, ROOT } from "../helpers.ts";
import { MANY } from "../model/arbitrary.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-01") });

Deno.test("every shipped scenario weighs every offering of its regions that can do its machine's work", () => {
  for (const r of allScenarios(dataset)) {
    const c = scenarioResults(r).cheapest;
    assert.ok(r.accepts.length > 0, `${r.scenario.id} names its regions`);
    for (const w of c.weighed) {
      // its machine's GPU, or another whose speed is known and which holds the machine GPU's memory
      assert.ok(canDoTheWork(w.speed), `${r.scenario.id}: ${w.offering.id} can do the work`);
      assert.ok(
        w.offering.gpuModel === r.hardware.gpuModel || w.speed.kind === "measured",
        `${r.scenario.id}: ${w.offering.id} at a known speed`,
      );
      assert.ok(acceptsOffering(r.accepts, w.offering), `${r.scenario.id}: ${w.offering.id}`);
    }
    const capable = dataset.offerings.filter((o) =>
      acceptsOffering(r.accepts, o) &&
      canDoTheWork(relativeSpeed(dataset.throughput, r.workload, r.hardware, o))
    );
    assert.deepEqual(
      c.weighed.map((w) => w.offering.id).sort(),
      capable.map((o) => o.id).sort(),
      `${r.scenario.id}: every capable offering of its regions`,
    );
    assert.equal(c.scenarioWay.offering.id, r.offering.id);
    near(c.scenarioWay.totalCny, tco(r.inputs).rent.total, 1e-6, "its own offering as the TCO");
  }
});

Deno.test("the document's case: a Gongji RTX 4090 on spot does the 3090's work cheapest in CN", () => {
  const c = cheapestWay(resolveScenario(dataset, "seed-3090-autodl"));
  assert.equal(c.cheapest.offering.id, "gongji-4090-preempt");
  assert.equal(c.best, "rent");
  // the 3090's 4 h/day × 1,095 days of Swin-B work, on a 4090 1,301 / 905 times as fast (the
  // ResNet-50 ratio the Swin-B figures are scaled by), at 1.19 CNY/h + the flat 10 % spot
  // overhead: 4,380 h × 1.19 × 1.1 ÷ 1.4376 = 3,988.27 CNY; no storage kept
  near(c.cheapest.totalCny, 4 * 1_095 * 1.19 * 1.1 / (1301 / 905), 1e-6, "3,988 CNY");
  near(c.ownCny, 16_275, 1, "B14, exact compounding");
  // each hour owned costs 0.65 CNY of electricity against 0.9106 rented: 24 h/day save
  // 0.2606 × 26,280 h = 6,849 CNY, less than owning's 13,428 CNY of fixed costs
  assert.equal(c.breakEven.kind, "never");
  // AutoDL's 2026 low price for the same 3090 is weighed: 1.2 CNY/h × 4,380 h = 5,256 CNY
  near(c.weighed.find((w) => w.offering.id === "autodl-3090-low")!.totalCny, 5_256, 1e-6);
  // Vast.ai's marketplace 3090 (0.18 USD/h) is not in CN: not weighed
  assert.ok(c.weighed.every((w) => w.offering.region.startsWith("CN")));
});

Deno.test("-p region= replaces the scenario's list; blank means every offering that can do the work", () => {
  const r = resolveScenario(dataset, "researcher-intermittent");
  const any = cheapestWay(applyOverrides(r, { region: "" }));
  const cn = cheapestWay(r);
  const runpod = cheapestWay(applyOverrides(r, { region: "RunPod" }));
  assert.ok(any.weighed.length > cn.weighed.length);
  assert.ok(runpod.weighed.every((w) => w.offering.provider === "RunPod"));
  // RunPod's 4090s, and its 3090 (as much memory, 905 / 1,301 as fast); its L40S has no figure
  assert.deepEqual(runpod.weighed.map((w) => w.offering.id).sort(), [
    "runpod-3090",
    "runpod-4090-community",
    "runpod-4090-secure",
  ]);
});

Deno.test("the US server's cheapest way is a US offering, and owning beats it around the clock", () => {
  const c = cheapestWay(resolveScenario(dataset, "team-8xh100-247"));
  assert.ok(c.weighed.every((w) => acceptsOffering(["US"], w.offering)));
  assert.equal(c.best, "own");
  assert.equal(c.cheapest.offering.id, "aws-p5-spot");
  // the figures of docs/findings.md, in USD at the scenario's display rate (6.7758 CNY, fx.csv 2026-06)
  near(c.ownCny / 6.7758, 277_792, 0.5, "owning");
  near(c.cheapest.totalCny / 6.7758, 560_105, 0.5, "AWS spot");
  // an A100 40GB holds half an H100's memory: not a way to do the server's work
  assert.ok(c.weighed.every((w) => w.offering.gpuModel !== "A100 40GB"));
});

Deno.test("docs/findings.md's figures of the document's case against its cheapest way", async () => {
  const c = cheapestWay(resolveScenario(dataset, "seed-3090-autodl"));
  near(c.scenarioWay.totalCny, 4 * 1_095 * 3.5, 1e-6, "15,330 CNY at 3.5 CNY/h");
  const readme = (await Deno.readTextFile(`${ROOT}docs/findings.md`)).replace(/\s+/g, " ");
  const say = (cny: number) => Math.round(cny).toLocaleString("en-US");
  for (
    const text of [
      `document's 4 h/day of Swin-B work on a 3090 cost **${say(c.cheapest.totalCny)} CNY**`,
      `${
        say(c.weighed.find((w) => w.offering.id === "autodl-3090-low")!.totalCny)
      } CNY on AutoDL's 2026 low 3090 price`,
      `against ${say(c.ownCny)} CNY owning and ${
        say(c.scenarioWay.totalCny)
      } CNY at the document's 3.5 CNY/h`,
    ]
  ) assert.ok(readme.includes(text), `docs/findings.md should say: ${text}`);
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
          near(w.totalCny, tco(withTerms(r.inputs, w.terms)).rent.total, 1e-6 * w.totalCny);
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
              rentCnyPerGpuHour: o.terms.rentCnyPerGpuHour * k,
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
    terms: { ...r.market[1]!.terms, rentCnyPerGpuHour: 0.01 },
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
