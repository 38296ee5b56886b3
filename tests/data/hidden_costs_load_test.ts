import assert from "node:assert/strict";
import { formatIssue } from "../../lib/present/data_problems.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { resolveScenario } from "../../lib/scenario.ts";
import { fixtureFiles, near } from "../helpers.ts";

const NOW = new Date("2026-12-01T00:00:00Z");
const HEAD = "scenario_id,cost,parameter,value,currency,notes,source,as_of";

function withHiddenCosts(...lines: string[]) {
  return parseDataset({ ...fixtureFiles(), "hidden_costs.csv": [HEAD, ...lines].join("\n") }, {
    now: NOW,
  });
}

Deno.test("hidden_costs.csv is read into base units: money converted with fx.csv, percent as fractions", () => {
  const result = withHiddenCosts(
    "team-8xh100,people,peopleCnyPerHour,100,USD,,assumption,2026-12",
    "team-8xh100,price_trend,rentPriceChangePerYear,-25%,,,Epoch AI,2025",
  );
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  const [labour, trend] = result.dataset.hiddenCosts;
  // 100 USD as of 2026-12: the fixture's latest USD rate, 6.7758 CNY (2026-06)
  near(labour!.value, 100 * 6.7758, 1e-9, "labour");
  near(trend!.value, -0.25, 1e-12, "trend");
});

Deno.test("hidden_costs.csv rejects an unknown scenario, a parameter of another cost, a negative amount and money without a currency", () => {
  const result = withHiddenCosts(
    "no-such-scenario,people,peopleCnyPerHour,100,CNY,,assumption,2026-12",
    "team-8xh100,site,egressCnyPerGb,100,CNY,,assumption,2026-12",
    "team-8xh100,failures,gpuFailuresPerYear,-0.1,,,assumption,2026-12",
    "team-8xh100,people,peopleCnyPerHour,100,,,assumption,2026-12",
    "team-8xh100,people,ownPeopleHoursPerMonth,10,USD,,assumption,2026-12",
  );
  assert.equal(result.ok, false);
  const issues = result.ok ? [] : result.issues.map((i) => `${i.file} ${i.row} ${i.column}`);
  assert.deepEqual(issues, [
    "hidden_costs.csv 2 scenario_id",
    "hidden_costs.csv 3 parameter",
    "hidden_costs.csv 4 value",
    "hidden_costs.csv 5 currency",
    "hidden_costs.csv 6 currency",
  ]);
});

Deno.test("the new columns of sites, hardware, offerings and scenarios reach the model, blank as 0", () => {
  const files = fixtureFiles();
  const blank = parseDataset(files, { now: NOW });
  assert.ok(blank.ok);
  const before = resolveScenario(blank.dataset, "team-8xh100").inputs;
  assert.equal(
    before.peopleCnyPerHour + before.ownPeopleHoursPerMonth + before.gpuFailuresPerYear,
    0,
  );
  const add = (text: string, columns: string, values: string) =>
    text.split("\n").map((line, i) =>
      line === "" ? line : i === 0 ? `${line},${columns}` : `${line},${values}`
    ).join("\n");
  files["sites.csv"] = add(files["sites.csv"]!, "labour_rate,space_per_kw_month", "100,200");
  files["hardware.csv"] = add(files["hardware.csv"]!, "failures_per_year,repair_share", "6.1%,1");
  files["scenarios.csv"] = add(files["scenarios.csv"]!, "own_ops_hours,data_out_gb", "20,500");
  files["cloud_offerings.csv"] = add(
    files["cloud_offerings.csv"]!,
    "egress_price,price_change_per_year",
    "0.09,-25%",
  );
  const counted = parseDataset(files, { now: NOW });
  assert.ok(counted.ok, counted.ok ? "" : counted.issues.map(formatIssue).join("\n"));
  const x = resolveScenario(counted.dataset, "team-8xh100").inputs;
  // us-colo is in USD: 100 USD/h and 200 USD/kW-month at its as-of rate; the p5's egress likewise
  const usd = x.electricityCnyPerKwh / 0.0806;
  near(x.peopleCnyPerHour, 100 * usd, 1e-9, "labour");
  near(x.siteCnyPerKwMonth, 200 * usd, 1e-9, "space");
  assert.equal(x.gpuFailuresPerYear, 0.061);
  assert.equal(x.ownPeopleHoursPerMonth, 20);
  assert.equal(x.transferOutGbPerMonth, 500);
  assert.equal(x.rentPriceChangePerYear, -0.25);
  assert.ok(x.egressCnyPerGb > 0.09 * 6);
});
