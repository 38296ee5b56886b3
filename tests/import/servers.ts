/** Local HTTP servers for the fetch tests: a catalog on 127.0.0.1, and one that breaks off. */

/** A running local server: its address and how to stop it. */
export interface LocalServer {
  /** `http://127.0.0.1:PORT`, no final slash. */
  url: string;
  /** Stops the server, once every request it holds has been answered. */
  close(): Promise<void>;
}

/** Serves `handler` on a free port of 127.0.0.1. */
export function serve(handler: (request: Request) => Response | Promise<Response>): LocalServer {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handler);
  return { url: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

/**
 * A server that announces `body`'s whole length in `Content-Length`, sends half of it and closes
 * the connection: a response broken off half-way.
 */
export function halfWritten(body: Uint8Array): LocalServer {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const head = (n: number) =>
    new TextEncoder().encode(
      `HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: ${n}\r\nConnection: close\r\n\r\n`,
    );
  const served = (async () => {
    try {
      for await (const conn of listener) {
        try {
          await conn.read(new Uint8Array(8192)); // the request; its content does not matter
          await conn.write(head(body.length));
          await conn.write(body.subarray(0, Math.floor(body.length / 2)));
        } catch {
          // the client gave up first
        } finally {
          conn.close();
        }
      }
    } catch {
      // the listener was closed
    }
  })();
  return {
    url: `http://127.0.0.1:${(listener.addr as Deno.NetAddr).port}`,
    close: async () => {
      listener.close();
      await served;
    },
  };
}

/** Every file under `folder`, relative path → bytes: to compare a folder before and after. */
export async function filesUnder(folder: string, prefix = ""): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  for await (const e of Deno.readDir(folder)) {
    const path = `${folder}/${e.name}`;
    if (e.isDirectory) {
      for (const [name, bytes] of await filesUnder(path, `${prefix}${e.name}/`)) {
        files.set(name, bytes);
      }
    } else files.set(`${prefix}${e.name}`, await Deno.readFile(path));
  }
  return new Map([...files].sort(([a], [b]) => a < b ? -1 : 1));
}
