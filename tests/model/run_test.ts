// One training run on the cloud and at home (lib/model/run.ts), pinned to document 000's figures
// (seed-figures.md ids A1, A2, A4–A9, C1, C2).
import assert from "node:assert/strict";
import { MEASURED_000 } from "../../lib/model/document.ts";
import {
  hoursFromHm,
  runCost,
  slowdown,
  uploadSpeedMBps,
  uploadTimeHours,
} from "../../lib/model/run.ts";
import { near } from "../helpers.ts";

// 5.03 h on the cloud at 3.5 CNY/h, 200 GB at 0.0007 CNY/GB-h; 4.87 h at home at 0.65 kW, 1 CNY/kWh
const RUN = MEASURED_000.run;

Deno.test("A1: the cloud iteration is 3.1 % slower (0.428 s vs 0.415 s)", () => {
  near(slowdown(0.415, 0.428), 0.0313, 0.00005, "A1"); // (0.428 − 0.415) / 0.415 = 0.031325
});

Deno.test("A2: epochs of 4 h 52 m and 5 h 02 m are 4.867 h and 5.033 h, 3.42 % apart", () => {
  near(hoursFromHm(4, 52), 4.867, 0.0005, "local epoch");
  near(hoursFromHm(5, 2), 5.033, 0.0005, "cloud epoch");
  near(slowdown(hoursFromHm(4, 52), hoursFromHm(5, 2)), 0.0342, 0.00005, "A2 difference");
  near(hoursFromHm(4, 52) * 3600 / 0.415, 42_217, 1, "iterations per epoch"); // 17,520 s / 0.415 s
});

Deno.test("A4: cloud compute of one run is 17.61 CNY (5.03 h × 3.5)", () => {
  near(runCost(RUN).rentCompute, 17.61, 0.005, "A4");
});

Deno.test("A5: cloud storage of one run is about 0.7 CNY (200 GB × 0.0007 × 5.03 h = 0.7042)", () => {
  near(runCost(RUN).rentStorage, 0.7042, 0.00005, "A5");
});

Deno.test("A7: local electricity of one run is 3.17 CNY (0.65 kW × 4.87 h × 1)", () => {
  near(runCost(RUN).localElectricity, 3.1655, 0.00005, "A7");
});

Deno.test("A8: local electricity is about one fifth of cloud compute (0.180)", () => {
  near(runCost(RUN).localShareOfRent, 0.180, 0.0005, "A8"); // 3.1655 / 17.605
});

Deno.test("A9: local electricity per hour is 0.65 CNY/h (0.66 from 3.2 / 4.87)", () => {
  near(runCost(RUN).localCnyPerHour, 0.65, 1e-12, "A9"); // 0.65 kW × 1 CNY/kWh
});

Deno.test("C1: uploads of 150 GB in 6 h and 2.5 h run at 6.9 and 16.7 MB/s", () => {
  near(uploadSpeedMBps(150, 6), 6.94, 0.005, "web console");
  near(uploadSpeedMBps(150, 2.5), 16.67, 0.005, "rsync");
});

Deno.test("C2: set-up in GPU-less mode costs storage only; with the GPU on it costs the GPU price", () => {
  const gpuless = runCost({ ...RUN, setupHours: 2, gpulessSetup: true });
  const gpuOn = runCost({ ...RUN, setupHours: 2, gpulessSetup: false });
  assert.equal(gpuless.rentSetup, 0);
  near(gpuOn.rentSetup, 7, 1e-12, "2 h × 3.5"); // 2 h × 3.5 CNY/h
  near(
    gpuless.rentStorage - runCost(RUN).rentStorage,
    200 * 0.0007 * 2,
    1e-12,
    "storage during set-up",
  );
});

Deno.test("uploadTimeHours() is GB × 1,000 / MB/s / 3,600: C1's 150 GB by rsync takes 2.5 h", () => {
  near(uploadTimeHours(150, 150_000 / 9000), 2.5, 1e-12, "150,000 MB at 16.67 MB/s = 9,000 s");
  assert.equal(uploadTimeHours(0, 0), 0); // nothing to move takes no time, whatever the speed
  assert.throws(() => uploadTimeHours(1, 0), /uploadTimeHours\(mbPerSecond = 0\): > 0/);
});

Deno.test("runCost() keeps the data stored while it uploads: 150 GB at 16.7 MB/s adds 2.495 h", () => {
  const r = runCost({ ...RUN, uploadGb: 150 });
  near(r.uploadHours, 150_000 / 16.7 / 3600, 1e-12, "150,000 MB / 16.7 MB/s = 8,982 s = 2.495 h");
  // storage for 5.03 + 2.495 = 7.525 h: 200 GB × 0.0007 × 7.525 = 1.0535 CNY
  near(r.rentStorage, 1.0535, 0.00005, "storage");
});

Deno.test("slowdown() and uploadSpeedMBps() refuse a time that is not above 0", () => {
  assert.throws(() => slowdown(0, 1), /slowdown\(localSeconds = 0\): > 0/);
  assert.throws(() => uploadSpeedMBps(150, 0), /uploadSpeedMBps\(hours = 0\): > 0/);
});
