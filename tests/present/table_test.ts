import assert from "node:assert/strict";
import { table } from "../../lib/present/table.ts";

const cells = (html: string) => [...html.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);

Deno.test("table() writes a money column with one precision: 0 beside 12,345 reads 0 CNY", () => {
  const rows = [{ owned: 0, own: 0, rent: 12_345.4 }, { owned: 1, own: 4_500, rent: 8.25 }];
  const html = table(rows, { format: { owned: "integer", own: "money", rent: "money" } }).html;
  assert.deepEqual(cells(html), ["0", "0 CNY", "12,345 CNY", "1", "4,500 CNY", "8 CNY"]);
});

Deno.test("table() keeps cents in a money column whose amounts are all below 100", () => {
  const usd = { currency: "USD", cnyPerUnit: 7.2, lang: "en" } as const;
  const html = table([{ a: 0 }, { a: 7.2 * 1.5 }], { format: { a: "money" }, money: usd }).html;
  assert.deepEqual(cells(html), ["0.00 USD", "1.50 USD"]);
});

Deno.test("table() takes rows of an interface, as model functions return them, with its keys as columns", () => {
  // an interface has no index signature: table() typed over Record<string, unknown> refused it
  interface FleetRow {
    gpus: number;
    share: number;
  }
  const rows: readonly FleetRow[] = [{ gpus: 2, share: 0.25 }];
  const html = table(rows, { format: { gpus: "integer", share: "percent" } }).html;
  assert.deepEqual(cells(html), ["2", "25.0 %"]);
});
