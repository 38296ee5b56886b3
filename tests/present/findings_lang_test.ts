// A finding in Chinese is Chinese and states the same numbers as its English twin: on the seed
// case, on random valid scenarios and on every shipped scenario and job.
import assert from "node:assert/strict";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { rankDatasetJob } from "../../lib/scenario/jobs.ts";
import { breakEvenHours, paybackMonth } from "../../lib/model/breakeven.ts";
import { HIDDEN_COST_NAMES, hiddenCostEffects, whatIfFrom } from "../../lib/model/hidden_costs.ts";
import { hybridFleet, perGpuCosts } from "../../lib/model/hybrid.ts";
import type { FleetChoice } from "../../lib/model/fleet_shapes.ts";
import { INPUT_NAMES, SEED_3090 } from "../../lib/model/inputs.ts";
import { crossovers, ownMonthlyLine, rentMonthlyLine } from "../../lib/model/monthly.ts";
import {
  explainBreakEven,
  sayBreakEven,
  sayCrossovers,
  sayFleetChoice,
  sayFleetChoices,
  sayFleetRule,
  sayMostInfluential,
  sayPayback,
  sayStopsPaying,
  sayWithoutBreakEven,
} from "../../lib/present/findings.ts";
import { CNY, formatPercent, type Money } from "../../lib/present/format.ts";
import {
  HIDDEN_COST_LABELS,
  hiddenCostRows,
  sayHiddenCosts,
  whatIfRows,
} from "../../lib/present/hidden_costs.ts";
import { inputLabel } from "../../lib/present/inputs.ts";
import {
  jobTableRows,
  sayCheapestJob,
  sayExcluded,
  sayHours,
  sayPricing,
  sayReason,
} from "../../lib/present/job_ranking.ts";
import { table } from "../../lib/present/table.ts";
import { allScenarios } from "../../lib/scenario.ts";
import { arbInputs, MANY } from "../model/arbitrary.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-01") });
const scenarios = allScenarios(dataset);

const HAN = /\p{Script=Han}/u;
const USD_EN: Money = { currency: "USD", cnyPerUnit: 7.1, lang: "en" };
const USD_ZH: Money = { ...USD_EN, lang: "zh" };
const CNY_ZH: Money = { ...CNY, lang: "zh" };

/** The numbers a text states, sorted: "4.30 h/day, 1,638 USD" → ["1,638", "4.30"]. */
function numbers(text: string): string[] {
  return (text.match(/\d+(?:,\d{3})*(?:\.\d+)?/g) ?? []).sort();
}

/** The Latin words of `text` that are not `allowed` (units, currencies, names passed in). */
function englishWords(text: string, allowed: readonly string[] = []): string[] {
  let rest = text;
  for (const a of [...allowed].sort((x, y) => y.length - x.length)) rest = rest.replaceAll(a, " ");
  return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((w) =>
    !["CNY", "USD", "GPU", "GB", "kW", "kWh", "PUE", "Mbit", "csv"].includes(w)
  );
}

/** `zh` is Chinese, with no English word beyond `allowed`, and states `en`'s numbers. */
function twins(en: string, zh: string, allowed: readonly string[] = []): void {
  assert.match(zh, HAN, zh);
  assert.deepEqual(englishWords(zh, allowed), [], zh);
  assert.deepEqual(numbers(zh), numbers(en), `${en}\n${zh}`);
}

Deno.test("sayBreakEven() of the seed case: 4.30 h/day in both languages", () => {
  // (16,273 − 2,847) / (1,095 × 2.85) = 4.30 h/day (seed-figures B14)
  const b = breakEvenHours(SEED_3090);
  assert.equal(sayBreakEven(b), "owning is cheaper above 4.30 h/day");
  const zh = sayBreakEven(b, { lang: "zh" });
  assert.equal(zh, "每天使用超过 4.30 小时时自购更便宜");
  assert.ok(zh.includes("4.30") && zh.includes("小时"), zh);
  twins(sayBreakEven(b), zh);
  twins(
    sayBreakEven({ kind: "never", why: { kind: "no-horizon" } }),
    sayBreakEven({ kind: "never", why: { kind: "no-horizon" } }, { lang: "zh" }),
  );
});

Deno.test("explainBreakEven() of the seed case in Chinese: the same per-hour costs and gap as in English", () => {
  // 3.5 CNY/h rented; 0.65 kW × 1 CNY/kWh = 0.65 CNY/h owned (seed-figures)
  const b = breakEvenHours(SEED_3090);
  const zh = explainBreakEven(b, SEED_3090, CNY_ZH);
  assert.ok(zh.includes("租用每 GPU 小时 3.50 CNY，自购每 GPU 小时 0.65 CNY"), zh);
  assert.ok(zh.includes("每天使用超过 4.30 小时"), zh);
  twins(explainBreakEven(b, SEED_3090, CNY), zh);
});

Deno.test("explainBreakEven(), sayBreakEven() and sayPayback() on random scenarios: Chinese twins state the same numbers", () => {
  fc.assert(
    fc.property(arbInputs, fc.boolean(), fc.boolean(), (x, usd, pv) => {
      const b = breakEvenHours(x);
      const view = pv ? "presentValue" as const : "undiscounted" as const;
      twins(
        explainBreakEven(b, x, usd ? USD_EN : CNY, { view }),
        explainBreakEven(b, x, usd ? USD_ZH : CNY_ZH, { view }),
      );
      twins(sayBreakEven(b), sayBreakEven(b, { lang: "zh" }));
      const months = Math.max(1, Math.floor(x.horizonYears * 12));
      const p = paybackMonth(x, { maxMonths: months });
      twins(sayPayback(p, months), sayPayback(p, months, { lang: "zh" }));
    }),
    MANY,
  );
});

Deno.test("sayMostInfluential(), sayWithoutBreakEven() and sayStopsPaying() in Chinese state the English numbers", () => {
  const label = fc.constantFrom(...INPUT_NAMES).map((n) => inputLabel(n, CNY_ZH));
  fc.assert(
    fc.property(
      fc.array(fc.record({ label, swing: fc.double({ min: 0, max: 1e5, noNaN: true }) })),
      fc.integer({ min: 1, max: 4 }),
      (ranked, count) => {
        const sorted = [...ranked].sort((a, b) => b.swing - a.swing);
        const en = sayMostInfluential(sorted, { unit: "CNY", count, digits: 0 });
        const zh = sayMostInfluential(sorted, { unit: "CNY", count, digits: 0, lang: "zh" });
        // the labels are Chinese already; their digits (none) and the swings are the numbers
        twins(en, zh);
      },
    ),
  );
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      (never, always) => {
        twins(
          sayWithoutBreakEven({ never, always }),
          sayWithoutBreakEven({ never, always }, { lang: "zh" }),
        );
      },
    ),
  );
  fc.assert(
    fc.property(
      fc.double({ min: 0.01, max: 100, noNaN: true }),
      (hours) => {
        const s = {
          kind: "interval" as const,
          hoursBetweenInterruptions: hours,
          interruptionsPerDay: 24 / hours,
        };
        twins(sayStopsPaying(s), sayStopsPaying(s, { lang: "zh" }));
      },
    ),
  );
  for (const kind of ["never", "always"] as const) {
    twins(sayStopsPaying({ kind } as never), sayStopsPaying({ kind } as never, { lang: "zh" }));
  }
  assert.equal(
    sayWithoutBreakEven({ never: 0.12, always: 0 }, { lang: "zh" }),
    "12% 的抽样中自购从不更便宜",
  );
});

Deno.test("sayFleetChoices() in Chinese names the same shapes under the same choice", () => {
  const choices: FleetChoice[] = ["rent all", "own all", "hybrid"];
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.constantFrom("steady-8", "bursty-24", "weekday-4", "peak-16"), {
        minLength: 0,
        maxLength: 4,
      }).chain((shapes) =>
        fc.tuple(
          fc.constant(shapes),
          fc.array(fc.constantFrom(...choices), {
            minLength: shapes.length,
            maxLength: shapes.length,
          }),
        )
      ),
      ([shapes, best]) => {
        const rows = shapes.map((shape, i) => ({ shape, choice: best[i]! }));
        const zh = sayFleetChoices(rows, { lang: "zh" });
        twins(sayFleetChoices(rows), zh, shapes);
        // each shape is said once, in the sentence of its choice
        for (const r of rows) {
          const sentence = zh.split("。").find((s) => s.includes(r.shape))!;
          assert.ok(
            sentence.endsWith(`${sayFleetChoice(r.choice, { lang: "zh" })}最便宜`),
            sentence,
          );
        }
      },
    ),
  );
  assert.deepEqual(choices.map((c) => sayFleetChoice(c)), choices);
});

Deno.test("sayFleetRule() in Chinese states the English numbers, for random fleets in machines of 1 to 8, the first owned or bought", () => {
  const profile = fc.uniqueArray(fc.integer({ min: 0, max: 24 }), { minLength: 1, maxLength: 5 })
    .chain((levels) =>
      fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), {
        minLength: levels.length,
        maxLength: levels.length,
      }).map((w) => {
        const total = w.reduce((a, b) => a + b, 0);
        return levels.map((gpus, i) => ({ gpus, share: w[i]! / total }));
      })
    );
  fc.assert(
    fc.property(
      arbInputs.map((x) => ({ ...x, rentBilling: "hourly" as const })),
      profile,
      fc.integer({ min: 1, max: 8 }),
      fc.constantFrom(0, 1), // the machine already owned, or bought
      (x, levels, g, owned) => {
        const c = perGpuCosts({ ...x, alreadyOwned: owned, ownedAgeYears: 2 });
        const fleet = hybridFleet(levels, { ...c, machineGpus: g });
        twins(sayFleetRule(fleet, USD_EN), sayFleetRule(fleet, USD_ZH));
      },
    ),
  );
});

for (const s of scenarios) {
  const id = s.scenario.id;
  Deno.test(`${id}: crossings and hidden costs in Chinese state the English numbers`, () => {
    const own = ownMonthlyLine(s.inputs);
    const crossings = crossovers(own, s.options.map((o) => rentMonthlyLine(s.inputs, o)));
    const labels = s.options.map((o) => o.label);
    twins(sayCrossovers(crossings), sayCrossovers(crossings, { lang: "zh" }), labels);

    const given = dataset.hiddenCosts.filter((h) => h.scenarioId === id);
    const e = hiddenCostEffects(s.inputs, whatIfFrom(given));
    for (const [en, zh] of [[CNY, CNY_ZH], [USD_EN, USD_ZH]] as const) {
      twins(sayHiddenCosts(id, e, en), sayHiddenCosts(id, e, zh), [id, "hidden_costs.csv"]);
    }
    const rowsEn = hiddenCostRows(e), rowsZh = hiddenCostRows(e, { lang: "zh" });
    assert.equal(rowsZh.length, rowsEn.length);
    rowsZh.forEach((r, i) => {
      twins(`${rowsEn[i]!.cost} ${rowsEn[i]!.breakEven}`, `${r.cost} ${r.breakEven}`);
      assert.equal(r.changeCny, rowsEn[i]!.changeCny);
    });
  });
}

Deno.test("whatIfRows() in Chinese names each cost and input in Chinese, values as in English", () => {
  assert.ok(dataset.hiddenCosts.length > 0);
  const en = whatIfRows(dataset.hiddenCosts, USD_EN), zh = whatIfRows(dataset.hiddenCosts, USD_ZH);
  zh.forEach((z, i) => {
    assert.equal(en[i]!.cost, dataset.hiddenCosts[i]!.cost); // the file's word, as before
    assert.match(z.cost, HAN, z.cost);
    assert.match(z.input, HAN, z.input);
    assert.equal(z.value, en[i]!.value);
  });
});

Deno.test("the hidden costs' English names are the catalogue's, by the model's keys", () => {
  const rows = hiddenCostRows({
    ownMinusRentCny: 0,
    breakEven: { kind: "never", why: { kind: "no-horizon" } },
    effects: HIDDEN_COST_NAMES.map((cost) => ({
      cost,
      ownMinusRentCny: 0,
      changeCny: 0,
      breakEven: { kind: "never", why: { kind: "no-horizon" } },
      breakEvenChangeHours: null,
    })),
    all: null,
  });
  assert.deepEqual(
    rows.slice(1).map((r) => r.cost),
    HIDDEN_COST_NAMES.map((c) => HIDDEN_COST_LABELS[c]),
  );
});

Deno.test("a job's cheapest way, ranking rows and exclusions in Chinese state the English numbers", () => {
  for (const s of scenarios.slice(0, 3)) {
    for (const job of dataset.jobs) {
      const r = rankDatasetJob(dataset, job.id, s);
      const names = [
        job.id,
        ...r.ranking.rows.flatMap((x) => [x.label, x.id]),
        ...r.ranking.excluded.flatMap((x) => [
          x.gpuModel,
          sayReason(x),
          // the data's region names and the case's regions, as the data writes them
          ...(x.reason === "region" ? [x.region, ...x.accepts] : []),
        ]),
      ];
      twins(sayCheapestJob(r, USD_EN), sayCheapestJob(r, USD_ZH), names);
      const en = sayExcluded(r.ranking.excluded),
        zh = sayExcluded(r.ranking.excluded, { lang: "zh" });
      zh.forEach((z, i) => twins(en[i]!, z, names));
      const rowsEn = jobTableRows(r, { limit: 30 }),
        rowsZh = jobTableRows(r, { limit: 30, lang: "zh" });
      rowsZh.forEach((z, i) => {
        const e = rowsEn[i]!;
        for (const k of ["pricing", "front", "deadline", "gpus"] as const) {
          if (e[k] === "" || /^\d+$/.test(e[k])) assert.equal(z[k], e[k]);
          else twins(e[k], z[k]);
        }
      });
    }
  }
});

Deno.test("hours and pricing models in Chinese", () => {
  assert.equal(sayHours(4.87, "zh"), "4.87 小时");
  assert.equal(sayHours(0.25, "zh"), "15 分钟"); // 0.25 × 60
  assert.equal(sayHours(0.25), "15 min");
  assert.equal(sayPricing("monthly", { lang: "zh" }), "包月");
  assert.equal(sayPricing("reserved_3y", { lang: "zh" }), "预留 3 年");
  assert.equal(sayPricing("something_new", { lang: "zh" }), "something_new"); // an unknown id as it is
  assert.equal(sayPricing("toString"), "toString");
});

Deno.test("every input label in Chinese is Chinese, with the currency and the English label's unit symbols", () => {
  for (const name of INPUT_NAMES) {
    const en = inputLabel(name, USD_EN), zh = inputLabel(name, USD_ZH);
    assert.match(zh, HAN, zh);
    assert.deepEqual(englishWords(zh), [], zh);
    assert.equal(zh.includes("USD"), en.includes("USD"), zh);
  }
  assert.equal(inputLabel("purchaseCny", USD_ZH), "购机价（USD）");
  assert.equal(inputLabel("electricityCnyPerKwh", CNY_ZH), "电价（CNY/kWh）");
  assert.equal(inputLabel("pue", CNY_ZH), "PUE 系数");
});

Deno.test("percentages and yes/no in Chinese", () => {
  assert.equal(formatPercent(0.0313, 1, "zh"), "3.1%");
  assert.equal(formatPercent(0.0313), "3.1 %");
  const zh =
    table([{ ok: true, no: false, share: 0.5 }], { format: { share: "percent" }, money: CNY_ZH })
      .html;
  assert.match(zh, />是</);
  assert.match(zh, />否</);
  assert.match(zh, />50.0%</);
  const en = table([{ ok: true, share: 0.5 }], { format: { share: "percent" } }).html;
  assert.match(en, />yes</);
  assert.match(en, />50.0 %</);
  assert.match(table([{ ok: false }], { lang: "zh" }).html, />否</);
});
