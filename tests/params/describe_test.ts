/** The parameters a report was built with, as items for the report to word. */
import assert from "node:assert/strict";
import { describeParameters, ParameterError } from "../../lib/params.ts";

Deno.test("describeParameters() gives each value set as an item: its parameter, value, unit and whether it is money", () => {
  const actual = describeParameters({
    hours_per_day: 6,
    cloud_price: 2,
    region: "CN; RunPod",
    utilization: undefined,
  });
  assert.deepEqual(actual, [
    { name: "hours_per_day", value: 6, unit: "hoursPerDay", money: false },
    { name: "cloud_price", value: 2, unit: "perGpuHour", money: true },
    { name: "region", value: "CN; RunPod", money: false },
  ]);
  assert.throws(() => describeParameters({ colour: 1 }), ParameterError);
});
