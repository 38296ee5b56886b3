/** The market of offerings: which offering is the cheapest, on random price lists. */
import assert from "node:assert/strict";
import fc from "fast-check";
import type { Offering } from "../../lib/data/load.ts";
import {
  byPrice,
  cheapestBy,
  cheapestByGpuModel,
  cheapestPerProvider,
  rentalOptions,
} from "../../lib/scenario/market.ts";
import { MANY } from "../model/arbitrary.ts";

const PRICING = ["on_demand", "spot", "monthly", "reserved_1y", "reserved_3y"] as const;

/** Offerings with unique ids, prices that often tie (a few values, some scaled by 1 + 1e-12). */
const offerings = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^[a-e]{1,3}$/),
    provider: fc.constantFrom("AutoDL", "Gongji", "RunPod"),
    gpuModel: fc.constantFrom("RTX 3090", "RTX 4090"),
    pricingModel: fc.constantFrom(...PRICING),
    cnyPerGpuHour: fc.oneof(
      fc.constantFrom(1.98, 1.98 * (1 + 1e-12), 2.19, 0.6),
      fc.double({ min: 0.01, max: 500, noNaN: true }),
    ),
  }),
  { selector: (o) => o.id, minLength: 1, maxLength: 12 },
).map((list) => list as unknown as Offering[]);

/** Ways to group offerings. */
const keys = fc.constantFrom(
  (o: Offering) => o.provider,
  (o: Offering) => o.pricingModel,
  (o: Offering) => `${o.gpuModel}|${o.pricingModel}`,
  (_: Offering) => "all",
);

Deno.test("byPrice() orders by price and by id within 1e-9, as a total order", () => {
  fc.assert(
    fc.property(offerings, (list) => {
      for (const a of list) {
        assert.equal(byPrice(a, a), 0);
        for (const b of list) {
          if (a === b) continue;
          const ab = byPrice(a, b), ba = byPrice(b, a);
          assert.ok(ab !== 0, `${a.id} and ${b.id} are ordered`);
          assert.equal(Math.sign(ab), -Math.sign(ba));
          const gap = Math.abs(a.cnyPerGpuHour - b.cnyPerGpuHour);
          if (gap <= 1e-9 * Math.max(a.cnyPerGpuHour, b.cnyPerGpuHour)) {
            assert.equal(ab < 0, a.id! < b.id!, "a tie goes to the smaller id");
          } else assert.equal(ab < 0, a.cnyPerGpuHour < b.cnyPerGpuHour);
        }
      }
    }),
    MANY,
  );
});

Deno.test("cheapestBy() keeps one offering per key, none of its group cheaper, whatever the order", () => {
  fc.assert(
    fc.property(offerings, keys, (list, key) => {
      const actual = cheapestBy(list, key);
      assert.equal(new Set(actual.map((o) => key(o))).size, actual.length);
      assert.deepEqual(new Set(actual.map((o) => key(o))), new Set(list.map((o) => key(o))));
      for (const best of actual) {
        for (const o of list.filter((o) => key(o) === key(best))) {
          assert.ok(byPrice(best, o) <= 0, `${o.id} is not cheaper than ${best.id}`);
        }
      }
      const reversed = cheapestBy([...list].reverse(), key);
      assert.deepEqual(new Set(reversed), new Set(actual));
    }),
    MANY,
  );
});

Deno.test("cheapestPerProvider() and cheapestByGpuModel() are cheapestBy() with their keys", () => {
  fc.assert(
    fc.property(offerings, (list) => {
      assert.deepEqual(
        cheapestPerProvider(list),
        cheapestBy(list, (o) => `${o.provider}|${o.pricingModel}`),
      );
      const byModel = cheapestByGpuModel(list);
      assert.deepEqual(
        new Set(byModel),
        new Set(cheapestBy(list, (o) => `${o.gpuModel}|${o.pricingModel}`)),
      );
      const keys = byModel.map((o) => `${o.gpuModel}\u0000${o.pricingModel}`);
      assert.deepEqual(keys, [...keys].sort(), "ordered by GPU model, then pricing model");
    }),
    MANY,
  );
});

Deno.test("rentalOptions() gives the scenario's offering first, then the cheapest of each other pricing model, cheapest first", () => {
  fc.assert(
    fc.property(offerings, fc.nat(), (list, pick) => {
      const own = list[pick % list.length]!;
      const same = list.filter((o) => o.gpuModel === own.gpuModel);
      const actual = rentalOptions(own, same);
      assert.equal(actual[0], own);
      const kinds = actual.map((o) => o.pricingModel);
      assert.equal(new Set(kinds).size, kinds.length, "one option per pricing model");
      assert.deepEqual(new Set(kinds), new Set(same.map((o) => o.pricingModel)));
      const rest = actual.slice(1);
      for (const o of rest) {
        const kind = same.filter((x) => x.pricingModel === o.pricingModel);
        assert.ok(kind.every((x) => byPrice(o, x) <= 0), `${o.id} is the cheapest of its kind`);
      }
      for (let i = 1; i < rest.length; i++) assert.ok(byPrice(rest[i - 1]!, rest[i]!) < 0);
    }),
    MANY,
  );
});
