/**
 * `deno task calc --scenario NAME [-p NAME=VALUE ...] [--params FILE] [--data DIR] [--json]`: a
 * scenario's headline results, with the same parameters as `deno task report` (money parameters
 * in `currency`, else the scenario's currency; the results in CNY).
 *
 * JSON fields (money in CNY, hours in hours):
 * - `scenario`, `description`, `parameters` (those given), `usedHoursPerDay` (h/day), `horizonYears`
 * - `tco.documentMethod` (CNY, purchase and depreciation both, as document 000 sums)
 * - `tco.consistent.own` / `tco.consistent.cloud`: item → CNY over the horizon, undiscounted with
 *   the opportunity cost of the capital as an item (the document's convention)
 * - `tco.presentValue`: `{own, cloud, ownMinusCloud}`, every cash flow discounted month by month
 *   at `discountRate`
 * - `breakEven.documentMethod` / `breakEven.consistent` / `breakEven.presentValue`:
 *   `{kind: "hours", hoursPerDay, utilization, ownCheaper: "above" | "below", reason}` or
 *   `{kind: "never" | "always", reason}`
 * - `monthly`: `[{label, kind, offeringId, cnyPerMonth, storagePriced}]` at `hoursPerMonth`, each
 *   option's storage at its own price (`storagePriced: false`: no storage price, billed as 0)
 * - `payback`, `paybackNetOfResale`: `{kind: "month", month}` or `{kind: "notWithinHorizon",
 *   lastMonthSearched, reason}`, cash paid by the month; `paybackLastMonthSearched`: ⌊12 × years⌋
 * - `resale`: `{haircut, haircutAssumed}`, the used-market haircut behind the net-of-resale figures
 * - `commitment`: `{minimumMonths, monthsPaid, cnyPerMonth, totalCny}` for a monthly or reserved
 *   offering, `null` otherwise
 * - `spot`: for a spot offering with an interruption rate, `{ratePerHour,
 *   hoursBetweenInterruptions, checkpointIntervalHours, billedPerUsefulHour, capacityWaitHours,
 *   calendarHoursPerUsefulHour, hoursToFinishMonth, onDemandOfferingId, stopsPaying}`
 *   (`stopsPaying`: `{kind: "interval", hoursBetweenInterruptions, interruptionsPerDay}` or
 *   `{kind: "never" | "always", reason}`); `null` otherwise
 * - `hybrid`: for a scenario that names a demand profile, `{kind: "fleet", profile,
 *   overflowOfferingId, overflowLabel, costs, best, bestOwnedGpus, allOwned, allRented,
 *   breakEvenUtilization}` (`costs`: every fleet size from 0 to the peak, each `{owned, own, rent,
 *   total, servedByOwned}`, CNY over the horizon) or `{kind: "unavailable", profile, reason}`;
 *   `null` otherwise
 *
 * @module
 */
import { formatIssue } from "../data/errors.ts";
import { loadDataset } from "../data/folder.ts";
import { hybridFleet, type HybridResult, perGpuCosts } from "../model/hybrid.ts";
import { withTerms } from "../model/monthly.ts";
import {
  applyOverrides,
  demandProfileOf,
  displayRate,
  overridesFromParameters,
  resolveScenario,
  type ScenarioResults,
  scenarioResults,
  UnknownScenarioError,
} from "../scenario.ts";
import { PARAMETER_OPTIONS, parametersFromCommandLine } from "./parameters.ts";
import { InputError, parseCommandLine, runTask } from "./main.ts";
import { formatNumber } from "../present/format.ts";
import type { BreakEven, Payback } from "../model/breakeven.ts";

const say = (b: BreakEven) =>
  b.kind === "hours"
    ? `owning cheaper ${b.ownCheaper} ${formatNumber(b.hoursPerDay, 2)} h/day`
    : `${b.kind} (${b.reason})`;
/** The hybrid fleet as JSON: every fleet size 0..peak and the offering renting the overflow. */
function hybridJson(h: ScenarioResults["hybrid"]) {
  if (h === null || h.kind === "unavailable") return h;
  return {
    ...h,
    bestOwnedGpus: h.best.owned,
    allRented: h.costs[0],
    allOwned: h.costs[h.costs.length - 1],
  };
}
const sayPay = (p: Payback) => p.kind === "month" ? `month ${p.month}` : `never (${p.reason})`;

if (import.meta.main) {
  await runTask("calc", async () => {
    const { values } = parseCommandLine("calc", Deno.args, {
      data: { type: "string", default: "data" },
      json: { type: "boolean", default: false },
      ...PARAMETER_OPTIONS,
    });
    const parameters = await parametersFromCommandLine("compute", values);
    const result = await loadDataset(values.data).catch((error: Error) => {
      throw new InputError(`Cannot read the data folder ${values.data}: ${error.message}`);
    });
    if (!result.ok) {
      for (const i of result.issues) console.error(`error: ${formatIssue(i)}`);
      Deno.exit(1);
    }
    const d = result.dataset;
    if (typeof parameters.scenario !== "string") {
      throw new InputError(
        `Missing --scenario: scenarios.csv lists ${d.scenarios.map((s) => s.id).join(", ")}`,
      );
    }
    let r;
    let hybrid: HybridResult | undefined;
    try {
      const resolved = resolveScenario(d, parameters.scenario);
      const shownIn = typeof parameters.currency === "string"
        ? parameters.currency
        : resolved.scenario.currency;
      const rate = displayRate(d, shownIn);
      const applied = applyOverrides(resolved, overridesFromParameters(parameters, rate));
      r = scenarioResults(applied);
      const found = demandProfileOf(d, applied.scenario);
      if (found?.named && applied.overflow) {
        const perGpu = perGpuCosts(withTerms(applied.inputs, applied.overflow.terms));
        hybrid = hybridFleet(found.profile.levels, perGpu);
      }
    } catch (error) {
      if (!(error instanceof UnknownScenarioError || error instanceof RangeError)) throw error;
      throw new InputError(error.message);
    }
    const t = r.consistent.tco;
    if (values.json) {
      console.log(JSON.stringify(
        {
          scenario: r.scenario,
          description: r.description,
          parameters,
          usedHoursPerDay: r.usedHoursPerDay,
          horizonYears: r.horizonYears,
          currency: "CNY",
          discountRate: r.presentValue.discountRate,
          tco: {
            documentMethod: r.documentMethod.tco,
            consistent: { own: t.own, cloud: t.cloud, ownMinusCloud: t.ownMinusCloud },
            presentValue: r.presentValue.tco,
          },
          breakEven: {
            documentMethod: r.documentMethod.breakEven,
            consistent: r.consistent.breakEven,
            presentValue: r.presentValue.breakEven,
          },
          hoursPerMonth: r.hoursPerMonth,
          monthly: r.monthly.map((m) => ({
            label: m.label,
            kind: m.kind,
            offeringId: m.offeringId ?? null,
            cnyPerMonth: m.cost,
          })),
          payback: r.payback,
          paybackNetOfResale: r.paybackNetOfResale,
          paybackLastMonthSearched: r.paybackLastMonthSearched,
          resale: r.resale,
          commitment: r.commitment,
          spot: r.spot,
          hybrid: hybridJson(r.hybrid),
        },
        null,
        2,
      ));
    } else {
      const rows: [string, string][] = [
        ["Scenario", `${r.scenario}: ${r.description}`],
        [
          "Hours used",
          `${formatNumber(r.usedHoursPerDay, 2)} h/day over ${
            formatNumber(r.horizonYears, 1)
          } years`,
        ],
        ["TCO, document's method", `${formatNumber(r.documentMethod.tco)} CNY`],
        ["TCO, consistent: own", `${formatNumber(t.own.total)} CNY`],
        ["TCO, consistent: rent", `${formatNumber(t.cloud.total)} CNY`],
        [
          `TCO, present value at ${formatNumber(r.presentValue.discountRate * 100, 1)} %: own`,
          `${formatNumber(r.presentValue.tco.own)} CNY`,
        ],
        [
          `TCO, present value at ${formatNumber(r.presentValue.discountRate * 100, 1)} %: rent`,
          `${formatNumber(r.presentValue.tco.cloud)} CNY`,
        ],
        ["Break-even, document's method", say(r.documentMethod.breakEven)],
        ["Break-even, consistent", say(r.consistent.breakEven)],
        ["Break-even, present value", say(r.presentValue.breakEven)],
        ...r.monthly.map((
          m,
        ): [string, string] => [
          `Monthly at ${formatNumber(r.hoursPerMonth)} h: ${m.label}`,
          `${formatNumber(m.cost)} CNY`,
        ]),
        ["Payback (cash)", sayPay(r.payback)],
        ["Payback net of resale", sayPay(r.paybackNetOfResale)],
        ...(hybrid === undefined ? [] : [[
          "Hybrid fleet: cheapest",
          `own ${hybrid.best.owned} GPUs, rent the rest: ${
            formatNumber(hybrid.best.total)
          } CNY (own all ${formatNumber(hybrid.allOwned.total)}, rent all ${
            formatNumber(hybrid.allRented.total)
          })`,
        ] as [string, string]]),
      ];
      const width = Math.max(...rows.map(([k]) => k.length));
      for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
    }
  });
}
