// Downloading a catalog file: retries, timeouts, a response broken off, and writing whole files.
// Every server is local (127.0.0.1): no test needs the internet.
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  catalogAddress,
  DEFAULT_CATALOG,
  download,
  FetchError,
  writeFileAtomically,
} from "../../lib/import/fetch.ts";
import { halfWritten, serve } from "./servers.ts";

const FAST = { backoffSeconds: 0.01 };
const BODY =
  "InstanceType,AcceleratorName,AcceleratorCount,Price,Region\ngpu_1x_a10,A10,1,0.75,us\n";

Deno.test("catalogAddress() finds a cloud's file as SkyPilot's catalog lays it out", () => {
  assert.equal(
    catalogAddress(DEFAULT_CATALOG, "lambda"),
    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v7/lambda/vms.csv",
  );
  assert.equal(catalogAddress("http://mirror/v7/", "aws"), "http://mirror/v7/aws/vms.csv");
  assert.equal(catalogAddress("/copy/v7", "gcp"), "/copy/v7/gcp/vms.csv");
});

Deno.test("download() returns the body of a good answer", async () => {
  const server = serve(() => new Response(BODY));
  try {
    const bytes = await download(`${server.url}/lambda/vms.csv`, "lambda.csv", FAST);
    assert.equal(new TextDecoder().decode(bytes), BODY);
  } finally {
    await server.close();
  }
});

Deno.test("download() tries a failed request again and succeeds when the server recovers", async () => {
  let requests = 0;
  const server = serve(() =>
    ++requests === 1 ? new Response("busy", { status: 503 }) : new Response(BODY)
  );
  const told: string[] = [];
  try {
    const bytes = await download(`${server.url}/x`, "lambda.csv", {
      ...FAST,
      onRetry: (n, reason) => told.push(`${n}: ${reason}`),
    });
    assert.equal(new TextDecoder().decode(bytes), BODY);
    assert.equal(requests, 2);
    assert.deepEqual(told, ["1: answered 503 Service Unavailable"]);
  } finally {
    await server.close();
  }
});

Deno.test("download() gives up after its retries, naming the file, the address and the failure", async () => {
  let requests = 0;
  const server = serve(() => (requests++, new Response("down", { status: 500 })));
  try {
    await download(`${server.url}/runpod/vms.csv`, "runpod.csv", { ...FAST, retries: 2 }).then(
      () => assert.fail("a failing server gave a file"),
      (error: Error) => {
        assert.ok(error instanceof FetchError);
        assert.match(
          error.message,
          /^Cannot fetch runpod\.csv from http:\/\/127\.0\.0\.1:\d+\/runpod\/vms\.csv: answered 500 Internal Server Error \(tried 3 times\)$/,
        );
      },
    );
    assert.equal(requests, 3); // the first request and 2 retries
  } finally {
    await server.close();
  }
});

Deno.test("download() does not ask again for a file the server does not have (404)", async () => {
  let requests = 0;
  const server = serve(() => (requests++, new Response("no", { status: 404 })));
  try {
    await download(`${server.url}/nope/vms.csv`, "nope.csv", FAST).then(
      () => assert.fail("a 404 gave a file"),
      (error: Error) => assert.match(error.message, /nope\.csv .*answered 404 Not Found$/),
    );
    assert.equal(requests, 1);
  } finally {
    await server.close();
  }
});

Deno.test("download() gives up a request that gets no answer within the timeout", async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => release = resolve);
  const server = serve(async () => {
    await held;
    return new Response(BODY);
  });
  try {
    const started = performance.now();
    await download(`${server.url}/x`, "lambda.csv", { timeoutSeconds: 0.3, retries: 0 }).then(
      () => assert.fail("a stalled request gave a file"),
      (error: Error) =>
        assert.match(error.message, /lambda\.csv .*nothing came for 0\.3 s \(timed out\)$/),
    );
    assert.ok(performance.now() - started < 5000, "the timeout did not stop the request");
  } finally {
    release();
    await server.close();
  }
});

Deno.test("download() refuses a response broken off before its announced length", async () => {
  const server = halfWritten(new TextEncoder().encode(BODY.repeat(50)));
  try {
    await download(`${server.url}/x`, "lambda.csv", { ...FAST, retries: 1 }).then(
      () => assert.fail("half a file was taken for a file"),
      (error: Error) =>
        assert.match(error.message, /^Cannot fetch lambda\.csv from .*\(tried 2 times\)$/),
    );
  } finally {
    await server.close();
  }
});

Deno.test("writeFileAtomically() replaces a file whole and leaves no temporary file", async () => {
  const dir = await Deno.makeTempDir();
  const path = join(dir, "deep", "cloud_offerings.x.csv");
  await writeFileAtomically(path, new TextEncoder().encode("old"));
  await writeFileAtomically(path, new TextEncoder().encode("new"));
  assert.equal(await Deno.readTextFile(path), "new");
  assert.deepEqual([...Deno.readDirSync(join(dir, "deep"))].map((e) => e.name), [
    "cloud_offerings.x.csv",
  ]);
});
