/**
 * The displays the notebooks show, one function per cell: each takes the opened workbook and
 * returns a table or a chart. The numbers come from `lib/model`; here they are only arranged.
 *
 * @module
 */
import {
  type BreakEven,
  breakEvenHours,
  cumulativeCosts,
  paybackMonth,
} from "../model/breakeven.ts";
import {
  checkFullLoadClaim,
  checkShortProjectClaim,
  checkSpotClaim,
  fullLoadSavings,
  shortProjects,
  spotRatios,
} from "../model/claims.ts";
import {
  COMPARISON_TABLE_002,
  decide,
  DECISION_TABLE_001,
  type DecisionAnswers,
} from "../model/decision.ts";
import { auditDocument, DOCUMENT_000, documentTco } from "../model/document.ts";
import { monteCarlo } from "../model/montecarlo.ts";
import { cloudMonthlyLine, crossovers, monthlyCurves, ownMonthlyLine } from "../model/monthly.ts";
import { hoursFromHm, runCost, slowdown, uploadSpeedMBps } from "../model/run.ts";
import {
  breakEvenOnDayAxis,
  hoursPriceGrid,
  linspace,
  ownMonthlyCost,
  spider,
  tornado,
} from "../model/sensitivity.ts";
import { tco } from "../model/cost.ts";
import { fullLoadCases, resolveScenario } from "../scenario.ts";
import type { Workbook } from "../workbook.ts";
import {
  barChart,
  breakEvenChart,
  cumulativeChart,
  heatmapChart,
  histogramChart,
  lineChart,
  stackedCostBars,
  tornadoChart,
} from "./charts.ts";
import { headline, Html, stack } from "./display.ts";
import {
  escapeHtml,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSignificant,
  htmlTable,
  type Money,
} from "./format.ts";

const describeBreakEven = (b: BreakEven) =>
  b.kind === "hours"
    ? `owning is cheaper ${b.ownCheaper} ${formatNumber(b.hoursPerDay, 2)} h/day (${
      formatPercent(b.utilization)
    } of the day)`
    : b.kind === "always"
    ? "owning is always cheaper: " + b.reason
    : "owning is never cheaper: " + b.reason;

const inUnit = (cny: number, money: Money) => cny / money.cnyPerUnit;

/**
 * The cheapest offering of each provider and pricing model: what a chart or table shows, so a
 * price file of any length draws the same few marks.
 */
export function cheapestPerProvider<
  T extends { provider: string; pricingModel: string; cnyPerGpuHour: number },
>(
  offerings: readonly T[],
): T[] {
  const best = new Map<string, T>();
  for (const o of offerings) {
    const key = `${o.provider}|${o.pricingModel}`;
    const seen = best.get(key);
    if (!seen || o.cnyPerGpuHour < seen.cnyPerGpuHour) best.set(key, o);
  }
  return [...best.values()];
}

// ---------- 01: the document's case ----------

/** A1–A3: the measured speed table of document 000, with the computed differences. */
export function speedTable(): Html {
  const localEpoch = hoursFromHm(4, 52), cloudEpoch = hoursFromHm(5, 2);
  const rows = [
    {
      what: "Mean iteration time (A1)",
      local: "0.415 s",
      cloud: "0.428 s",
      diff: `cloud ${formatPercent(slowdown(0.415, 0.428), 2)} slower (the document prints ≈3.1 %)`,
    },
    {
      what: "Epoch time (A2)",
      local: `4 h 52 m = ${formatNumber(localEpoch, 3)} h`,
      cloud: `5 h 02 m = ${formatNumber(cloudEpoch, 3)} h`,
      diff: `cloud ${formatPercent(slowdown(localEpoch, cloudEpoch), 2)} slower`,
    },
    {
      what: "Iterations per epoch implied (A2)",
      local: formatNumber(localEpoch * 3600 / 0.415),
      cloud: formatNumber(cloudEpoch * 3600 / 0.428),
      diff: `ImageNet-1k / 32 = ${formatNumber(1_281_167 / 32)}`,
    },
    {
      what: "GPU utilisation (A3, measured)",
      local: "98 %",
      cloud: "95–98 %",
      diff: "shown, not computed",
    },
    {
      what: "GPU memory (A3, measured)",
      local: "22.1 GB",
      cloud: "21.8 GB",
      diff: "shown, not computed",
    },
  ];
  return new Html(htmlTable(rows, [
    { header: "Measure", value: (r) => r.what },
    { header: "Local RTX 3090", value: (r) => r.local, align: "right" },
    { header: "AutoDL RTX 3090", value: (r) => r.cloud, align: "right" },
    { header: "Difference", value: (r) => r.diff },
  ], "Swin-Base on ImageNet-1k, batch 32, AdamW, 3 runs each (document 000)."));
}

/** A4–A9 and C1: one training run on the cloud and at home. */
export function runCostTable(): Html {
  const r = runCost({
    cloudHours: 5.03,
    localHours: 4.87,
    cloudCnyPerHour: 3.5,
    storageGb: 200,
    storageCnyPerGbHour: 0.0007,
    wallPowerKw: 0.65,
    electricityCnyPerKwh: 1,
  });
  const rows = [
    {
      id: "A4",
      what: "Cloud compute: 5.03 h × 3.5 CNY/h",
      printed: "17.61",
      value: r.cloudCompute,
    },
    {
      id: "A5",
      what: "Cloud storage: 200 GB × 0.0007 CNY/GB-h × 5.03 h",
      printed: "≈0.7",
      value: r.cloudStorage,
    },
    { id: "A6", what: "Cloud total: A4 + A5", printed: "约 17.6", value: r.cloudTotal },
    {
      id: "A7",
      what: "Local electricity: 0.65 kW × 4.87 h × 1 CNY/kWh",
      printed: "≈3.17",
      value: r.localElectricity,
    },
    { id: "A8", what: "Local ÷ cloud compute", printed: "one fifth", value: r.localShareOfCloud },
    {
      id: "A9",
      what: "Local electricity per hour (CNY/h)",
      printed: "0.66",
      value: r.localCnyPerHour,
    },
    {
      id: "C1",
      what: "Upload 150 GB: web console 6 h (MB/s)",
      printed: "",
      value: uploadSpeedMBps(150, 6),
    },
    {
      id: "C1",
      what: "Upload 150 GB: rsync 2.5 h (MB/s)",
      printed: "",
      value: uploadSpeedMBps(150, 2.5),
    },
  ];
  return new Html(htmlTable(rows, [
    { header: "Id", value: (r) => r.id },
    { header: "Item", value: (r) => r.what },
    { header: "Printed", value: (r) => r.printed, align: "right" },
    {
      header: "Computed",
      value: (r) => formatNumber(r.value, r.id === "A8" ? 3 : 2),
      align: "right",
    },
  ], "CNY unless stated. A6 as printed leaves out the storage it had just computed."));
}

/** B1–B13: the TCO table as document 000 prints it, recomputed the document's way. */
export function documentTcoTable(): Html {
  const t = documentTco(DOCUMENT_000);
  const rows: { id: string; what: string; printed: string; value: number; digits?: number }[] = [
    { id: "B1", what: "GPU purchase", printed: "9,000", value: t.gpu },
    { id: "B2", what: "Host share (half of the host)", printed: "4,500", value: t.host },
    { id: "B3", what: "Hardware total", printed: "13,500", value: t.hardware },
    {
      id: "B4",
      what: "Electricity a year: 0.65 kW × 8 h × 365 × 50 %",
      printed: "949",
      value: t.electricityPerYear,
    },
    { id: "B5", what: "Electricity, 3 years", printed: "2,847", value: t.electricity },
    { id: "B6", what: "Maintenance, 3 years", printed: "500", value: t.maintenance },
    { id: "B7", what: "Residual after 3 years (30 %)", printed: "2,700", value: t.residual },
    { id: "B8", what: "Depreciation loss", printed: "6,300", value: t.depreciation },
    {
      id: "B9",
      what: "Opportunity cost, 5 % for 3 years",
      printed: "≈2,126",
      value: t.opportunity,
    },
    {
      id: "B10",
      what: "Maintenance and opportunity",
      printed: "2,626",
      value: t.maintenanceAndOpportunity,
    },
    { id: "B11", what: "Three-year TCO: B3 + B5 + B8 + B10", printed: "25,273", value: t.total },
    {
      id: "B12",
      what: "Cost per hour over 8 h × 50 % a day (CNY/h)",
      printed: "约 2.4",
      value: t.costPerHour,
      digits: 2,
    },
    {
      id: "B13",
      what: "Break-even: B11 / (365 × 3 × 3.5) (h/day)",
      printed: "≈6.6",
      value: t.breakEvenHoursPerDay,
      digits: 3,
    },
  ];
  return new Html(htmlTable(rows, [
    { header: "Id", value: (r) => r.id },
    { header: "Item", value: (r) => r.what },
    { header: "Printed", value: (r) => r.printed, align: "right" },
    { header: "Recomputed", value: (r) => formatNumber(r.value, r.digits ?? 0), align: "right" },
  ], "CNY unless stated; the document's method and rounding (B9 uses its growth factor 1.1575)."));
}

/** The audit: each slip of document 000 and its size. */
export function auditTable(): Html {
  const rows = auditDocument(DOCUMENT_000);
  return new Html(htmlTable(rows, [
    { header: "Id", value: (r) => r.id },
    { header: "Slip", value: (r) => r.what },
    { header: "Printed", value: (r) => formatNumber(r.printed, 2), align: "right" },
    { header: "Mended", value: (r) => formatNumber(r.mended, 2), align: "right" },
    {
      header: "Difference",
      value: (r) => `${r.difference > 0 ? "+" : ""}${formatNumber(r.difference, 2)} ${r.unit}`,
      align: "right",
    },
  ], "Mended values use the document's own inputs with the slip corrected."));
}

/** The consistent TCO beside the document's: items as stacked bars. */
export function tcoComparisonChart(wb: Workbook): Html {
  const t = tco(wb.scenario.inputs);
  const d = documentTco(DOCUMENT_000);
  const m = wb.money;
  const rows = [
    { group: "Document's method (B11)", item: "Purchase (B3)", value: inUnit(d.hardware, m) },
    {
      group: "Document's method (B11)",
      item: "Depreciation again (B8)",
      value: inUnit(d.depreciation, m),
    },
    { group: "Document's method (B11)", item: "Electricity", value: inUnit(d.electricity, m) },
    { group: "Document's method (B11)", item: "Maintenance", value: inUnit(d.maintenance, m) },
    { group: "Document's method (B11)", item: "Cost of capital", value: inUnit(d.opportunity, m) },
    {
      group: "Consistent: own",
      item: "Purchase less residual",
      value: inUnit(t.own.depreciation, m),
    },
    { group: "Consistent: own", item: "Electricity", value: inUnit(t.own.electricity, m) },
    { group: "Consistent: own", item: "Maintenance", value: inUnit(t.own.maintenance, m) },
    { group: "Consistent: own", item: "Cost of capital", value: inUnit(t.own.costOfCapital, m) },
    {
      group: "Consistent: rent",
      item: "Cloud compute",
      value: inUnit(t.cloud.compute + t.cloud.setup + t.cloud.commitment, m),
    },
    { group: "Consistent: rent", item: "Cloud storage", value: inUnit(t.cloud.storage, m) },
  ];
  return stackedCostBars(rows, {
    title: `Three-year cost: the document's sum against a consistent one (${m.currency})`,
    caption: `The document's ${
      formatMoney(d.total, m)
    } counts the purchase and its depreciation both; credited with the residual value, owning costs ${
      formatMoney(t.own.total, m)
    } against ${formatMoney(t.cloud.total, m)} for renting at ${
      formatNumber(wb.scenario.inputs.hoursPerDay, 1)
    } h/day.`,
    alt: `Stacked horizontal bars of cost items for three totals: the document's method ${
      formatMoney(d.total, m)
    }, consistent owning ${formatMoney(t.own.total, m)}, renting ${formatMoney(t.cloud.total, m)}.`,
  }, { unit: m.currency });
}

/**
 * A2 in the model: the document measured the cloud 3.42 % slower per epoch, but its TCO and
 * break-even assume both GPUs do the same work in an hour. What the measured speed changes.
 */
export function speedEffectTable(wb: Workbook): Html {
  const x = wb.scenario.inputs;
  const measured = 1 / (1 + slowdown(hoursFromHm(4, 52), hoursFromHm(5, 2)));
  const m = wb.money;
  const rows = [
    { label: `As the document assumes (cloud speed ${formatNumber(x.cloudSpeed, 3)})`, x },
    {
      label: `As measured in A2 (cloud speed ${formatNumber(measured, 3)}: 4.867 h / 5.033 h)`,
      x: { ...x, cloudSpeed: measured },
    },
  ].map((r) => ({ label: r.label, t: tco(r.x), b: breakEvenHours(r.x) }));
  return new Html(htmlTable(
    rows,
    [
      { header: "Cloud speed", value: (r) => r.label },
      { header: "Renting", value: (r) => formatMoney(r.t.cloud.total, m), align: "right" },
      { header: "Owning", value: (r) => formatMoney(r.t.own.total, m), align: "right" },
      { header: "Break-even", value: (r) => describeBreakEven(r.b).split(":")[0]! },
    ],
    "A slower cloud GPU needs more billed hours for the same work: renting costs more and owning pays off sooner.",
  ));
}

/** The consistent TCO of the scenario as a table. */
export function consistentTcoTable(wb: Workbook): Html {
  const t = tco(wb.scenario.inputs);
  const m = wb.money;
  const rows = [
    { item: "Capital: purchase + host share", value: t.own.capital },
    { item: "less residual value at the end", value: -t.own.residual },
    { item: "Electricity (follows the hours used, × PUE)", value: t.own.electricity },
    { item: "Maintenance", value: t.own.maintenance },
    { item: "Cost of capital (compound)", value: t.own.costOfCapital },
    { item: "Owning, total", value: t.own.total },
    {
      item: "Cloud compute by the hour (and set-up hours)",
      value: t.cloud.compute + t.cloud.setup,
    },
    { item: "Cloud commitment by the month (包月, reserved)", value: t.cloud.commitment },
    { item: "Cloud storage by the month", value: t.cloud.storage },
    { item: "Renting, total", value: t.cloud.total },
  ].filter((r) => r.value !== 0 || /total/.test(r.item));
  return new Html(htmlTable(
    rows,
    [
      { header: "Item", value: (r) => r.item },
      {
        header: `Over ${formatNumber(t.horizonYears, 1)} years`,
        value: (r) => formatMoney(r.value, m),
        align: "right",
      },
    ],
    `${formatNumber(t.usedHours)} machine-hours used (${
      formatNumber(wb.scenario.inputs.hoursPerDay, 2)
    } h/day).`,
  ));
}

/** Cost per hour and break-even: the document's method, the consistent model, and in present value. */
export function breakEvenBothWays(wb: Workbook): Html {
  const r = wb.results;
  const t = r.consistent.tco;
  const pv = r.presentValue;
  const m = wb.money;
  const short = (b: BreakEven) =>
    b.kind === "hours"
      ? `${formatNumber(b.hoursPerDay, 2)} h/day`
      : b.kind === "always"
      ? "always"
      : "never";
  return stack(
    headline([
      { label: "Break-even, document's method", value: short(r.documentMethod.breakEven) },
      { label: "Break-even, consistent model", value: short(r.consistent.breakEven) },
      {
        label: `Break-even, present value at ${formatPercent(pv.discountRate, 1)}`,
        value: short(pv.breakEven),
      },
      {
        label: "Owning per GPU-hour used",
        value: t.own.perUsedGpuHour === null
          ? "no hours used"
          : formatMoney(t.own.perUsedGpuHour, m, 2),
      },
      {
        label: "Renting per GPU-hour used",
        value: t.cloud.perUsedGpuHour === null
          ? "no hours used"
          : formatMoney(t.cloud.perUsedGpuHour, m, 2),
      },
    ]),
    new Html(
      `<p>Document's method: ${
        escapeHtml(describeBreakEven(r.documentMethod.breakEven))
      }. Consistent model: ${escapeHtml(describeBreakEven(r.consistent.breakEven))}.</p>` +
        `<p>Two ways to count the cost of the money. <strong>Undiscounted</strong> (the document's convention): sums every cost as paid and adds what the capital tied up in owning would have earned at ${
          formatPercent(wb.scenario.inputs.costOfCapital, 1)
        } a year: owning ${formatMoney(t.own.total, m)} against renting ${
          formatMoney(t.cloud.total, m)
        }. <strong>Present value</strong>: discounts every cash flow of both sides (purchase now, running costs and rent month by month, resale at the end) at ${
          formatPercent(pv.discountRate, 1)
        } a year: owning ${formatMoney(pv.tco.own, m)} against renting ${
          formatMoney(pv.tco.cloud, m)
        }; ${escapeHtml(describeBreakEven(pv.breakEven))}.</p>`,
    ),
  );
}

// ---------- 02: TCO across scenarios ----------

/** Stacked bars of owning and renting cost items for every scenario, per GPU-hour used so scenarios of any size compare. */
export function scenariosTcoChart(wb: Workbook): Html {
  const m = wb.money;
  const rows = wb.dataset.scenarios.flatMap((s) => {
    const x = resolveScenario(wb.dataset, s.id).inputs;
    const t = tco(x);
    const gpuHours = t.usedHours * x.gpuCount;
    if (gpuHours <= 0) return [];
    const per = (cny: number) => inUnit(cny / gpuHours, m);
    return [
      { group: `${s.id}: own`, item: "Purchase less residual", value: per(t.own.depreciation) },
      { group: `${s.id}: own`, item: "Electricity", value: per(t.own.electricity) },
      { group: `${s.id}: own`, item: "Maintenance", value: per(t.own.maintenance) },
      { group: `${s.id}: own`, item: "Cost of capital", value: per(t.own.costOfCapital) },
      {
        group: `${s.id}: rent`,
        item: "Cloud compute",
        value: per(t.cloud.compute + t.cloud.setup + t.cloud.commitment),
      },
      { group: `${s.id}: rent`, item: "Cloud storage", value: per(t.cloud.storage) },
    ];
  });
  return stackedCostBars(rows, {
    title:
      `Cost per GPU-hour used over each scenario's horizon, owning against renting (${m.currency})`,
    caption:
      "Each pair of bars is one scenario, its total cost divided by the GPU-hours it uses. Where the 'own' bar is shorter, buying is cheaper; a GPU used a few hours a week costs far more per hour to own.",
    alt:
      `Stacked bars of cost items per GPU-hour used for ${wb.dataset.scenarios.length} scenarios, one bar for owning and one for renting each.`,
  }, { unit: `${m.currency} per GPU-hour`, height: 80 + 18 * rows.length / 3 });
}

/** Cumulative cost over the months with the payback month marked. */
export function cumulativeCostChart(
  wb: Workbook,
  months = Math.max(12, Math.round(wb.scenario.inputs.horizonYears * 12)),
): Html {
  const m = wb.money;
  const points = cumulativeCosts(wb.scenario.inputs, months);
  const rows = points.flatMap((p) => [
    { month: p.month, series: "Own (cash)", cost: inUnit(p.own, m) },
    { month: p.month, series: "Own, less resale value", cost: inUnit(p.ownNetOfResale, m) },
    { month: p.month, series: "Rent", cost: inUnit(p.cloud, m) },
  ]);
  const pay = paybackMonth(wb.scenario.inputs, { maxMonths: months });
  const payNet = paybackMonth(wb.scenario.inputs, { maxMonths: months, netOfResale: true });
  const marks = [
    ...(pay.kind === "month"
      ? [{ month: pay.month, label: `cash payback: month ${pay.month}` }]
      : []),
    ...(payNet.kind === "month" && (pay.kind !== "month" || payNet.month !== pay.month)
      ? [{ month: payNet.month, label: `with resale: month ${payNet.month}` }]
      : []),
  ];
  const say = (p: typeof pay) =>
    p.kind === "month" ? `at month ${p.month}` : "never within the horizon";
  return cumulativeChart(rows, marks, {
    title: `Cumulative cost of ${wb.scenario.scenario.id} month by month (${m.currency})`,
    caption:
      `Owning starts with the purchase and climbs slowly; renting starts at 0 and climbs with every hour. Owning pays back in cash ${
        say(pay)
      }; counting what the hardware would sell for, ${say(payNet)}.`,
    alt:
      `Three lines over ${months} months: cumulative cost of owning, of owning less resale value, and of renting.`,
  }, { unit: m.currency });
}

/** Cost per used GPU-hour against utilisation, owning vs renting. */
export function costPerHourChart(wb: Workbook): Html {
  const m = wb.money;
  const x = wb.scenario.inputs;
  const rows: { x: number; y: number; series: string }[] = [];
  for (let i = 1; i <= 50; i++) {
    const u = i / 50;
    const t = tco({ ...x, hoursPerDay: 24 * u });
    rows.push({ x: u * 100, y: inUnit(t.own.perUsedGpuHour ?? 0, m), series: "Own" });
    rows.push({ x: u * 100, y: inUnit(t.cloud.perUsedGpuHour ?? 0, m), series: "Rent" });
  }
  const at20 = tco({ ...x, hoursPerDay: 24 * 0.2 }).own.perUsedGpuHour ?? 0;
  const top = Math.max(inUnit(x.cloudCnyPerGpuHour, m) * 4, inUnit(at20, m) * 1.2);
  return lineChart(
    rows.filter((r) => r.y <= top),
    {
      title: `Cost per GPU-hour used against utilisation (${m.currency})`,
      caption:
        `Owning costs less per hour the more the GPU is used; renting costs the same at any use. At 20 % utilisation (the essay's typical cluster, D4) owning costs ${
          formatMoney(at20, m, 2)
        } per GPU-hour.`,
      alt:
        "Two lines: owning's cost per used GPU-hour falling with utilisation, and renting's flat line.",
    },
    { x: "Utilisation (% of all hours)", y: `Cost per GPU-hour used (${m.currency})` },
    {
      points: [{ x: 20, y: inUnit(at20, m), label: "20 % (D4)" }],
      yDomain: [0, top],
    },
  );
}

// ---------- 03: break-even ----------

/** Break-even hours a day against the cloud price, with the data's offerings of the same GPU as points. */
export function breakEvenPriceChart(wb: Workbook): Html {
  const m = wb.money;
  const x = wb.scenario.inputs;
  const same = cheapestPerProvider(
    wb.dataset.offerings.filter((o) =>
      o.gpuModel === wb.scenario.offering.gpuModel && o.billing === "hourly"
    ),
  );
  const maxPrice = Math.max(x.cloudCnyPerGpuHour, ...same.map((o) => o.cnyPerGpuHour)) * 1.5;
  const curve: { price: number; hours: number }[] = [];
  for (let i = 1; i <= 120; i++) {
    const p = (maxPrice * i) / 120;
    const b = breakEvenHours({ ...x, cloudCnyPerGpuHour: p });
    if (b.kind === "hours") curve.push({ price: inUnit(p, m), hours: b.hoursPerDay });
    else if (b.kind === "always") curve.push({ price: inUnit(p, m), hours: 0 });
  }
  const points = same.map((o) => {
    const b = breakEvenHours({ ...x, cloudCnyPerGpuHour: o.cnyPerGpuHour });
    return {
      price: inUnit(o.cnyPerGpuHour, m),
      hours: b.kind === "hours" ? b.hoursPerDay : b.kind === "always" ? 0 : 24,
      label: `${o.provider} ${o.pricingModel}`,
    };
  });
  const worth = points.filter((p) => p.hours < x.hoursPerDay).length;
  return breakEvenChart(curve, points, x.hoursPerDay, {
    title: `Break-even hours a day against the cloud price, ${wb.scenario.hardware.name}`,
    caption: `Above the curve owning is cheaper. At your ${
      formatNumber(x.hoursPerDay, 1)
    } h/day, ${worth} of the ${points.length} ${wb.scenario.offering.gpuModel} offerings in the data make owning worth it (points below the red line); points at 24 never break even.`,
    alt:
      `A falling curve of break-even hours against price per GPU-hour, with ${points.length} offerings as labelled dots and a horizontal line at ${
        formatNumber(x.hoursPerDay, 1)
      } hours a day.`,
  }, { unit: m.currency });
}

/** Heatmap of owning minus renting over hours a day × cloud price, with the break-even line. */
export function breakEvenHeatmap(wb: Workbook): Html {
  const m = wb.money;
  const x = wb.scenario.inputs;
  const hours = linspace(0, 24, 49);
  const prices = linspace(x.cloudCnyPerGpuHour * 0.1, x.cloudCnyPerGpuHour * 2, 40);
  const g = hoursPriceGrid(x, hours, prices);
  const dh = 24 / 48 / 2, dp = (prices[1]! - prices[0]!) / 2;
  const cells: {
    x: number;
    y: number;
    value: number;
    x1: number;
    x2: number;
    y1: number;
    y2: number;
  }[] = [];
  for (let j = 0; j < prices.length; j++) {
    for (let i = 0; i < hours.length; i++) {
      const v = inUnit(g.values[j * hours.length + i]!, m);
      cells.push({
        x: hours[i]!,
        y: inUnit(prices[j]!, m),
        value: v,
        x1: hours[i]! - dh,
        x2: hours[i]! + dh,
        y1: inUnit(prices[j]! - dp, m),
        y2: inUnit(prices[j]! + dp, m),
      });
    }
  }
  const line: { x: number; y: number }[] = [];
  for (const p of prices) {
    const b = breakEvenHours({ ...x, cloudCnyPerGpuHour: p });
    if (b.kind === "hours") line.push({ x: b.hoursPerDay, y: inUnit(p, m) });
  }
  return heatmapChart(cells, line, {
    title: `Owning minus renting over ${
      formatNumber(x.horizonYears, 1)
    } years, by hours a day and cloud price (${m.currency})`,
    caption:
      "Blue: owning is cheaper; red: renting is cheaper. The black line is the break-even: to its right (more hours) or above it (dearer cloud), buy.",
    alt:
      "A heatmap of cost difference over hours used per day (0 to 24) and cloud price, with a black break-even curve.",
  }, {
    x: "Hours used per day",
    y: `Cloud price (${m.currency} per GPU-hour)`,
    value: `Own − rent (${m.currency})`,
  });
}

// ---------- 04: monthly cost sensitivity ----------

/** Monthly cost of each option against hours used per month, with the crossovers with owning. */
export function monthlyCostChart(wb: Workbook): Html {
  const m = wb.money;
  const x = wb.scenario.inputs;
  const own = ownMonthlyLine(x);
  const lines = wb.scenario.options.map((o) => cloudMonthlyLine(x, o));
  const curves = monthlyCurves([own, ...lines]).map((p) => ({
    x: p.hours,
    y: inUnit(p.cost, m),
    series: p.label,
  }));
  const cross = crossovers(own, lines);
  const points = cross.map((c) => ({
    x: c.hours,
    y: inUnit(c.cost, m),
    label: `${formatNumber(c.hours)} h`,
  }));
  const said = cross.length === 0
    ? "Owning never crosses a renting line between 0 and 730 hours."
    : `Owning is cheaper than ${
      cross.map((c) => `${c.b} ${c.ownCheaper} ${formatNumber(c.hours)} h/month`).join(", ")
    }.`;
  return lineChart(
    curves,
    {
      title:
        `Monthly cost of each way to get a ${wb.scenario.offering.gpuModel} against hours used (${m.currency} per month)`,
      caption:
        `${said} Monthly rental and reserved capacity cost the same whatever the hours; spot includes ${
          formatPercent(wb.scenario.scenario.spotOverhead, 0)
        } extra hours for interruptions.`,
      alt: `Straight lines of monthly cost from 0 to 730 hours a month for ${
        lines.length + 1
      } options, with dots where owning crosses each.`,
    },
    { x: "Hours used per month", y: `Cost per month (${m.currency})` },
    { points },
  );
}

/** The monthly costs at the scenario's hours, as a table. */
export function monthlyCostTable(wb: Workbook): Html {
  const m = wb.money;
  const rows = [...wb.results.monthly].sort((a, b) => a.cost - b.cost);
  return new Html(htmlTable(rows, [
    { header: "Option", value: (r) => r.label },
    { header: "Offering", value: (r) => r.offeringId ?? wb.scenario.hardware.id },
    {
      header: `Per month at ${formatNumber(wb.results.hoursPerMonth)} h`,
      value: (r) => formatMoney(r.cost, m),
      align: "right",
    },
  ], "Cheapest first."));
}

/** Tornado of the monthly cost of owning and of the break-even hours. */
export function tornadoCharts(wb: Workbook): Html {
  const m = wb.money;
  const x = wb.scenario.inputs;
  const bars = tornado(x, ownMonthlyCost, wb.scenario.ranges).slice(0, 10).map((b) => ({
    ...b,
    atLow: inUnit(b.atLow, m),
    atHigh: inUnit(b.atHigh, m),
    base: inUnit(b.base, m),
  }));
  const be = tornado(x, breakEvenOnDayAxis, wb.scenario.ranges).slice(0, 10);
  const top = bars[0], topBe = be[0];
  return stack(
    tornadoChart(bars, {
      title: `What moves the monthly cost of owning most (${m.currency} per month)`,
      caption:
        `Each bar spans the monthly cost with one input at its low and at its high value (data ranges, else ±20 %). ${
          top ? `${top.label} moves it most.` : ""
        }`,
      alt:
        `A tornado chart of ${bars.length} inputs sorted by how much they move the monthly cost of owning.`,
    }, `Monthly cost of owning (${m.currency})`),
    tornadoChart(be, {
      title: "What moves the break-even hours a day most",
      caption:
        `The same inputs against the break-even; a bar end at 24 h means owning never pays at that value, at 0 h that it always does. ${
          topBe && topBe.swing > 0
            ? `${topBe.label} moves it most.`
            : "No input moves it within its range."
        }`,
      alt:
        `A tornado chart of ${be.length} inputs sorted by how much they move the break-even hours per day.`,
    }, "Break-even (hours used per day)"),
  );
}

/** Spider plot: break-even hours as each input goes from −50 % to +50 %. */
export function spiderChart(wb: Workbook): Html {
  const points = spider(wb.scenario.inputs, breakEvenOnDayAxis, {
    names: [
      "purchaseCny",
      "residualFraction",
      "electricityCnyPerKwh",
      "cloudCnyPerGpuHour",
      "costOfCapital",
      "maintenanceCnyPerYear",
      "horizonYears",
    ],
  });
  const spans = new Map<string, { min: number; max: number }>();
  for (const p of points) {
    const s = spans.get(p.label) ?? { min: Infinity, max: -Infinity };
    spans.set(p.label, { min: Math.min(s.min, p.value), max: Math.max(s.max, p.value) });
  }
  const ranked = [...spans.entries()].map(([label, s]) => ({ label, span: s.max - s.min }))
    .sort((a, b) => b.span - a.span);
  const moving = ranked.filter((r) => r.span > 1e-9);
  const said = moving.length === 0
    ? "No input moves the break-even within ±50 %."
    : `${
      moving.slice(0, 2).map((r) => `${r.label} (${formatNumber(r.span, 1)} h)`).join(" and ")
    } move the break-even most.`;
  return lineChart(
    points.map((p) => ({ x: p.factor * 100, y: p.value, series: p.label })),
    {
      title: "Break-even hours a day as each input moves from −50 % to +50 %",
      caption:
        `Steeper lines matter more. ${said} A line at 24 h means owning never pays off there; at 0 h, that it always does.`,
      alt:
        "A spider plot: one line per input of break-even hours per day against the input as a percentage of its base value.",
    },
    { x: "Input, % of its base value", y: "Break-even (hours used per day; 24 = never)" },
    { yDomain: [0, 24] },
  );
}

// ---------- 05: uncertainty ----------

/** Monte Carlo results over the data's ranges. */
export function monteCarloView(wb: Workbook, { samples = 20_000, seed = 2026 } = {}): Html {
  const m = wb.money;
  const r = monteCarlo(wb.scenario.inputs, wb.scenario.ranges, { samples, seed });
  const q = r.quantiles;
  const diff = Float64Array.from(r.ownMinusCloud, (v) => v / m.cnyPerUnit);
  return stack(
    headline([
      {
        label: "Probability that owning is cheaper",
        value: formatPercent(r.probabilityOwnCheaper, 0),
      },
      {
        label: "Own − rent, 90 % interval",
        value: `${formatMoney(q.ownMinusCloud[0], m)} to ${formatMoney(q.ownMinusCloud[2], m)}`,
      },
      {
        label: "Break-even, 90 % interval",
        value: q.breakEvenHours === null
          ? "no draw breaks even"
          : `${formatNumber(q.breakEvenHours[0], 1)} to ${
            formatNumber(q.breakEvenHours[2], 1)
          } h/day`,
      },
    ]),
    histogramChart(
      diff,
      {
        title: `Owning minus renting over the horizon, ${
          formatNumber(samples)
        } draws (${m.currency})`,
        caption: `Left of the red line owning is cheaper: ${
          formatPercent(r.probabilityOwnCheaper, 0)
        } of draws. Median ${
          formatMoney(q.ownMinusCloud[1], m)
        }. Seed ${seed}: rerunning gives the same picture.`,
        alt:
          "A histogram of the cost difference between owning and renting, with a red line at zero.",
      },
      `Own − rent (${m.currency})`,
      { threshold: 0 },
    ),
    ...(q.breakEvenHours === null ? [] : [histogramChart(
      r.breakEvenHours,
      {
        title: "Break-even hours a day across the draws that have one",
        caption: `Median ${formatNumber(q.breakEvenHours[1], 1)} h/day; the red line is your ${
          formatNumber(wb.scenario.inputs.hoursPerDay, 1)
        } h/day. ${
          formatPercent(r.breakEvenShares.never, 0)
        } of draws never break even (renting is cheaper at any hours) and ${
          formatPercent(r.breakEvenShares.always, 0)
        } always do (owning is cheaper at any hours); they are not drawn.`,
        alt: "A histogram of break-even hours per day with a red line at the scenario's hours.",
      },
      "Break-even (hours used per day)",
      { threshold: wb.scenario.inputs.hoursPerDay },
    )]),
  );
}

/** The ranges the Monte Carlo and tornado use, with their sources where the data gives them. */
export function rangesTable(wb: Workbook): Html {
  const fromData = new Map(wb.dataset.ranges.map((r) => [r.parameter, r]));
  return new Html(htmlTable(wb.scenario.ranges, [
    { header: "Input", value: (r) => r.name },
    { header: "Base", value: (r) => formatSignificant(wb.scenario.inputs[r.name]), align: "right" },
    { header: "Low", value: (r) => formatSignificant(r.low), align: "right" },
    { header: "High", value: (r) => formatSignificant(r.high), align: "right" },
    {
      header: "Source",
      value: (r) => fromData.get(r.name)?.source ?? "±20 % of the base (no range in ranges.csv)",
    },
  ], "Base units: CNY, kW, hours; triangular distributions peaking at the base value."));
}

// ---------- 06: decision guide and claims ----------

/** The decision of 002's flow for given answers, with the model's break-even. */
export function decisionView(
  wb: Workbook,
  answers: Omit<DecisionAnswers, "breakEvenHoursPerDay" | "expectedHoursPerDay">,
): Html {
  const b = wb.results.consistent.breakEven;
  const d = decide({
    ...answers,
    breakEvenHoursPerDay: b.kind === "hours" ? b.hoursPerDay : b.kind === "always" ? 0 : 24,
    expectedHoursPerDay: wb.scenario.inputs.hoursPerDay,
  });
  return new Html(
    `<p><strong>Recommendation: ${escapeHtml(d.recommendation)}</strong></p><ol>${
      d.reasons.map((r) => `<li>${escapeHtml(r)}</li>`).join("")
    }</ol>`,
  );
}

/** Tables D5 (001) and E2 (002). */
export function decisionTables(): Html {
  return stack(
    new Html(htmlTable(DECISION_TABLE_001, [
      { header: "Who", value: (r) => r.who },
      { header: "Recommendation (001)", value: (r) => r.recommendation },
      { header: "Why", value: (r) => r.why },
    ], "Document 001's decision table (D5).")),
    new Html(htmlTable(COMPARISON_TABLE_002, [
      { header: "Aspect", value: (r) => r.aspect },
      { header: "Local GPU", value: (r) => r.local },
      { header: "Cloud GPU", value: (r) => r.cloud },
    ], "Document 002's comparison (E2).")),
  );
}

function pricePoints(wb: Workbook) {
  return wb.dataset.offerings.filter((o) => o.billing === "hourly").map((o) => ({ ...o }));
}

/** D2: spot ÷ on-demand in the data. */
export function spotClaimView(wb: Workbook): Html {
  const ratios = spotRatios(pricePoints(wb));
  const v = checkSpotClaim(ratios);
  return stack(
    verdictLine(v),
    barChart(
      ratios.map((r) => ({ label: `${r.provider} ${r.gpuModel}`, value: r.ratio })),
      {
        title: "Spot price as a share of on-demand, by provider and GPU",
        caption:
          "The green band is the essay's 10–20 %. Most spot prices in the data sit well above it.",
        alt:
          `Horizontal bars of ${ratios.length} spot-to-on-demand ratios with a shaded band from 10 to 20 percent.`,
      },
      "Spot ÷ on-demand (%)",
      { band: [0.1, 0.2], percent: true },
    ),
  );
}

/** D1: owning an 8-GPU server against renting it at 7×24 for 3 and 5 years. */
export function fullLoadClaimView(wb: Workbook): Html {
  const { cases, skipped } = fullLoadCases(wb.dataset);
  const savings = fullLoadSavings(cases);
  const v = checkFullLoadClaim(savings);
  const m = wb.money;
  const skippedNote = skipped.length === 0
    ? ""
    : ` Not checked: ${skipped.map((s) => `${s.hardwareId} (${s.reason})`).join("; ")}.`;
  return stack(
    verdictLine(v),
    new Html(htmlTable(
      savings,
      [
        { header: "Comparison", value: (r) => r.label },
        { header: "Years", value: (r) => String(r.years), align: "right" },
        { header: "Own", value: (r) => formatMoney(r.own, m), align: "right" },
        { header: "Rent", value: (r) => formatMoney(r.cloud, m), align: "right" },
        { header: "Saved by owning", value: (r) => formatPercent(r.saving, 0), align: "right" },
      ],
      `7×24 at full load; each server's power, residual value, haircut and maintenance from hardware.csv, at the site and cost of capital the data names for it; reserved terms billed by the month.${skippedNote}`,
    )),
  );
}

/** D6: short projects of 3 and 6 months for every scenario. */
export function shortProjectClaimView(wb: Workbook): Html {
  const m = wb.money;
  const results = wb.dataset.scenarios.map((s) => ({
    label: s.id,
    projects: shortProjects(resolveScenario(wb.dataset, s.id).inputs),
  }));
  const v = checkShortProjectClaim(results);
  const rows = results.flatMap((r) => r.projects.map((p) => ({ label: r.label, ...p })));
  return stack(
    verdictLine(v),
    new Html(htmlTable(
      rows,
      [
        { header: "Scenario", value: (r) => r.label },
        { header: "Months", value: (r) => String(r.months), align: "right" },
        {
          header: "Buy, use, sell",
          value: (r) => formatMoney(r.ownNetOfResale, m),
          align: "right",
        },
        { header: "Rent", value: (r) => formatMoney(r.cloud, m), align: "right" },
        { header: "Cheaper", value: (r) => r.cloudCheaper ? "cloud" : "own" },
      ],
      "Owning here buys the hardware, runs it for the project and sells it at its residual value.",
    )),
  );
}

function verdictLine(v: { claim: string; verdict: string; summary: string }): Html {
  const color = v.verdict === "confirmed"
    ? "#2e7d32"
    : v.verdict === "refuted"
    ? "#c62828"
    : "#ef6c00";
  return new Html(
    `<p><strong>${escapeHtml(v.claim)}</strong><br><span style="color:${color};font-weight:600">${
      escapeHtml(v.verdict)
    }</span>: ${escapeHtml(v.summary)}</p>`,
  );
}

/** C3: months to pay back at 10 h/day for the scenario. */
export function paybackClaimView(wb: Workbook): Html {
  const x = { ...wb.scenario.inputs, hoursPerDay: 10 };
  const cash = paybackMonth(x), net = paybackMonth(x, { netOfResale: true });
  const say = (p: typeof cash) =>
    p.kind === "month" ? `month ${p.month}` : "never within the horizon";
  const inside = (p: typeof cash) => p.kind === "month" && p.month >= 6 && p.month <= 12;
  const verdict = inside(cash) ? "confirmed" : inside(net) ? "partly" : "refuted";
  return verdictLine({
    claim: "C3: at 10 h/day or more, owning pays off after half a year to a year",
    verdict,
    summary: `At 10 h/day owning pays back in cash at ${say(cash)}, and at ${
      say(net)
    } counting what the hardware would sell for.`,
  });
}
