import assert from "node:assert/strict";
import { itemColors, SERIES_COLORS, seriesColors } from "../../lib/present/colors.ts";

Deno.test("itemColors() gives each cost item its colour by its key, whatever the order", () => {
  assert.deepEqual(itemColors(["electricity", "storage"]), ["#edc948", "#76b7b2"]);
  assert.deepEqual(itemColors(["storage", "electricity"]), ["#76b7b2", "#edc948"]);
  // the purchase less resale value is its own meaning, not the document's plain purchase
  assert.deepEqual(
    itemColors(["purchaseLessResale", "purchase", "costOfCapital"]),
    ["#8c564b", "#4a2c20", "#9d7660"],
  );
});

Deno.test("itemColors() gives keys no record knows distinct fallbacks, none a known item's", () => {
  const known = itemColors(["electricity", "maintenance", "rentCompute"]);
  const unknown = itemColors(["insurance", "rackRent", "cooling"]);
  assert.equal(new Set(unknown).size, 3);
  for (const c of unknown) assert.ok(!known.includes(c), c);
});

Deno.test("seriesColors(): the first of a kind takes its colour, the next ones darker shades", () => {
  const [first, second, third] = seriesColors(["reserved_1y", "reserved_1y", "reserved_1y"]);
  assert.equal(first, SERIES_COLORS.reserved_1y); // #9467bd
  // each channel × 0.72, rounded: 0x94 = 148 → 106.56 → 107 = 0x6b; 0x67 = 103 → 74.16 → 74 = 0x4a;
  // 0xbd = 189 → 136.08 → 136 = 0x88
  assert.equal(second, "#6b4a88");
  // × 0.72² = 0.5184: 148 → 76.72 → 77 = 0x4d; 103 → 53.40 → 53 = 0x35; 189 → 97.98 → 98 = 0x62
  assert.equal(third, "#4d3562");
  assert.deepEqual(seriesColors(["own", "rent"]), [SERIES_COLORS.own, SERIES_COLORS.rent]);
  assert.equal(seriesColors(["a kind no one knows"])[0], SERIES_COLORS.neutral);
});

Deno.test("the sides and the ways of renting drawn together never share a colour", () => {
  const kinds = ["own", "ownNetOfResale", "spot", "monthly", "reserved_1y", "reserved_3y"];
  const colours = seriesColors([...kinds, "on_demand"]);
  assert.equal(new Set(colours).size, colours.length);
});
