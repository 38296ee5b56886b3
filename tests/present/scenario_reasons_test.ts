// The scenario's typed reasons (a machine left out of the D1 comparisons, a hybrid fleet it cannot
// price) are worded in lib/present, in each report language, from the values they hold.
import assert from "node:assert/strict";
import { sayHybridUnavailable, saySkippedMachine } from "../../lib/present/findings.ts";

const HAN = /\p{Script=Han}/u;

Deno.test("saySkippedMachine() says why a machine is not compared at 7×24, with its row or GPU model", () => {
  const noOffering = {
    hardwareId: "b200-box",
    reason: { kind: "noOffering", gpuModel: "B200" },
  } as const;
  const noSite = {
    hardwareId: "x",
    reason: { kind: "noSiteOrFinance", row: 7, column: "site_id" },
  } as const;
  assert.equal(
    saySkippedMachine(noOffering, "en"),
    "no on-demand or reserved offering of B200",
  );
  assert.equal(
    saySkippedMachine(noSite, "en"),
    "hardware.csv row 7 names no site_id and no scenario uses the machine",
  );
  for (const s of [noOffering, noSite]) {
    assert.match(saySkippedMachine(s, "zh"), HAN);
  }
  assert.match(saySkippedMachine(noSite, "zh"), /第 7 行.*site_id/);
});

Deno.test("sayHybridUnavailable() names the GPU model no offering rents by the hour, in each language", () => {
  const why = { kind: "noHourlyOffering", gpuModel: "RTX 4090" } as const;
  assert.equal(
    sayHybridUnavailable(why, "en"),
    "No offering of RTX 4090 is sold by the hour to rent the overflow with",
  );
  assert.match(sayHybridUnavailable(why, "zh"), /RTX 4090/);
  assert.match(sayHybridUnavailable(why, "zh"), HAN);
});
