// The words the chart builders write themselves, in the report's language: Chinese charts show no
// English word but units and the data's names, and the language changes words only (the same
// numbers, marks and colours in both).
import assert from "node:assert/strict";
import fc from "fast-check";
import { parseHTML } from "linkedom";
import { breakEvenHours, cumulativeCosts, paybackMonth } from "../../lib/model/breakeven.ts";
import { perUsedGpuHourAt, tco, tcoItems } from "../../lib/model/cost.ts";
import { COST_WORDS } from "../../lib/words/messages/costs.ts";
import { DOCUMENT_000, documentTco } from "../../lib/model/document.ts";
import { hybridFleet, perGpuCosts } from "../../lib/model/hybrid.ts";
import type { CostInputs } from "../../lib/model/inputs.ts";
import {
  crossovers,
  ownMonthlyLine,
  rentMonthlyLine,
  type RentTerms,
  withTerms,
} from "../../lib/model/monthly.ts";
import { hoursPriceGrid, linspace } from "../../lib/model/sensitivity.ts";
import { documentTcoItems } from "../../lib/model/figures.ts";
import { breakEvenHeatmap, breakEvenPriceChart } from "../../lib/present/charts/break_even.ts";
import {
  costItemsChart,
  costPerHourChart,
  cumulativeCostChart,
} from "../../lib/present/charts/cost.ts";
import { demandChart, fleetCostChart } from "../../lib/present/charts/hybrid.ts";
import { monthlyCostChart } from "../../lib/present/charts/monthly.ts";
import { itemName, lineName } from "../../lib/present/charts/terms.ts";
import { tornadoChart as tornadoBars } from "../../lib/present/chart_kinds.ts";
import { COMMON } from "../../lib/words/messages/common.ts";
import type { Money } from "../../lib/present/format.ts";
import type { Lang } from "../../lib/lang.ts";
import { englishWords } from "../../lib/report/lint.ts";
import { arbInputs } from "../model/arbitrary.ts";

const HAN = /\p{Script=Han}/u;
const money = (lang: Lang, currency = "CNY", cnyPerUnit = 1): Money => ({
  currency,
  cnyPerUnit,
  lang,
});
/** The data's names these tests pass to the builders, lower-cased word by word. */
const NAMES = new Set(["autodl", "rtx", "team"]);

/** What a chart shows: its title, the texts of its svg and legend, its caption, alt and tooltips. */
function read(html: string) {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const figure = document.querySelector("figure.wb-chart")!;
  const svgText = [...figure.querySelectorAll("text")].map((t) => t.textContent ?? "");
  // each swatch of a legend: its colour and its label
  const legend = [...figure.querySelectorAll("[class]")]
    .filter((e) => /(^|\s)\S*-swatch(\s|$)/.test(e.getAttribute("class") ?? ""))
    .map((e) => e.textContent ?? "");
  const tips = [...figure.querySelectorAll("title")].map((t) => t.textContent ?? "");
  const svgs = [...figure.querySelectorAll("svg")];
  return {
    title: figure.querySelector("h4")?.textContent ?? "",
    drawn: [...svgText, ...legend].map((t) => t.trim()).filter((t) => t !== ""),
    caption: figure.querySelector("figcaption")?.textContent ?? "",
    alt: svgs.map((s) =>
      `${s.getAttribute("aria-label") ?? ""} ${s.getAttribute("aria-description") ?? ""}`
    )
      .join(" "),
    tips,
    /** The numbers written in the svg (ticks, labels) in order. */
    numbers: svgText.flatMap((t) => t.match(/-?[\d,]+(\.\d+)?/g) ?? []),
    /** The colours painted, in order. */
    paints: svgs.flatMap((s) =>
      [...s.querySelectorAll("[fill], [stroke]")].map((e) =>
        `${e.getAttribute("fill") ?? ""}/${e.getAttribute("stroke") ?? ""}`
      )
    ),
  };
}

/** Asserts `texts` hold no English word but units and {@linkcode NAMES}. */
function assertChinese(texts: readonly string[], where: string) {
  for (const text of texts) {
    if (text.trim() === "") continue;
    assert.deepEqual(englishWords(text, NAMES), [], `${where}: "${text}"`);
  }
}

/** The charts of one scenario in `lang`, each with the parts that come from this task's words. */
function charts(x: CostInputs, lang: Lang, currency = "CNY", cnyPerUnit = 1) {
  const m = money(lang, currency, cnyPerUnit);
  const own = breakEvenHours(x);
  const price = x.rentCnyPerGpuHour;
  const curve = Array.from(
    linspace(price / 20, price * 2, 20),
    (p) => ({ price: p, breakEven: breakEvenHours({ ...x, rentCnyPerGpuHour: p }) }),
  );
  const hours = linspace(0, 24, 7);
  const prices = linspace(price * 0.5, price * 2, 5);
  const line = [...prices].flatMap((p) => {
    const b = breakEvenHours({ ...x, rentCnyPerGpuHour: p });
    return b.kind === "hours" ? [{ price: p, hoursPerDay: b.breakEvenHoursPerDay }] : [];
  });
  const months = Math.max(1, Math.floor(x.horizonYears * 12));
  const t = tco(x);
  const ownLine = ownMonthlyLine(x);
  const terms: RentTerms = {
    rentCnyPerGpuHour: x.rentCnyPerGpuHour,
    rentBilling: "hourly",
    rentMinimumMonths: 0,
    rentOverhead: 0,
    rentInterruptionsPerHour: 0,
    checkpointIntervalHours: 0,
    storageCnyPerGbHour: 0,
    ingressCnyPerGb: 0,
    egressCnyPerGb: 0,
    rentPriceChangePerYear: 0,
    rentSpeed: x.rentSpeed,
  };
  const rent = rentMonthlyLine(x, {
    label: "autodl-3090-doc",
    provider: "AutoDL",
    kind: "on_demand",
    terms,
  });
  const profile = [{ gpus: 1, share: 0.5 }, { gpus: 4, share: 0.3 }, { gpus: 8, share: 0.2 }];
  const perUse = [0.1, 0.5, 1].map((u) => perUsedGpuHourAt(x, u));
  return {
    /** Charts whose every word comes from the charts section. */
    whole: {
      price: breakEvenPriceChart(curve, {
        offerings: [{ label: "AutoDL", price, breakEven: own }],
        usedHoursPerDay: x.usedHoursPerDay,
        money: m,
        machine: "RTX 3090",
      }),
      heatmap: breakEvenHeatmap(hoursPriceGrid(x, hours, prices), {
        line,
        money: m,
        horizonYears: x.horizonYears,
      }),
      demand: demandChart(profile, { name: "team", lang }),
      fleet: fleetCostChart(hybridFleet(profile, perGpuCosts(withTerms(x, terms))), { money: m }),
    },
    /** Charts whose title or caption a notebook or findings.ts writes: their drawn words only. */
    drawn: {
      items: costItemsChart(
        [
          ...tcoItems(t).map((r) => ({ group: "AutoDL", item: r.key, cny: r.cny })),
          ...documentTcoItems(
            {
              hardware: 1,
              depreciation: 1,
              electricity: 1,
              maintenance: 1,
              opportunity: 1,
            } as Parameters<typeof documentTcoItems>[0],
          ).map((r) => ({
            group: "RTX",
            item: r.key,
            cell: r.cell,
            cny: r.cny,
          })),
        ],
        { money: m, title: "t", caption: "c" },
      ),
      perHour: costPerHourChart(perUse, {
        money: m,
        caption: "c",
        top: Math.max(1e-6, ...perUse.flatMap((p) => [p.own ?? 0, p.rent ?? 0])),
      }),
      cumulative: cumulativeCostChart(cumulativeCosts(x, months), {
        money: m,
        payback: paybackMonth(x, { maxMonths: months }),
        paybackNetOfResale: paybackMonth(x, { maxMonths: months, netOfResale: true }),
        title: "t",
        resaleHaircut: x.resaleHaircut,
      }),
      monthly: monthlyCostChart([ownLine, rent], {
        crossings: crossovers(ownLine, [rent]),
        money: m,
        gpuModel: "RTX 3090",
      }),
    },
  };
}

Deno.test("a chart builder in Chinese writes no English word but units and the data's names", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const { whole, drawn } = charts(x, "zh");
      for (const [name, chart] of Object.entries(whole)) {
        const r = read(chart.html);
        assertChinese([r.title, ...r.drawn, r.caption, r.alt, ...r.tips], name);
        assert.match(r.title + r.caption, HAN, name);
      }
      for (const [name, chart] of Object.entries(drawn)) {
        const r = read(chart.html);
        assertChinese(r.drawn, name);
      }
    }),
    { numRuns: 20 },
  );
});

Deno.test("the language changes a chart's words only: the same numbers and colours in English and Chinese", () => {
  fc.assert(
    fc.property(arbInputs, fc.constantFrom(["CNY", 1], ["USD", 7.1]), (x, [currency, k]) => {
      const en = charts(x, "en", currency as string, k as number);
      const zh = charts(x, "zh", currency as string, k as number);
      for (const group of ["whole", "drawn"] as const) {
        for (const name of Object.keys(en[group])) {
          const a = read((en[group] as Record<string, { html: string }>)[name]!.html);
          const b = read((zh[group] as Record<string, { html: string }>)[name]!.html);
          assert.deepEqual(b.paints, a.paints, `${name}: colours`);
          // the Chinese legend writes "1 块 GPU" where the English writes "1 GPU": same numbers
          assert.deepEqual(b.numbers, a.numbers, `${name}: numbers`);
        }
      }
    }),
    { numRuns: 12 },
  );
});

Deno.test("every cost item the model and the document name by key has its name in each language, the cell after it", () => {
  const t = tco({ ...fc.sample(arbInputs, { numRuns: 1, seed: 7 })[0]! });
  const keys = [
    ...Object.keys(COST_WORDS),
    ...tcoItems(t).map((r) => r.key),
    ...documentTcoItems(documentTco(DOCUMENT_000)).map((r) => r.key),
  ];
  for (const key of keys) {
    assert.equal(itemName(key, "en"), COST_WORDS[key as keyof typeof COST_WORDS].en, key);
    assert.match(itemName(key, "zh"), HAN, key);
  }
  assert.equal(itemName("electricity", "zh", "B5"), "电费（B5）");
  assert.equal(itemName("purchase", "zh", "B3"), "购机价（B3）");
  assert.equal(itemName("depreciationAgain", "en", "B8"), "Depreciation again (B8)");
  assert.equal(itemName("a key no one knows", "zh"), "a key no one knows");
});

Deno.test("lineName() names owning and each way of renting in the documents' terms, provider kept", () => {
  for (const [kind, message] of Object.entries(COMMON.pricing)) {
    const line = { label: "x", kind, provider: "AutoDL" };
    assert.equal(lineName(line, "en"), `${message.en}: AutoDL`);
    assert.equal(lineName(line, "zh"), `${message.zh}：AutoDL`);
  }
  assert.equal(lineName({ label: "own", kind: "own" }, "zh"), "自购");
  assert.equal(lineName({ label: "own", kind: "own" }, "en"), "Own");
});

Deno.test("a Chinese tornado writes 永不 and 始终 at the edges, and its legend in Chinese", () => {
  const text = { title: "t", caption: "c", alt: "a" };
  const bars = [{ label: "电费", atLow: "never", atHigh: "always", base: 4 }];
  const axis = {
    label: "盈亏平衡点",
    domain: [0, 24] as [number, number],
    edges: { never: 24, always: 0 },
  };
  const zh = tornadoBars(bars, text, axis, { lang: "zh" }).html;
  assert.match(zh, />永不</);
  assert.match(zh, />始终</);
  assert.match(zh, /输入取低值/);
  const en = tornadoBars(bars, text, axis).html;
  assert.match(en, />never</);
  assert.match(en, /input at its low value/);
});
