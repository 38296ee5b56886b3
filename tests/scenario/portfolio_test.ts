// The portfolio of a case (lib/scenario/portfolio.ts): the hand-worked example of docs/portfolio.md
// (the 4090 burst team with a hypothetical 1-year reservation) to the cent, and for random cases
// naming a demand profile, a portfolio never dearer than its best single tier or the hybrid
// fleet's simple answer, as calc prints it in text and JSON.
import assert from "node:assert/strict";
import fc from "fast-check";
import { calcJson, calcText, calculate } from "../../lib/cli/calc.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { openCase, resolveScenario } from "../../lib/scenario.ts";
import { casePortfolio, MAX_SEARCH_STEPS } from "../../lib/scenario/portfolio.ts";
import { searchSteps } from "../../lib/model/portfolio.ts";
import type { ReservedTier } from "../../lib/model/portfolio.ts";
import { formatNumber } from "../../lib/present/format.ts";
import { CASE_RUNS, ROOT } from "../helpers.ts";
import { arbCase } from "./case_arbitrary.ts";

const loaded = parseDataset(await readDataFiles(`${ROOT}data`), { now: new Date("2026-12-04") });
assert.ok(loaded.ok);
const DATA = loaded.dataset;
const PAGE = (await Deno.readTextFile(`${ROOT}docs/portfolio.md`)).replace(/\s+/g, " ");

/**
 * The hypothetical 1-year term of docs/portfolio.md: AutoDL sells no 1-year RTX 4090 term, so its
 * on-demand median 2.19 CNY/GPU-h at GCP's 1-year discount on the A100 40GB (2.3142 ÷ 3.6734 =
 * 63.0 % of on demand, cloud_offerings.csv gcp-a100-40-1y and gcp-a100-40-od): 1.38 CNY/GPU-h.
 */
export const HYPOTHETICAL_4090_1Y: ReservedTier = {
  id: "hypothetical-4090-1y",
  termMonths: 12,
  unitGpus: 1,
  perGpuHour: 1.38,
  rentFixed: 0,
};

const H = 26_280; // 3 years × 8,760 h

Deno.test("the 4090 burst team's portfolio is the hand-worked example of docs/portfolio.md", () => {
  const r = resolveScenario(DATA, "team-4090-burst");
  const p = casePortfolio(r, { interruptibleShare: 0, reserved: [HYPOTHETICAL_4090_1Y] })!;
  const t = p.tiers;
  // the tiers: a workstation 19,824.10 CNY over 3 years + 0.9119 CNY per hour it works (calc's
  // 26,055 CNY at 6.24 h/day: 19,824.10 + 0.91193 × 6.24 × 1,095 = 26,055); AutoDL's month
  // 1,052 ÷ 730 = 1.4411; on demand a 3090 at 1.20 doing the 4090's work at 0.6956 of its speed,
  // 1.20 ÷ 0.6956 = 1.7251 a useful GPU-hour; spot 1.19 × 1.10 (its 10 % overhead) = 1.309
  assert.equal(t.own!.fixedPerMachine.toFixed(2), "19824.10");
  assert.equal(t.own!.perGpuHour.toFixed(4), "0.9119");
  assert.deepEqual(t.reserved.map((x) => [x.id, x.perGpuHour.toFixed(4)]), [
    ["autodl-4090-monthly", "1.4411"],
    ["hypothetical-4090-1y", "1.3800"],
  ]);
  assert.equal(t.onDemand!.id, "autodl-3090-low");
  assert.equal(t.onDemand!.perGpuHour.toFixed(4), "1.7251");
  assert.equal(t.spot!.perGpuHour.toFixed(4), "1.3090");
  // the rules: reserve 1y above 1.38 ÷ 1.7251 = 80.0 %; the month above 1.4411 ÷ 1.7251 = 83.5 %;
  // own above 19,824.10 ÷ ((1.7251 − 0.9119) × 26,280) = 92.8 %; own rather than reserve 1y
  // below (1.38 × 26,280 − 19,824.10) ÷ (0.9119 × 26,280) = 68.6 %
  const rule = (kind: string, id?: string) =>
    p.result.rules.find((x) => x.kind === kind && (id === undefined || ("id" in x && x.id === id)));
  const share = (x: unknown) => ((x as { threshold: number }).threshold * 100).toFixed(1);
  assert.equal(share(rule("reserve", "hypothetical-4090-1y")), "80.0");
  assert.equal(share(rule("reserve", "autodl-4090-monthly")), "83.5");
  assert.equal(share(rule("own")), "92.8");
  assert.equal(share(rule("ownOverReserve", "hypothetical-4090-1y")), "68.6");
  // GPU 1 is wanted 100 % of the hours (> 80.0 %: reserve it; owning it would pay against on
  // demand, > 92.8 %, but not against the reservation, 100 % > 68.6 %); GPU 2 70 % (< 80.0 %:
  // on demand), every GPU above it less: one GPU reserved on the 1-year term, the rest on demand
  assert.deepEqual(p.result.reach.slice(0, 2), [1, 0.7]);
  assert.deepEqual(p.result.best.sizes, { machines: 0, reserved: [0, 1] });
  const [reserved, onDemand] = p.result.best.lines;
  // 1.38 × 26,280 = 36,266.40
  assert.equal(reserved!.cost.toFixed(2), "36266.40");
  // the GPUs above the first: Σ_{k ≥ 2} p_k = 0.70 + 2 × 0.45 + 4 × 0.25 + 4 × 0.10 + 4 × 0.04 =
  // 3.16 GPUs an hour, 3.16 × 26,280 = 83,044.8 GPU-h × 1.725083 = 143,259.16
  assert.equal(onDemand!.tier, "onDemand");
  assert.equal(onDemand!.gpuHours.toFixed(1), "83044.8");
  assert.equal(onDemand!.cost.toFixed(2), "143259.16");
  assert.equal(p.result.best.total.toFixed(2), "179525.56");
  // all on demand: 4.16 GPUs an hour × 26,280 × 1.725083 = 188,594.34; 9,068.78 CNY (4.8 %) saved
  const od = p.result.singles.find((s) => s.tier === "onDemand")!;
  assert.equal(od.total.toFixed(2), "188594.34");
  assert.equal(p.result.singles[0]!.tier, "onDemand");
  assert.equal((od.total - p.result.best.total).toFixed(2), "9068.78");
  // spot takes nothing: no work is stated as tolerating interruptions
  assert.equal(p.result.best.lines.find((l) => l.tier === "spot"), undefined);
  assert.equal(H, p.demand.hours);
  // docs/portfolio.md gives these figures as the model computes them
  const money = (x: number) => formatNumber(x, 2);
  for (
    const figure of [
      money(reserved!.cost),
      money(onDemand!.cost),
      money(p.result.best.total),
      money(od.total),
      money(od.total - p.result.best.total),
      ...["hypothetical-4090-1y", "autodl-4090-monthly"].map((id) =>
        `**${share(rule("reserve", id))} %**`
      ),
      `**${share(rule("own"))} %**`,
      `**${share(rule("ownOverReserve", "hypothetical-4090-1y"))} %**`,
      `${p.result.searched} with the example's hypothetical year`,
    ]
  ) assert.ok(PAGE.includes(figure), `docs/portfolio.md lacks ${figure}`);
});

Deno.test("half the 4090 team's work on spot: each level's ⌊d ÷ 2⌋ GPUs above the reserved one", () => {
  const r = resolveScenario(DATA, "team-4090-burst");
  const p = casePortfolio(r, { interruptibleShare: 0.5, reserved: [HYPOTHETICAL_4090_1Y] })!;
  const line = (tier: string) => p.result.best.lines.find((l) => l.tier === tier)!;
  // levels 2, 4, 8, 12, 16 (25, 20, 15, 6, 4 % of the hours) leave 1, 3, 7, 11, 15 GPUs above the
  // reserved one, of which spot runs ⌊d ÷ 2⌋ = 1, 2, 4, 6, 8: 0.25 + 0.4 + 0.6 + 0.36 + 0.32 =
  // 1.93 GPUs an hour, 50,720.4 GPU-h × 1.309 = 66,393.00; on demand 0, 1, 3, 5, 7: 1.23 GPUs an
  // hour, 32,324.4 GPU-h × 1.725083 = 55,762.27; with the reservation, 158,421.67
  assert.equal(line("spot").gpuHours.toFixed(1), "50720.4");
  assert.equal(line("spot").cost.toFixed(2), "66393.00");
  assert.equal(line("onDemand").gpuHours.toFixed(1), "32324.4");
  assert.equal(p.result.best.total.toFixed(2), "158421.67");
  assert.ok(PAGE.includes(`**${formatNumber(p.result.best.total, 2)} CNY**`));
  // a deadline of 1.05 calendar hours an hour of work: spot, at 1.10, cannot meet it
  const late = casePortfolio(r, {
    interruptibleShare: 0.5,
    maxStretch: 1.05,
    reserved: [HYPOTHETICAL_4090_1Y],
  })!;
  assert.equal(late.result.best.lines.find((l) => l.tier === "spot"), undefined);
  assert.equal(late.result.best.total.toFixed(2), "179525.56");
});

/** Parameters that make a case of another machine, schedule or work than its profile's. */
const PROFILE_DROPS = new Set([
  "machine",
  "gpu_model",
  "gpu_count",
  "machine_power",
  "hours_per_day",
  "days_per_week",
  "utilization",
  "work",
  "model_params",
  "tokens",
  "method",
  "runs_per_month",
  "tokens_per_day",
  "peak_factor",
  "precision",
]);

const PROFILED = DATA.scenarios.filter((s) => s.demandProfile).map((s) => s.id);

Deno.test("a random case's portfolio is never dearer than its best single tier or the simple answer", () => {
  assert.ok(PROFILED.length >= 3);
  let compared = 0;
  fc.assert(
    fc.property(
      fc.tuple(arbCase(DATA), fc.constantFrom(...PROFILED)).map(([p, s]) =>
        // most cases keep the profile's machine and schedule (another one drops the profile)
        Object.fromEntries(
          Object.entries({ ...p, scenario: s }).filter(([k]) => !PROFILE_DROPS.has(k)),
        )
      ),
      (parameters) => {
        let c;
        try {
          c = calculate(DATA, parameters);
        } catch {
          return; // a case the checks refuse (an own machine the data cannot price)
        }
        const p = c.portfolio;
        if (c.work !== undefined) {
          assert.equal(p, null, "a case stating a work is priced by its work, not a profile");
          return;
        }
        if (p === null) {
          // another machine or schedule than the profile's: the hybrid fleet takes the case's own
          // schedule as its profile, and no portfolio is sized
          const h = c.results.hybrid;
          assert.ok(h === null || h.profile === c.results.scenario, JSON.stringify(parameters));
          return;
        }
        const best = p.result.best;
        const slack = 1e-7 * Math.max(1, best.total);
        for (const s of p.result.singles) assert.ok(best.total <= s.total + slack);
        if (p.hybrid) {
          assert.ok(best.total <= p.hybrid.total + slack, `${best.total} > ${p.hybrid.total}`);
        }
        for (const l of best.lines) {
          if (l.units !== null) {
            assert.ok(Number.isInteger(l.units) && l.gpus === l.units * l.unitGpus!);
          }
        }
        // calc --json says the same, in the case's currency
        const j = calcJson(c).portfolio!;
        const rate = c.money.cnyPerUnit;
        assert.ok(Math.abs(j.best.total * rate - best.total) < 1e-6 * Math.max(1, best.total));
        assert.deepEqual(j.best.reserved, best.sizes.reserved);
        assert.equal(j.best.machines, best.sizes.machines);
        compared++;
      },
    ),
    { numRuns: CASE_RUNS },
  );
  assert.ok(compared > CASE_RUNS * 0.5, `${compared} of ${CASE_RUNS} compared`);
});

Deno.test("calc prints the portfolio for a case naming a demand profile, and none for one naming none", () => {
  const c = calculate(DATA, { scenario: "team-4090-burst" });
  const text = calcText(c);
  assert.match(text, /Portfolio for profile team-1-16 +spot up to 16 GPUs on gongji-4090-preempt/);
  assert.match(
    text,
    /Portfolio: the simple answer +own 0 GPUs, rent the rest on gongji-4090-preempt: 143,106 CNY; the portfolio is the same/,
  );
  const zh = calcText(calculate(DATA, { scenario: "team-4090-burst", lang: "zh" }));
  assert.match(zh, /需求曲线 team-1-16 的组合机群/);
  // another machine than the profile's: its schedule is its demand, one machine's, and no
  // portfolio is sized
  const none = calculate(DATA, { scenario: "team-4090-burst", machine: "rtx3090-doc" });
  assert.equal(calcJson(none).portfolio, null);
  assert.doesNotMatch(calcText(none), /Portfolio/);
});

Deno.test("a profile too large to search exactly gets no portfolio, and the shipped ones are far from it", () => {
  const r = resolveScenario(DATA, "team-4090-burst");
  for (const s of PROFILED) {
    const p = casePortfolio(resolveScenario(DATA, s))!;
    assert.ok(searchSteps(p.demand, p.tiers) < 1e6, s);
  }
  // 2,000 GPUs at the peak, machines of one and a reservation by the GPU: 2,001² sizes × 2 levels
  // × 2,000 GPUs, 16 billion steps
  const demand = {
    ...r.demand!,
    levels: [{ gpus: 1, share: 0.5 }, { gpus: 2000, share: 0.5 }],
  };
  assert.equal(casePortfolio({ ...r, demand }), null);
  const p = casePortfolio(r)!;
  assert.ok(searchSteps({ ...p.demand, levels: demand.levels }, p.tiers) > MAX_SEARCH_STEPS);
});

Deno.test("a reservation follows the market's trend at each renewal, its price fixed for its term", () => {
  // +40 % a year on every H100 offering (-p trend=H100:+40%): the team's 1-year GCP term is
  // renewed twice over 3 years at 1, 1.4 and 1.96 times its price, a mean of 4.36 ÷ 3; its 3-year
  // term is bought once, at today's price; on demand follows the trend month by month
  const flat = casePortfolio(openCase(DATA, { scenario: "team-8xh100-247" }).applied)!;
  const risen = casePortfolio(
    openCase(DATA, { scenario: "team-8xh100-247", trend: "H100:+40%" }).applied,
  )!;
  const term = (p: typeof flat, id: string) => p.tiers.reserved.find((t) => t.id === id)!;
  const oneYear = term(flat, "gcp-h100-1y").perGpuHour;
  assert.ok(
    Math.abs(term(risen, "gcp-h100-1y").perGpuHour - oneYear * 4.36 / 3) < 1e-9 * oneYear,
  );
  assert.equal(term(risen, "gcp-h100-3y").perGpuHour, term(flat, "gcp-h100-3y").perGpuHour);
  assert.ok(risen.tiers.onDemand!.perGpuHour > flat.tiers.onDemand!.perGpuHour);
});
