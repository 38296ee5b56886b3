// Random readers' cases as fast-check draws them, for the properties of a case as one whole
// (tests/scenario/case_whole_test.ts): a scenario, a currency, choices of rows (a machine of the
// data or one of the reader's own that the data can price, a site, an offering, a workload) and
// number parameters, each in the units `-p` takes (money in the case's currency).
import fc from "fast-check";
import type { Dataset } from "../../lib/data/load.ts";
import { type ParameterValues, valuesSet } from "../../lib/params.ts";

/** A number of `digits` decimals from `min` to `max`, as a reader types it. */
function typed(min: number, max: number, digits: number): fc.Arbitrary<number> {
  const k = 10 ** digits;
  return fc.integer({ min: Math.ceil(min * k), max: Math.floor(max * k) }).map((n) => n / k);
}

/** A value, or nothing (the case's own) with the given chance. */
function maybe<T>(a: fc.Arbitrary<T>, chance = 0.4): fc.Arbitrary<T | undefined> {
  return fc.option(a, { freq: Math.round(1 / chance) - 1, nil: undefined });
}

/**
 * A reader's case of `d`: its parameters, money in its `currency` (CNY or USD). An own machine
 * is one the data can price: a GPU model with a row of `hardware.csv` and a count in whole
 * machines of it (with or without a price and a power given), or any GPU model with both given.
 */
export function arbCase(d: Dataset): fc.Arbitrary<ParameterValues> {
  const workloads = [...new Set(d.throughput.map((t) => t.workload))];
  const rowModels = [...new Set(d.hardware.map((h) => h.gpuModel))];
  const anyModel = [...new Set([...rowModels, ...d.offerings.map((o) => o.gpuModel)])];
  const machine = fc.oneof(
    fc.record({ machine: fc.constantFrom(...d.hardware.map((h) => h.id)) }),
    // whole machines of a row of the GPU: 1 to 3 of them
    fc.record({
      row: fc.constantFrom(...d.hardware),
      copies: fc.integer({ min: 1, max: 3 }),
      price: maybe(typed(1_000, 500_000, 0), 0.3),
      power: maybe(typed(0.3, 12, 2), 0.3),
    }).map(({ row, copies, price, power }) => ({
      gpu_model: row.gpuModel,
      gpu_count: row.gpuCount * copies,
      ...(price === undefined ? {} : { purchase_price: price }),
      ...(power === undefined ? {} : { machine_power: power }),
    })),
    // any GPU model, its price and power given
    fc.record({
      gpu_model: fc.constantFrom(...anyModel),
      gpu_count: fc.constantFrom(1, 2, 3, 4, 8),
      purchase_price: typed(1_000, 500_000, 0),
      machine_power: typed(0.3, 12, 2),
    }),
    fc.constant({}),
  );
  const numbers = fc.record({
    hours_per_day: maybe(typed(0, 24, 1)),
    days_per_week: maybe(typed(0, 7, 0), 0.2),
    utilization: maybe(typed(0.05, 1, 2), 0.3),
    horizon_years: maybe(fc.constantFrom(1, 2, 3, 5), 0.3),
    cloud_price: maybe(typed(0.1, 60, 2), 0.25),
    electricity_price: maybe(typed(0.05, 1.5, 3), 0.3),
    residual_fraction: maybe(typed(0, 0.6, 2), 0.2),
    resale_haircut: maybe(typed(0, 0.5, 2), 0.2),
    labour_rate: maybe(typed(0, 300, 0), 0.2),
    own_ops_hours: maybe(typed(0, 20, 1), 0.2),
    cloud_ops_hours: maybe(typed(0, 20, 1), 0.2),
    storage_gb: maybe(typed(0, 5_000, 0), 0.3),
    interruptions_per_day: maybe(typed(0, 30, 1), 0.2),
    capacity_wait_minutes: maybe(typed(0, 120, 0), 0.2),
    cloud_price_change: maybe(typed(-0.3, 0.4, 2), 0.2),
    discount_rate: maybe(typed(0, 0.12, 3), 0.2),
    cost_of_capital: maybe(typed(0, 0.12, 3), 0.2),
    cloud_speed: maybe(typed(0.2, 4, 2), 0.1),
    region: maybe(fc.constantFrom("", "CN", "US", "CN; RunPod", "global"), 0.2),
    purchase_price: maybe(typed(1_000, 500_000, 0), 0.2),
  });
  // a work of work.csv, or one stated by the parameters, now and then
  const work = maybe(
    fc.oneof(
      fc.record({ work: fc.constantFrom(...d.works.map((w) => w.id)) }),
      fc.record({
        model_params: fc.constantFrom(1e9, 7e9, 13e9),
        tokens: fc.constantFrom(1e9, 2e9, 20e9),
        method: fc.constantFrom("full", "lora", "qlora"),
        runs_per_month: maybe(fc.constantFrom(1, 4), 0.5),
      }),
      fc.record({
        model_params: fc.constantFrom(8e9, 70e9),
        tokens_per_day: fc.constantFrom(5e7, 5e8),
        peak_factor: fc.constantFrom(1, 2, 3),
        precision: fc.constantFrom("bf16", "fp8"),
      }),
    ),
    0.25,
  );
  return fc.record({
    scenario: fc.constantFrom(...d.scenarios.map((s) => s.id)),
    currency: fc.constantFrom("CNY", "USD"),
    machine,
    site: maybe(fc.constantFrom(...d.sites.map((s) => s.id)), 0.5),
    offering: maybe(fc.constantFrom(...d.offerings.map((o) => o.id)), 0.6),
    workload: maybe(fc.constantFrom(...workloads), 0.3),
    numbers,
    work,
  }).map(({ scenario, currency, machine, site, offering, workload, numbers, work }) => {
    const values: ParameterValues = {
      scenario,
      currency,
      ...machine,
      site,
      offering,
      workload,
      ...(work ?? {}),
    };
    for (const [k, v] of valuesSet(numbers)) values[k] ??= v;
    return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  });
}
