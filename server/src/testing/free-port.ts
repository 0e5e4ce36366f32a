import { createServer } from "node:net";

/** A loopback port nothing listens on (free when asked; a test may also use it as a closed port). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
    probe.on("error", reject);
  });
}
