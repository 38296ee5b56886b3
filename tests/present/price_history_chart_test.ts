// The price history chart draws the series it is given and states each fitted segment's drift
// from the fit, in the report's currency and language.
import assert from "node:assert/strict";
import { priceHistoryChart } from "../../lib/present/charts/price_history.ts";
import { type PriceObservation, priceSeries } from "../../lib/model/price_history.ts";

const obs = (o: Partial<PriceObservation>): PriceObservation => ({
  offeringId: undefined,
  provider: "AutoDL",
  gpuModel: "RTX 3090",
  pricingModel: "on_demand",
  date: "2024-01-01",
  cnyPerGpuHour: 2,
  source: "x",
  ...o,
});

// AutoDL: 2.00 then 1.60 365.25 × 2 = 730.5 days on (2026-01-01 is 731): about −10.6 % a year
const SERIES = priceSeries([
  obs({}),
  obs({ date: "2026-01-01", cnyPerGpuHour: 1.6 }),
  obs({ provider: "RunPod", date: "2025-01-01", cnyPerGpuHour: 3 }),
  obs({ gpuModel: "H100 80GB", date: "2025-01-01", cnyPerGpuHour: 50 }),
]);

Deno.test("priceHistoryChart() draws the segments of two dates and states the fitted drift, in CNY and in Chinese", () => {
  const en = priceHistoryChart(SERIES, { money: { currency: "CNY", cnyPerUnit: 1, lang: "en" } })
    .toString();
  // ln(1.6 / 2) ÷ (731 / 365.25) = −0.111494; e^that − 1 = −0.105504
  assert.match(en, /RTX 3090, On demand −10\.6 % a year/);
  assert.match(en, /The 1 segment\(s\) with prices at two dates or more are drawn/);
  assert.match(en, /CNY per GPU-hour \(log scale\)/);
  assert.doesNotMatch(en, /H100/); // one date: not drawn
  const zh = priceHistoryChart(SERIES, { money: { currency: "USD", cnyPerUnit: 7, lang: "zh" } })
    .toString();
  assert.match(zh, /每 GPU 小时 USD/);
  assert.match(zh, /RTX 3090，按量计费每年 −10\.6%/);
});
