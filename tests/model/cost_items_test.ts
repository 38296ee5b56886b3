import assert from "node:assert/strict";
import fc from "fast-check";
import {
  costItems,
  ITEM,
  ITEM_COUNT,
  LINE,
  linesFromItems,
  paidFactors,
  presentValueLines,
  tco,
  tcoItems,
} from "../../lib/model/cost.ts";
import {
  COST_ITEMS,
  OTHER_COST_NAMES,
  OTHER_COSTS,
  TCO_LINES,
} from "../../lib/model/cost_items.ts";
import { HIDDEN_COSTS } from "../../lib/model/hidden_costs.ts";
import {
  type CostInputs,
  INPUT_NAMES,
  type InputName,
  NOT_COUNTED,
  SEED_3090,
} from "../../lib/model/inputs.ts";
import { COST_LINE_WORDS, OTHER_COST_WORDS } from "../../lib/words/messages/costs.ts";
import { itemName } from "../../lib/present/charts/terms.ts";
import { COST_LINE_COLORS } from "../../lib/present/colors.ts";
import { HIDDEN_COST_KINDS } from "../../lib/data/hidden_costs.ts";
import { arbInputs, MANY } from "./arbitrary.ts";

Deno.test("the registry holds one record per cost item, in the order of ITEM", () => {
  assert.equal(COST_ITEMS.length, ITEM_COUNT);
  assert.deepEqual(
    COST_ITEMS.map((item) => item.key),
    Object.entries(ITEM).sort((a, b) => a[1] - b[1]).map(([key]) => key),
  );
  assert.equal(new Set(COST_ITEMS.map((item) => item.key)).size, COST_ITEMS.length);
});

/** The sums as they were written out item by item before the registry, to hold it to them. */
function writtenOut(x: CostInputs) {
  const items = costItems(x);
  const i = (k: keyof typeof ITEM) => items[ITEM[k]]!;
  const lines = [
    i("capital") - i("resale") + i("idleEnergy") + i("maintenance") + i("costOfCapital") +
    i("ownPeople") + i("siteSetup") + i("siteRent") + i("repairs") - i("rentOutIdle"),
    i("activeEnergy") + i("downtime") + i("rentOutForgone"),
    i("commitment") + i("setup") + i("storage") + i("rentPeople") + i("transferFees") +
    i("transferHours"),
    i("compute"),
  ];
  // the discount factors are the model's (paidFactors); what is held here is which item is paid how
  const { monthly: spread, trended, committed: committedSpread, atEnd } = paidFactors(x);
  const pv = [
    i("capital") + i("siteSetup") - i("resale") * atEnd +
    (i("idleEnergy") + i("maintenance") + i("ownPeople") + i("siteRent") + i("repairs") -
        i("rentOutIdle")) * spread,
    (i("activeEnergy") + i("rentOutForgone")) * spread + i("downtime") * trended,
    i("commitment") * committedSpread + (i("setup") + i("transferHours")) * trended +
    (i("storage") + i("rentPeople") + i("transferFees")) * spread,
    i("compute") * trended,
  ];
  return { lines, pv };
}

Deno.test("the lines summed from the registry are, bit for bit, the sums written out item by item", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const { lines, pv } = writtenOut(x);
      assert.deepEqual([...linesFromItems(costItems(x))], lines);
      assert.deepEqual([...presentValueLines(x)], pv);
      const t = tco(x);
      const used = t.usedHours;
      const i = costItems(x);
      // own: depreciation + electricity + maintenance + cost of capital + labour + site + failures
      // + the idle hours rented out (a credit)
      const own = (i[ITEM.capital]! - i[ITEM.resale]!) +
        (i[ITEM.idleEnergy]! + i[ITEM.activeEnergy]! * used) + i[ITEM.maintenance]! +
        i[ITEM.costOfCapital]! + i[ITEM.ownPeople]! + (i[ITEM.siteSetup]! + i[ITEM.siteRent]!) +
        (i[ITEM.repairs]! + i[ITEM.downtime]! * used) +
        (-i[ITEM.rentOutIdle]! + i[ITEM.rentOutForgone]! * used);
      const cloud = i[ITEM.compute]! * used + i[ITEM.commitment]! + i[ITEM.setup]! +
        i[ITEM.storage]! + i[ITEM.rentPeople]! + (i[ITEM.transferFees]! + i[ITEM.transferHours]!);
      assert.equal(t.own.total, own);
      assert.equal(t.rent.total, cloud);
    }),
    MANY,
  );
});

Deno.test("each item reads only the inputs its record names", () => {
  // a scenario that counts every other cost, hourly and committed: changing any input its record
  // does not name leaves the item as it was
  const all: CostInputs = {
    ...SEED_3090,
    idlePowerKw: 0.05,
    ownPeopleHoursPerMonth: 4,
    rentPeopleHoursPerMonth: 2,
    peopleCnyPerHour: 100,
    siteSetupCny: 1000,
    siteCnyPerKwMonth: 300,
    transferInGbPerMonth: 100,
    transferOutGbPerMonth: 50,
    ingressCnyPerGb: 0.1,
    egressCnyPerGb: 0.5,
    bandwidthMbps: 100,
    gpuFailuresPerYear: 0.06,
    repairShare: 0.5,
    downtimeHoursPerFailure: 48,
    rentPriceChangePerYear: -0.2,
    rentInterruptionsPerHour: 0.01,
    storageGb: 100,
    setupHoursPerMonth: 2,
    rentMinimumMonths: 12,
  };
  for (const rentBilling of ["hourly", "committed"] as const) {
    const x = { ...all, rentBilling };
    const base = costItems(x);
    for (const name of INPUT_NAMES) {
      const moved = costItems({ ...x, [name]: x[name] * 1.5 + 0.25 });
      COST_ITEMS.forEach((item, i) => {
        if ((item.inputs as readonly InputName[]).includes(name)) return;
        assert.equal(moved[i], base[i], `${item.key} does not read ${name} (${rentBilling})`);
      });
    }
  }
});

Deno.test("the other costs: their inputs are NOT_COUNTED, HIDDEN_COSTS and the data's kinds", () => {
  assert.deepEqual(
    NOT_COUNTED,
    Object.fromEntries(OTHER_COST_NAMES.flatMap((c) => OTHER_COSTS[c].inputs.map((n) => [n, 0]))),
  );
  assert.deepEqual(Object.keys(HIDDEN_COSTS), OTHER_COST_NAMES);
  assert.deepEqual([...HIDDEN_COST_KINDS], OTHER_COST_NAMES);
  // each item the document does not count belongs to one of them, and reads one of its inputs
  for (const item of COST_ITEMS) {
    if (item.counted === "document" || item.counted === "rentOut") continue;
    const inputs: readonly string[] = OTHER_COSTS[item.counted].inputs;
    assert.ok(item.inputs.some((n) => inputs.includes(n)), item.key);
  }
  // with every other cost blank and no idle hour rented out (the default), their items are all 0
  const items = costItems({ ...SEED_3090, ...NOT_COUNTED });
  COST_ITEMS.forEach((item, i) => {
    if (item.counted !== "document") assert.equal(items[i], 0, item.key);
  });
});

Deno.test("every TCO line has its words in both languages and a colour of its own", () => {
  const keys = TCO_LINES.map((l) => l.line);
  assert.deepEqual(
    TCO_LINES.map((l) => `${l.side}.${l.tco}`),
    [
      "own.depreciation",
      "own.electricity",
      "own.maintenance",
      "own.costOfCapital",
      "own.people",
      "own.site",
      "own.failures",
      "own.rentedOut",
      "rent.compute",
      "rent.commitment",
      "rent.setup",
      "rent.storage",
      "rent.people",
      "rent.transfer",
    ],
  );
  for (const key of keys) {
    assert.ok(COST_LINE_WORDS[key].en !== "" && COST_LINE_WORDS[key].zh !== "", key);
  }
  const colours = keys.map((k) => COST_LINE_COLORS[k]);
  assert.equal(new Set(colours).size, colours.length);
  for (const c of OTHER_COST_NAMES) assert.ok(OTHER_COST_WORDS[c].zh !== "", c);
  // the TCO table names its rows as the catalogue does, and the site of the TCO is the other
  // cost "site" in both languages
  const t = tco({ ...SEED_3090, siteSetupCny: 1000 });
  assert.deepEqual(
    tcoItems(t).map((r) => itemName(r.key, "en")).includes(OTHER_COST_WORDS.site.en),
    true,
  );
  assert.equal(COST_LINE_WORDS.site, OTHER_COST_WORDS.site);
});

Deno.test("the present value of an item follows when the record says it is paid", () => {
  // 13,500 CNY paid now, 2,700 CNY resold at the end of 3 years at 5 %: 2,700 / 1.05³ = 2,332.38
  const x = { ...SEED_3090, maintenanceCnyPerYear: 0, activePowerKw: 0 };
  const pv = presentValueLines(x);
  assert.equal(pv[LINE.ownFixed]!.toFixed(2), (13_500 - 2_700 / 1.05 ** 3).toFixed(2));
  // the cost of capital (paid "never") is not a cash flow: discounting is that cost
  assert.equal(COST_ITEMS[ITEM.costOfCapital].paid, "never");
});
