import { startProductServer, useProductServer } from "./product-server";

/** Runs the product exactly as a user does (`npm start`); workers inherit its URL and keys. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startProductServer();
  useProductServer(server);
  return () => server.stop();
}
