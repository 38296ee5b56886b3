/** Every commitment of the shipped data against renting by the hour and owning. */
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { commitmentRows } from "../../lib/scenario/commitments.ts";
import { allScenarios } from "../../lib/scenario/resolve.ts";
import { ROOT } from "../helpers.ts";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { DEFAULTS } from "../../lib/model/inputs.ts";
import { hardwareInputs, offeringTerms } from "../../lib/scenario/terms.ts";

const SHIPPED = (await loadDatasetOrThrow(`${ROOT}data`)).dataset;
const team = allScenarios(SHIPPED).find((r) => r.scenario.id === "team-8xh100-247")!;
const rows = commitmentRows(SHIPPED, { machineId: team.hardware.id, inputs: team.inputs });
const row = (id: string) => rows.find((r) => r.offeringId === id)!;

Deno.test("commitmentRows() holds every offering billed committed, and only those", () => {
  assert.deepEqual(
    rows.map((r) => r.offeringId),
    SHIPPED.offerings.filter((o) => o.billing === "committed").map((o) => o.id),
  );
  assert.ok(rows.some((r) => r.pricingModel === "reserved_3y"));
});

Deno.test("gcp-h100-1y costs less than GCP's H100 on demand above 7.673 / (88.49 / 8) = 69.4 % of the year, compared for 8 GPUs", () => {
  const p = row("gcp-h100-1y").providerOnDemand!;
  assert.equal(p.offeringId, "gcp-h100-od");
  assert.equal(p.gpus, 8); // a GPU reserved singly beside an instance of 8: 8 reservations, 1 instance
  assert.ok(p.breakEven.kind === "share");
  assert.ok(Math.abs(p.breakEven.utilization - 7.673 / (88.49 / 8)) < 1e-9);
});

Deno.test("a reservation priced above the cheapest on demand never costs less: gcp-h100-1y against the index's 3.789 USD", () => {
  const r = row("gcp-h100-1y");
  assert.equal(r.onDemand!.offeringId, "neocloud-h100-od");
  assert.equal(r.onDemand!.breakEven.kind, "never");
  // and its spot: the cheapest H100 spot, 2.15 USD, below every H100 commitment
  for (const id of ["gcp-h100-1y", "gcp-h100-3y", "neocloud-h100-reserved"]) {
    assert.equal(row(id).spot!.breakEven.kind, "never", id);
  }
  // the index's own reservation, 2.24 against 3.789 USD: above 59.1 % of the year
  const n = row("neocloud-h100-reserved").onDemand!.breakEven;
  assert.ok(n.kind === "share" && Math.abs(n.utilization - 2.24 / 3.789) < 1e-9);
});

Deno.test("commitmentRows() sets owning's break-even beside it where the data has a machine of the GPU model", () => {
  // the H100 team's own server, at its site and finance, against the index's on demand
  const h100 = row("gcp-h100-3y").owning!;
  assert.equal(h100.machineId, "server-8xh100");
  const direct = breakEvenHours({
    ...DEFAULTS,
    ...hardwareInputs(team.hardware),
    ...offeringTerms(SHIPPED.offerings.find((o) => o.id === "neocloud-h100-od")!, 0),
    pue: team.inputs.pue,
    electricityCnyPerKwh: team.inputs.electricityCnyPerKwh,
    costOfCapital: team.inputs.costOfCapital,
    discountRate: team.inputs.discountRate,
    storageGb: 0,
    storageCnyPerGbHour: 0,
    setupHoursPerMonth: 0,
    usedHoursPerDay: 24,
    horizonYears: 3,
  });
  assert.deepEqual(h100.breakEven, direct);
  assert.equal(h100.againstOfferingId, "neocloud-h100-od");
  assert.ok(h100.breakEven.kind === "hours");
  // utilisation = hours a day / 24, the model's break-even against that offering over 3 years
  assert.ok(
    Math.abs(h100.breakEven.utilization - h100.breakEven.breakEvenHoursPerDay / 24) < 1e-12,
  );
  assert.equal(row("gcp-a100-40-1y").owning, null); // no A100 40GB machine in hardware.csv
  // the 4090 by the month: not the case's GPU, so hardware.csv's first 4090, at the case's site
  assert.equal(row("autodl-4090-monthly").owning!.machineId, "rtx4090-cn");
  // AutoDL's 4090 by the month: 1,052 CNY / 730 h = 1.4411 CNY against 1.98 on demand: 72.8 %
  const monthly = row("autodl-4090-monthly").onDemand!.breakEven;
  assert.ok(monthly.kind === "share" && Math.abs(monthly.utilization - 1052 / 730 / 1.98) < 1e-9);
});
