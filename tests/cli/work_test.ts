// calc --work --json on the shipped data: the fields lib/cli/work.ts's documentation lists, worked
// by hand where an independent check found one wrong.
import assert from "node:assert/strict";
import { calculateWork, workJson } from "../../lib/cli/work.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { optimalCheckpointHours } from "../../lib/model/spot.ts";
import type { ParameterValues } from "../../lib/params.ts";
import { near, ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-04") });

interface JsonRow {
  id: string;
  pricingModel: string;
  gpusUsed: number;
  hours: number;
  gpuHours: number;
}

const rowsOf = (p: ParameterValues): JsonRow[] =>
  JSON.parse(JSON.stringify(workJson(calculateWork(dataset, p)))).rows;

Deno.test("calc --work --json: a spot way's gpuHours are the GPU-hours billed, without the wait for capacity", () => {
  const p = { work: "lora-7b-2b-tokens", scenario: "team-8xh100-247", interruptions_per_day: 24 };
  const waited = rowsOf({ ...p, capacity_wait_minutes: 30 });
  const row = waited.find((r) => r.id === "aws-p5-spot")!;
  // 4 × 7e9 × 2e9 = 5.6e19 FLOPs on AWS p5's 8 H100s (989 TFLOP/s at 40 % MFU; a training run
  // counts no loss from spreading): 5.6e19 ÷ (989e12 × 0.4 × 3,600 × 8) = 4.915 useful hours
  const useful = 5.6e19 / (989e12 * 0.4 * 3600 * 8);
  // λ = 24 a day = 1 an hour, δ = 5 min to write a checkpoint, R = 10 min to restart
  // (team-8xh100-247), checkpoints at the best interval τ = 0.3547 h:
  // e^{λR} (e^{λ(τ + δ)} − 1) / (λτ) = 1.1814 × 0.5502 / 0.3547 = 1.8307 hours billed per useful hour
  const tau = optimalCheckpointHours(1, 5 / 60);
  const billed = useful * Math.exp(10 / 60) * Math.expm1(tau + 5 / 60) / tau; // 8.998 h
  // 8 GPUs × 8.998 h = 71.98 GPU-hours billed; the half hour waited after each of the 9.0
  // interruptions adds 4.5 calendar hours nobody bills: 8.998 × (1 + 1 × 0.5) = 13.50 h to finish
  near(row.gpuHours, 8 * billed, 1e-9, "71.98 GPU-hours billed");
  near(row.hours, billed * 1.5, 1e-9, "13.50 h to finish");
  // the wait is calendar time: on every way it moves the hours to finish, never the GPU-hours
  const prompt = rowsOf({ ...p, capacity_wait_minutes: 0 });
  for (const w of waited) {
    const q = prompt.find((r) => r.id === w.id)!;
    near(w.gpuHours, q.gpuHours, 1e-9 * q.gpuHours, `${w.id}: GPU-hours`);
    assert.ok(w.hours >= q.hours, `${w.id}: hours`);
    if (w.pricingModel !== "spot") near(w.gpuHours, w.hours * w.gpusUsed, 1e-9, w.id);
  }
});
