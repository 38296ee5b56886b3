/**
 * Random what-if settings: some of the number parameters, each a decimal a reader could type
 * (so the text typed into a control and the `-p NAME=VALUE` given to calc are the same number).
 * Money is in the page's currency; `moneyScale` is the size of one unit of it against CNY.
 */
import fc from "fast-check";

/** A decimal of `digits` places from `low` to `high`. */
const decimal = (low: number, high: number, digits: number) =>
  fc.integer({ min: Math.round(low * 10 ** digits), max: Math.round(high * 10 ** digits) })
    .map((n) => n / 10 ** digits);

/**
 * Settings of the parameters of `lib/params.ts`: those a what-if page has for every scenario, and
 * with `spot` those of a scenario with a spot option.
 */
export function arbSetting(moneyScale = 1, { spot = false } = {}) {
  const money = (low: number, high: number, digits: number) =>
    decimal(low / moneyScale, high / moneyScale, digits);
  return fc.record({
    hours_per_day: decimal(0, 24, 2),
    days_per_week: decimal(0, 7, 1),
    utilization: decimal(0, 1, 2),
    horizon_years: decimal(0.5, 8, 2),
    cloud_price: money(0.2, 300, 3),
    electricity_price: money(0, 3, 3),
    purchase_price: money(2_000, 2_000_000, 0),
    cost_of_capital: decimal(0, 0.2, 3),
    discount_rate: decimal(0, 0.2, 3),
    cloud_speed: decimal(0.2, 5, 2),
    storage_gb: decimal(0, 5_000, 0),
    residual_fraction: decimal(0, 1, 2),
    resale_haircut: decimal(0, 0.95, 2),
    labour_rate: money(0, 300, 1),
    own_ops_hours: decimal(0, 40, 1),
    cloud_ops_hours: decimal(0, 40, 1),
    cloud_price_change: decimal(-0.5, 0.5, 2),
    ...(spot
      ? { interruptions_per_day: decimal(0, 30, 2), capacity_wait_minutes: decimal(0, 600, 0) }
      : {}),
  }, { requiredKeys: [] }).map((r) =>
    Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as Record<
      string,
      number
    >
  );
}

/**
 * Settings of who buys and how: some of the buyer (a row of `buyers`), a machine already owned,
 * its financing, and their numbers (the owned machine's age and what it sells for today, the
 * loan's rate, term and down payment), as a reader sets them on the page and `-p` gives them to calc.
 */
export function arbTerms(buyers: readonly string[]) {
  return fc.record({
    terms: fc.record({
      buyer: fc.constantFrom(...buyers),
      owned: fc.constantFrom("true", "false"),
      financing: fc.constantFrom("cash", "loan", "lease"),
    }, { requiredKeys: [] }),
    numbers: fc.record({
      owned_years: decimal(0, 8, 1),
      value_today: decimal(1, 20_000, 0),
      loan_rate: decimal(0, 0.2, 3),
      loan_months: fc.integer({ min: 0, max: 60 }),
      down_payment: decimal(0, 1, 2),
    }, { requiredKeys: [] }),
  }).map(({ terms, numbers }) => ({
    terms: Object.fromEntries(Object.entries(terms).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >,
    numbers: Object.fromEntries(
      Object.entries(numbers).filter(([, v]) => v !== undefined),
    ) as Record<string, number>,
  }));
}
