// calc's after-tax view on the shipped data: the findings of docs/buyers.md for each buyer, a lease and a
// machine already owned are the numbers calc prints; the text and the JSON say the same.
import assert from "node:assert/strict";
import { calcJson, calcText, calculate } from "../../lib/cli/calc.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { formatMoney, formatNumber } from "../../lib/present/format.ts";
import type { ParameterValues } from "../../lib/params.ts";
import { ROOT } from "../helpers.ts";

const loaded = parseDataset(await readDataFiles(`${ROOT}data`), { fxDate: "2026-12-04" });
assert.ok(loaded.ok);
const DATA = loaded.dataset;
const PAGE = (await Deno.readTextFile(`${ROOT}docs/buyers.md`)).replace(/\s+/g, " ");

function run(parameters: ParameterValues) {
  const c = calculate(DATA, parameters);
  return { c, json: calcJson(c), text: calcText(c) };
}

function hours(b: { kind: string; breakEvenHoursPerDay?: number }): string {
  assert.equal(b.kind, "hours");
  return formatNumber(b.breakEvenHoursPerDay!, 2);
}

function says(text: string) {
  assert.ok(PAGE.includes(text), `docs/buyers.md should say: ${text}`);
}

Deno.test("docs/buyers.md's findings for each buyer are calc's numbers", () => {
  const person = run({}).json;
  const m = (v: number, currency = "CNY") =>
    formatMoney(v, { currency, cnyPerUnit: 1, lang: "en" }).replace(` ${currency}`, "");
  says(
    `${m(person.afterTax.total.own)} against ${m(person.afterTax.total.rent)} CNY in present value`,
  );
  says(`a break-even of ${hours(person.afterTax.breakEven)} h/day`);

  const small = run({ buyer: "cn-small-scale" }).json;
  says(`(${m(small.afterTax.total.own)} against ${m(small.afterTax.total.rent)} CNY)`);
  assert.equal(hours(small.afterTax.breakEven), hours(person.afterTax.breakEven));

  const general = run({ buyer: "cn-general" }).json;
  says(
    `owning drops to ${m(general.afterTax.total.own)} CNY against ${
      m(general.afterTax.total.rent)
    } CNY`,
  );
  says(
    `the break-even from ${hours(person.afterTax.breakEven)} to **${
      hours(general.afterTax.breakEven)
    } h/day**`,
  );
  assert.deepEqual(general.afterTax.payback, { kind: "month", month: 32 });
  const burst = run({ scenario: "team-4090-burst" }).json;
  says(
    `moves from ${hours(burst.breakEven.presentValue)} to ${hours(burst.afterTax.breakEven)} h/day`,
  );

  const us = run({ scenario: "team-8xh100-247" }).json;
  assert.equal(us.currency, "USD");
  says(`(${m(us.afterTax.total.own, "USD")} against ${m(us.afterTax.total.rent, "USD")} USD`);
  says(`the break-even stays at **${hours(us.afterTax.breakEven)} h/day**`);
  assert.equal(hours(us.afterTax.breakEven), hours(us.breakEven.presentValue));
});

Deno.test("docs/buyers.md's lease and machine already owned are calc's numbers", () => {
  const lease = run({ financing: "lease", loan_rate: 0.08 }).json;
  says(`${formatNumber(lease.afterTax.financing.payment, 2)} CNY a month in advance`);
  says(`${formatNumber(lease.afterTax.financing.cost, 0)} CNY more today than cash`);
  says(`the break-even moves from 4.01 to ${hours(lease.afterTax.breakEven)} h/day`);

  // a loan at the discount rate's own monthly rate: nothing dearer than cash, but its interest's
  // tax shield counts as a gain at a discount rate before tax (docs/buyers.md says so)
  const fair = run({
    buyer: "cn-general",
    financing: "loan",
    loan_rate: 12 * (1.05 ** (1 / 12) - 1),
  }).json;
  assert.ok(Math.abs(fair.afterTax.financing.cost) < 1e-6);
  says(`36-month loan: ${hours(fair.afterTax.breakEven)} h/day instead of 3.71)`);

  const owned = run({ owned: "true", owned_years: 4 }).json;
  says(`is worth ${formatNumber(owned.afterTax.owned!.valueToday, 0)} CNY today`);
  says(`${formatNumber(owned.tco.consistent.own.residual, 0)} CNY in 3 years`);
  says(
    `above **${hours(owned.breakEven.consistent)} h/day** (${
      hours(owned.breakEven.presentValue)
    } in present value)`,
  );
  // against the cheapest way to rent the work, the card already paid for still loses at 4 h/day
  const c = owned.cheapest;
  assert.equal(c.way.offeringId, "gongji-4090-preempt");
  says(`(${formatNumber(c.way.total, 0)} CNY over 3 years at the document's 4 h/day)`);
  says(
    `costs more to keep (${formatNumber(c.own, 0)} CNY): it pays only above ${
      hours(c.breakEven)
    } h/day`,
  );
});

Deno.test("calc's text says the buyer and an owned machine at the top, and never document 000's sums for an owned machine", () => {
  const owned = run({ owned: "true", owned_years: 4 });
  const lines = owned.text.split("\n");
  const at = (label: string) => lines.findIndex((l) => l.startsWith(label));
  assert.ok(at("Already owned") > 0 && at("Already owned") < at("Cheapest way"));
  assert.ok(!owned.text.includes("Document 000"), "an owned machine is not the document's case");
  assert.ok(run({}).text.includes("Document 000"));
  const general = run({ buyer: "cn-general" }).text;
  assert.match(general, /Buyer +A company in China \(general VAT taxpayer\)/);
  assert.match(
    general,
    /Break-even after tax, present value at 5\.0 % +owning cheaper above 3\.71 h\/day/,
  );
});

Deno.test("China's 5 M CNY limit on the one-off deduction is tested on each machine: 32 H100s are four servers under it", () => {
  const p = { gpu_model: "H100 80GB", gpu_count: 32, buyer: "cn-general" };
  // the buyer with the limit as shipped, with none, and with one every machine is above
  const limited = (limit: number) => {
    const buyers = DATA.buyers.map((b) =>
      b.id === "cn-general" ? { ...b, firstYearLimitCny: limit } : b
    );
    return calcJson(calculate({ ...DATA, buyers }, p)).afterTax;
  };
  const shipped = run(p).json.afterTax;
  // 32 GPUs are 4 × server-8xh100 at 230,000 USD × 6.7758 CNY/USD (June 2026, fx.csv) =
  // 1,558,434 CNY each as paid, ÷ 1.13 with its 13 % VAT deducted = 1,379,145 CNY: each under
  // 5,000,000 CNY (the four together, 5,516,580 CNY, are not), so each is deducted in full at once,
  // as with no limit at all
  const server = 230_000 * 6.7758 / 1.13;
  says(`four 8-GPU servers of ${formatNumber(server / 1e6, 2)} M CNY each (VAT deducted)`);
  const none = limited(0);
  assert.ok(Math.abs(shipped.total.own - none.total.own) < 1e-6, "as with no limit");
  assert.deepEqual(shipped.breakEven, none.breakEven);
  // depreciated straight-line over 3 years instead (the 3-year horizon, 5 %), the deduction is
  // worth Σ_{m=1..36} 1.05^(−m/12) ÷ 36 = 0.9284 of itself today: 25 % × 4 × 1,379,145 CNY ×
  // (1 − 0.9284) = 98,790 CNY more after tax
  let annuity = 0;
  for (let m = 1; m <= 36; m++) annuity += 1.05 ** (-m / 12);
  const gap = 0.25 * 4 * server * (1 - annuity / 36);
  const above = limited(1);
  assert.ok(Math.abs(above.total.own - shipped.total.own - gap) < 1e-6, "98,790 CNY");
  assert.ok(Math.abs(above.total.rent - shipped.total.rent) < 1e-6, "renting unchanged");
});

Deno.test("-p owned=true -p value_today=5000: the owned machine's capital is 5,000 CNY exactly", () => {
  const { json } = run({ owned: "true", value_today: 5000 });
  assert.equal(json.tco.consistent.own.capital, 5_000);
  // hardware.csv's 3090: 30 % left after 3 years, no haircut, so the curve's ratio over the 3
  // years kept is 0.3 ÷ 1 and the machine sells for 5,000 × 0.3 = 1,500 CNY at the end
  assert.ok(Math.abs(json.tco.consistent.own.residual - 1_500) < 1e-9);
  // in USD, 5,000 USD at the run's rate is 5,000 USD of capital
  const usd = run({ owned: "true", value_today: 5000, currency: "USD" }).json;
  assert.ok(Math.abs(usd.tco.consistent.own.capital - 5_000) < 1e-9);
});
