import assert from "node:assert/strict";
import fc from "fast-check";
import {
  breakEvenHours,
  breakEvenHoursFixedTco,
  cumulativeCosts,
  lastPaybackMonth,
  ownCheaperAt,
  paybackMonth,
} from "../../lib/model/breakeven.ts";
import { tco, tcoPresentValue } from "../../lib/model/cost.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";
import { agree, arbInputs, MANY } from "./arbitrary.ts";

Deno.test("breakEvenHours() of the document's case is 4.30 h/day, owning cheaper above (B14)", () => {
  const b = breakEvenHours(SEED_3090);
  assert.equal(b.kind, "hours");
  // (13,500 − 2,700 + 500 + 2,127.94) / (1,095 × (3.5 − 0.65)) = 13,427.94 / 3,120.75
  if (b.kind === "hours") {
    near(
      b.breakEvenHoursPerDay,
      (13_500 - 2700 + 500 + 13_500 * (1.05 ** 3 - 1)) / 3120.75,
      1e-9,
      "B14",
    );
    assert.equal(b.ownCheaper, "above");
  }
});

Deno.test("ownCheaperAt() says owning pays above the document's 4.30 h/day and not at its 4 h/day (B14)", () => {
  const b = breakEvenHours(SEED_3090);
  assert.equal(ownCheaperAt(b, 4), false); // the document's use: 8 h a day at 50 %
  assert.equal(ownCheaperAt(b, 8), true);
  assert.equal(ownCheaperAt({ kind: "always", why: { kind: "cheaper-at-zero" } }, 0), true);
  assert.equal(ownCheaperAt({ kind: "never", why: { kind: "no-horizon" } }, 24), false);
});

Deno.test("property: ownCheaperAt() agrees with tco() away from the break-even", () => {
  fc.assert(
    fc.property(arbInputs, fc.double({ min: 0, max: 24, noNaN: true }), (inputs, h) => {
      const b = breakEvenHours(inputs);
      // at the break-even itself both cost the same; compare a little away from it
      if (b.kind === "hours" && Math.abs(h - b.breakEvenHoursPerDay) < 1e-3) return;
      const t = tco({ ...inputs, usedHoursPerDay: h });
      if (Math.abs(t.ownMinusRent) <= 1e-6 * (t.own.total + t.rent.total)) return;
      assert.equal(ownCheaperAt(b, h), t.ownMinusRent < 0);
    }),
    MANY,
  );
});

Deno.test("breakEvenHours() is never when the cloud is cheaper per hour and owning's fixed costs are higher", () => {
  const b = breakEvenHours({ ...SEED_3090, rentCnyPerGpuHour: 0.6 });
  assert.equal(b.kind, "never");
  // 0.6 CNY/h rented against 0.65 kW × 1 CNY/kWh = 0.65 CNY/h owned
  assert.ok(b.why.kind === "rent-hour-cheaper", b.why.kind);
  near(b.why.rentedPerHour, 0.6, 1e-12, "rented");
  near(b.why.ownedPerHour, 0.65, 1e-12, "owned");
});

Deno.test("breakEvenHours() is never when it would need more than 24 hours a day", () => {
  const b = breakEvenHours({ ...SEED_3090, rentCnyPerGpuHour: 0.8 });
  assert.equal(b.kind, "never");
  // each hour saves 0.8 − 0.65 = 0.15 CNY against 13,427.94 CNY more fixed (B14's numerator);
  // 24 h × 1,095 days × 0.15 = 3,942 CNY is too little
  assert.ok(b.why.kind === "over-24h", b.why.kind);
  near(b.why.rentMinusOwnPerHour, 0.15, 1e-12, "saving");
  near(b.why.fixedOwnMinusRent, 13_500 - 2700 + 500 + 13_500 * (1.05 ** 3 - 1), 1e-9, "fixed gap");
});

Deno.test("breakEvenHours() looks at fixed costs: a cheap cloud with costly storage is always dearer", () => {
  // issue example: 0.5 CNY/h and 5,000 GB kept: renting 94,170 against owning 16,275
  const x = { ...SEED_3090, rentCnyPerGpuHour: 0.5, storageGb: 5000 };
  near(tco(x).rent.total, 5000 * 0.0007 * 8760 * 3 + 0.5 * 4380, 1e-6, "renting");
  assert.equal(breakEvenHours(x).kind, "always");
  assert.deepEqual(paybackMonth(x), { kind: "month", month: 6 });
});

Deno.test("breakEvenHours() against a commitment: owning cheaper below some hours, or always", () => {
  const monthly = {
    ...SEED_3090,
    rentBilling: "committed" as const,
    rentMinimumMonths: 1,
    rentCnyPerGpuHour: 1052 / 730,
  };
  assert.equal(breakEvenHours(monthly).kind, "always"); // 37,872 rent against 13,428 + 0.65/h
  // a commitment at 0.9 CNY/h-equivalent: 0.9 × 26,280 h = 23,652, own = 13,427.94 + 0.65 H
  const cheap = { ...monthly, rentCnyPerGpuHour: 0.9 };
  const b = breakEvenHours(cheap);
  assert.equal(b.kind, "hours");
  if (b.kind === "hours") {
    assert.equal(b.ownCheaper, "below");
    near(b.breakEvenHoursPerDay, (0.9 * 26_280 - 13_427.9375) / 0.65 / 1095, 1e-6, "below");
  }
});

Deno.test("breakEvenHours() is never for a horizon of 0 and always when owning's fixed cost is below the cloud's", () => {
  assert.deepEqual(breakEvenHours({ ...SEED_3090, horizonYears: 0 }), {
    kind: "never",
    why: { kind: "no-horizon" },
  });
  // 1,000,000 GB × 0.0007 CNY/GB-h × 26,280 h renting, more than all of owning, at 0 h/day too
  assert.deepEqual(breakEvenHours({ ...SEED_3090, storageGb: 1e6 }), {
    kind: "always",
    why: { kind: "cheaper-at-zero" },
  });
});

Deno.test("breakEvenHours() against a dear commitment is always, with both fixed costs in its reason", () => {
  // 1,052 CNY a month × 36 = 37,872 CNY rent against 13,427.94 CNY owning's fixed cost (B14)
  const b = breakEvenHours({
    ...SEED_3090,
    rentBilling: "committed",
    rentMinimumMonths: 1,
    rentCnyPerGpuHour: 1052 / 730,
  });
  assert.ok(b.kind === "always" && b.why.kind === "cheaper-at-24h", JSON.stringify(b));
  near(b.why.rentFixed, 37_872, 1e-9, "rent fixed");
  near(b.why.ownFixed, 13_427.9375, 1e-9, "own fixed");
});

Deno.test("breakEvenHours() carries the hours and per-hour costs it states in its reason", () => {
  const above = breakEvenHours(SEED_3090);
  assert.ok(above.kind === "hours" && above.why.kind === "saving-pays-fixed");
  // B14: 3.5 CNY/h rented, 0.65 CNY/h owned, 4.30 h/day
  near(above.why.rentedPerHour, 3.5, 1e-12, "rented");
  near(above.why.ownedPerHour, 0.65, 1e-12, "owned");
  assert.equal(above.why.breakEvenHoursPerDay, above.breakEvenHoursPerDay);
  const below = breakEvenHours({
    ...SEED_3090,
    rentBilling: "committed",
    rentMinimumMonths: 1,
    rentCnyPerGpuHour: 0.9,
  });
  assert.ok(below.kind === "hours" && below.why.kind === "commitment-flat");
  near(below.why.ownedPerHour, 0.65, 1e-12, "owned");
  assert.equal(below.why.breakEvenHoursPerDay, below.breakEvenHoursPerDay);
});

Deno.test("breakEvenHoursFixedTco() is B13: 25,273 / (365 × 3 × 3.5) = 6.594 h/day", () => {
  const b = breakEvenHoursFixedTco(25_273, 3, 3.5);
  assert.equal(b.kind, "hours");
  if (b.kind === "hours") near(b.breakEvenHoursPerDay, 25_273 / 3832.5, 1e-12, "B13");
  assert.deepEqual(b.kind === "hours" && b.why, { kind: "fixed-tco" });
  assert.deepEqual(breakEvenHoursFixedTco(25_273, 0, 3.5), {
    kind: "never",
    why: { kind: "fixed-tco-undefined", horizonYears: 0, rentPerHour: 3.5 },
  });
  // 25,273 / (365 × 3 × 0.5) = 46.16 h/day, more than a day has
  const over = breakEvenHoursFixedTco(25_273, 3, 0.5);
  assert.ok(over.kind === "never" && over.why.kind === "fixed-tco-over-24h");
  near(over.why.hoursPerDay, 25_273 / 547.5, 1e-12, "B13 at 0.5 CNY/h");
  // a price so near 0 that 25,273 / (1,095 × 1e-310) overflows: no break-even, not Infinity h/day
  assert.deepEqual(breakEvenHoursFixedTco(25_273, 3, 1e-310), {
    kind: "never",
    why: { kind: "fixed-tco-undefined", horizonYears: 3, rentPerHour: 1e-310 },
  });
});

Deno.test("cumulativeCosts() start at the capital for owning and at 0 for renting", () => {
  const p = cumulativeCosts(SEED_3090, 36);
  assert.equal(p.length, 37);
  assert.equal(p[0]!.own, 13_500);
  assert.equal(p[0]!.rent, 0);
  near(p[36]!.rent, 4380 * 3.5, 1e-6, "36 months of renting");
});

Deno.test("paybackMonth() is not within the horizon at 4 h/day over 3 years in the document's case", () => {
  assert.deepEqual(paybackMonth(SEED_3090), {
    kind: "notWithinHorizon",
    lastMonthSearched: 36,
    why: { kind: "not-within-horizon", months: 36 },
  });
  assert.equal(paybackMonth({ ...SEED_3090, usedHoursPerDay: 0 }).kind, "notWithinHorizon");
});

Deno.test("paybackMonth() searches the horizon's whole months only: 30 of 2.55 years", () => {
  // 5.9 h/day over 2.55 years (30.6 months) crosses in month 31 when searched that far
  const x = { ...SEED_3090, usedHoursPerDay: 5.9, horizonYears: 2.55 };
  const points = cumulativeCosts(x, 31);
  const first = points.findIndex((p, m) => m > 0 && p.own <= p.rent);
  assert.equal(first, 31, "the crossing lies after the horizon");
  const p = paybackMonth(x);
  assert.equal(p.kind, "notWithinHorizon");
  assert.equal(p.kind === "notWithinHorizon" && p.lastMonthSearched, 30); // ⌊12 × 2.55⌋
  assert.equal(paybackMonth({ ...x, horizonYears: 1 / 12 }).kind, "notWithinHorizon");
  assert.equal(lastPaybackMonth(1 / 12), 1);
  assert.equal(lastPaybackMonth(0), 0);
});

Deno.test("cash payback against a reserved term pays the rent by the month, not the term in month 1", () => {
  // a 3-year term at 3.5 CNY/h-equivalent against the document's machine at 24 h/day: by the
  // month, month 1 costs owning 13,500 + … and renting 3.5 × 730 = 2,555
  const x = {
    ...SEED_3090,
    usedHoursPerDay: 24,
    rentBilling: "committed" as const,
    rentMinimumMonths: 36,
  };
  const byMonth = cumulativeCosts(x, 2);
  near(byMonth[1]!.rent, 3.5 * 730, 1e-9, "one month's rent");
  const term = cumulativeCosts(x, 2, { commitment: "wholeTerm" });
  near(term[1]!.rent, 3.5 * 730 * 36, 1e-9, "the whole term");
  const p = paybackMonth(x);
  assert.ok(p.kind === "month" && p.month > 1, JSON.stringify(p));
});

Deno.test("an 8-GPU server sold a month after purchase no longer pays back in month 1", () => {
  // 8x H100 at 230,000 USD × 7.19, sold at a 30 % haircut, against p5 at 55.04 USD/h × 7.19
  const server = {
    ...SEED_3090,
    gpuCount: 8,
    purchaseCny: 230_000 * 7.19,
    hostShareCny: 0,
    residualFraction: 0.35,
    residualYears: 5,
    resaleHaircut: 0.3,
    maintenanceCnyPerYear: 23_000 * 7.19,
    activePowerKw: 7.65,
    rentCnyPerGpuHour: 55.04 / 8 * 7.19,
    usedHoursPerDay: 24,
  };
  const first = cumulativeCosts(server, 1)[1]!;
  assert.ok(first.ownNetOfResale > first.rent, "a month's rent is less than the haircut");
  const noHaircut = cumulativeCosts({ ...server, resaleHaircut: 0 }, 1)[1]!;
  assert.ok(noHaircut.ownNetOfResale < noHaircut.rent, "without it, month 1 would pay");
});

const sideAt = (x: Parameters<typeof tco>[0], h: number) => tco({ ...x, usedHoursPerDay: h });

Deno.test("property: at the break-even hours owning and renting cost the same, in both views", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const b = breakEvenHours(x);
      const p = breakEvenHours(x, { view: "presentValue" });
      const scale = x.purchaseCny + x.hostShareCny +
        tco({ ...x, usedHoursPerDay: 24 }).rent.total +
        tco({ ...x, usedHoursPerDay: 24 }).own.total;
      if (b.kind === "hours") {
        const t = sideAt(x, b.breakEvenHoursPerDay);
        if (!agree(t.own.total, t.rent.total, scale)) return false;
      }
      if (p.kind === "hours") {
        const v = tcoPresentValue({ ...x, usedHoursPerDay: p.breakEvenHoursPerDay });
        if (!agree(v.own, v.rent, scale)) return false;
      }
      return true;
    }),
    MANY,
  );
});

Deno.test("property: the break-even's kind says which side is cheaper at 0 and 24 hours a day", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const b = breakEvenHours(x);
      const at0 = sideAt(x, 0).ownMinusRent, at24 = sideAt(x, 24).ownMinusRent;
      if (b.kind === "always") return at0 < 0 && at24 < 0;
      if (b.kind === "never") return at0 >= 0 && at24 >= 0;
      if (b.ownCheaper === "above") return at0 >= 0 && at24 < 0;
      return at0 < 0 && at24 >= 0;
    }),
    MANY,
  );
});

Deno.test("property: break-even hours fall as an hourly cloud price rises", () => {
  fc.assert(fc.property(arbInputs, fc.double({ min: 1.01, max: 3, noNaN: true }), (x0, factor) => {
    const x = { ...x0, rentBilling: "hourly" as const };
    const a = breakEvenHours(x),
      b = breakEvenHours({ ...x, rentCnyPerGpuHour: x.rentCnyPerGpuHour * factor });
    const h = (r: typeof a) =>
      r.kind === "hours" && r.ownCheaper === "above"
        ? r.breakEvenHoursPerDay
        : r.kind === "always"
        ? 0
        : r.kind === "never"
        ? Infinity
        : undefined;
    const ha = h(a), hb = h(b);
    return ha === undefined || hb === undefined || hb <= ha + 1e-9;
  }));
});

Deno.test("property: the cumulative costs at the horizon are the TCO", () => {
  fc.assert(
    fc.property(arbInputs, fc.integer({ min: 1, max: 10 }), (x0, years) => {
      const x = { ...x0, horizonYears: years };
      const last = cumulativeCosts(x, years * 12, { commitment: "wholeTerm" })[years * 12]!;
      const t = tco(x);
      const scale = t.own.capital + t.own.costOfCapital + t.rent.total + t.own.electricity;
      return agree(last.ownNetOfResale, t.own.total, scale) &&
        agree(last.rent, t.rent.total, scale) &&
        agree(last.own, t.own.total + t.own.residual, scale);
    }),
    MANY,
  );
});

Deno.test("property: the payback month is the first month whose cumulative costs cross", () => {
  fc.assert(
    fc.property(arbInputs, fc.boolean(), (x, netOfResale) => {
      const months = lastPaybackMonth(x.horizonYears);
      const points = cumulativeCosts(x, months);
      const own = (m: number) => netOfResale ? points[m]!.ownNetOfResale : points[m]!.own;
      const crossed = (m: number) => own(m) <= points[m]!.rent;
      const p = paybackMonth(x, { netOfResale });
      if (p.kind === "notWithinHorizon") {
        return p.lastMonthSearched === months && points.slice(1).every((q) => !crossed(q.month));
      }
      return crossed(p.month) &&
        points.slice(1, p.month).every((q) => !crossed(q.month));
    }),
    MANY,
  );
});
