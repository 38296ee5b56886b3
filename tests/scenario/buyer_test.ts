// Who buys and how, as a reader states it: -p buyer= (a row of buyers.csv), -p owned=true,
// -p financing= with its rate, term and down payment; typing what the case already has changes
// nothing, and an unknown buyer is refused with the ids there are.
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { openCase } from "../../lib/scenario/case.ts";
import { caseRows } from "../../lib/scenario/case_rows.ts";
import { ParameterError } from "../../lib/params.ts";
import { scenarioResults } from "../../lib/scenario/results.ts";
import { rankDatasetJob } from "../../lib/scenario/jobs.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);

Deno.test("-p buyer= counts that buyer's taxes; the scenario's own buyer changes nothing", () => {
  const base = openCase(dataset, { scenario: "team-8xh100-247" });
  assert.equal(base.applied.buyer?.id, "us-c-corp");
  assert.equal(base.applied.inputs.incomeTaxRate, 0.21);
  assert.deepEqual(
    openCase(dataset, { scenario: "team-8xh100-247", buyer: "us-c-corp" }).applied,
    base.applied,
  );
  const cn = openCase(dataset, { scenario: "team-8xh100-247", buyer: "cn-general" }).applied;
  assert.equal(cn.buyer?.id, "cn-general");
  assert.deepEqual(
    [cn.inputs.incomeTaxRate, cn.inputs.goodsVatDeducted, cn.inputs.servicesVatDeducted],
    [0.25, 0.13, 0.06],
  );
  // 5,000,000 CNY as written in buyers.csv
  assert.equal(cn.inputs.firstYearLimitCny, 5_000_000);
  // the pre-tax figures are the buyer's own no more than the scenario's: only the after-tax view moves
  assert.deepEqual(scenarioResults(cn).presentValue, scenarioResults(base.applied).presentValue);
  assert.notDeepEqual(
    scenarioResults(cn).afterTax.total,
    scenarioResults(base.applied).afterTax.total,
  );
});

Deno.test("-p buyer= refuses a buyer buyers.csv lacks, naming the ones it has", () => {
  assert.throws(
    () => openCase(dataset, { buyer: "nobody" }),
    (e: unknown) =>
      e instanceof ParameterError && /person/.test(e.message) && /us-c-corp/.test(e.message),
  );
});

Deno.test("-p financing=lease pays in advance for 36 months unless said; cash finances nothing", () => {
  const lease = openCase(dataset, { financing: "lease", loan_rate: 0.08 }).applied.inputs;
  assert.deepEqual([lease.paidInAdvance, lease.loanMonths, lease.loanRate], [1, 36, 0.08]);
  const loan = openCase(dataset, { financing: "loan", loan_months: 24, down_payment: 0.2 }).applied
    .inputs;
  assert.deepEqual([loan.paidInAdvance, loan.loanMonths, loan.downPayment], [0, 24, 0.2]);
  const cash = openCase(dataset, { financing: "cash", loan_months: 24 }).applied.inputs;
  assert.equal(cash.loanMonths, 0);
  const r = scenarioResults(openCase(dataset, { financing: "cash", loan_rate: 0.08 }).applied);
  assert.equal(r.afterTax.financing.principal, 0);
});

Deno.test("-p owned=true prices the machine already owned; owned=false is the scenario as it is", () => {
  const base = openCase(dataset, {}).applied;
  assert.deepEqual(openCase(dataset, { owned: "false" }).applied.inputs, base.inputs);
  const owned = openCase(dataset, { owned: "true", owned_years: 4 }).applied;
  assert.deepEqual([owned.inputs.alreadyOwned, owned.inputs.ownedAgeYears], [1, 4]);
  const r = scenarioResults(owned);
  assert.equal(r.afterTax.owned?.ageYears, 4);
  // 9,000 × 0.3^(4/3): what the 3090 sells for today, given up by keeping it
  assert.equal(Math.round(r.afterTax.owned!.valueToday), 1_807);
  assert.equal(Math.round(r.consistent.tco.own.capital), 1_807);
});

Deno.test("-p owned=true owns the case's machine alone: a job's other machines are still priced as bought", () => {
  const rows = (parameters: Record<string, string | number>) => {
    const c = openCase(dataset, parameters);
    const r = rankDatasetJob(c.dataset, "swin-b-imagenet-run", c.applied).ranking.rows;
    return new Map(r.filter((w) => w.kind === "machine").map((w) => [w.id, w.cny]));
  };
  const bought = rows({}), owned = rows({ owned: "true", owned_years: 4 });
  assert.ok(
    owned.get("rtx3090-doc")! < bought.get("rtx3090-doc")!,
    "the case's own 3090 is paid for",
  );
  for (const id of ["rtx4090-cn", "server-8xh100"]) {
    assert.equal(owned.get(id), bought.get(id), `${id} is still one to buy`);
  }
});

Deno.test("-p buyer= is refused as -p machine= is: at most 12 ids listed, then how many more", () => {
  const many = Array.from({ length: 14 }, (_, i) => ({ ...dataset.buyers[0]!, id: `b${i}` }));
  const machines = Array.from({ length: 14 }, (_, i) => ({ ...dataset.hardware[0]!, id: `m${i}` }));
  const data = { ...dataset, buyers: many, hardware: [...dataset.hardware, ...machines] };
  const refusal = (p: Record<string, string>) => {
    try {
      openCase(data, p);
    } catch (e) {
      if (e instanceof ParameterError) return e.reason;
      throw e;
    }
    throw new Error("not refused");
  };
  const buyer = refusal({ buyer: "nobody" });
  const machine = refusal({ machine: "nothing" });
  assert.ok(buyer.kind === "value" && machine.kind === "value");
  assert.deepEqual(buyer.expected, {
    kind: "oneOf",
    choices: many.slice(0, 12).map((b) => b.id),
    more: 2,
  });
  assert.equal(machine.expected?.kind, "oneOf");
});

Deno.test("a case's rows name its buyer in the scenario's row, as its machine and site, not again as a parameter", () => {
  const p = { scenario: "team-8xh100-247", buyer: "cn-general", hours_per_day: 20 };
  const rows = caseRows(dataset, "team-8xh100-247", p);
  const line = rows.lines.find((l) => l.file === "scenarios.csv")!;
  assert.equal(line.line.split(",").at(-1), "cn-general");
  assert.equal(rows.parameters.buyer, undefined);
  assert.deepEqual(rows.parameters, { scenario: "my-team-8xh100-247" });
});
