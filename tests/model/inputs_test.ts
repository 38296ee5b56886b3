import assert from "node:assert/strict";
import { RANGE_PARAMETERS } from "../../lib/data/ranges.ts";
import { inputVector } from "../../lib/model/cost.ts";
import fc from "fast-check";
import {
  hoursPerDayOfMonth,
  hoursPerMonthOf,
  INPUT_INDEX,
  INPUT_NAMES,
  SEED_3090,
  usedHoursPerDay,
} from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";

Deno.test("ranges.csv may name exactly the model's numeric inputs", () => {
  assert.deepEqual([...RANGE_PARAMETERS].sort(), [...INPUT_NAMES].sort());
});

Deno.test("inputVector() puts each input at its INPUT_INDEX position", () => {
  const v = inputVector(SEED_3090);
  INPUT_NAMES.forEach((name, i) => {
    assert.equal(INPUT_INDEX[name], i);
    assert.equal(v[i], SEED_3090[name]);
  });
});

Deno.test("usedHoursPerDay() is hours × days / 7 × utilisation, at most 24", () => {
  assert.equal(usedHoursPerDay(8, 7, 0.5), 4); // the document: 8 h a day at 50 %
  assert.equal(usedHoursPerDay(24, 7, 1.2), 24); // 28.8 h a day is taken as 24
});

Deno.test("the data files read from disk are the files the schemas describe", async () => {
  const { DATA_FILE_NAMES } = await import("../../lib/data/files.ts");
  const { DATA_FILES } = await import("../../lib/data/load.ts");
  assert.deepEqual([...DATA_FILE_NAMES], DATA_FILES);
});

Deno.test("hoursPerMonthOf() is hours a day × 365 / 12", () => {
  near(hoursPerMonthOf(4), 1460 / 12, 1e-12, "4 h/day (B4: 8 h at 50 %)"); // 4 × 365 = 1,460 a year
  assert.equal(hoursPerMonthOf(24), 730); // 8,760 / 12, every hour of the month
  assert.equal(hoursPerMonthOf(0), 0);
});

Deno.test("hoursPerDayOfMonth() is hours a month × 12 / 365, the inverse of hoursPerMonthOf()", () => {
  assert.equal(hoursPerDayOfMonth(730), 24); // 8,760 / 12 hours a month is every hour
  // 30 epochs of 4 h 52 min (A2) = 146 h a month: 146 × 12 / 365 = 4.8 h/day
  near(hoursPerDayOfMonth(30 * (4 + 52 / 60)), 4.8, 1e-12, "30 epochs a month");
  fc.assert(
    fc.property(fc.double({ min: 0, max: 24, noNaN: true }), (h) => {
      near(hoursPerDayOfMonth(hoursPerMonthOf(h)), h, 1e-12, "round trip");
    }),
  );
});
