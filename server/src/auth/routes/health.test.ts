import { describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";

const server = useTestServer();

describe("GET /health", () => {
  it("answers as GoTrue's health check", async () => {
    const response = await server.fetch("http://localhost/auth/v1/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "GoTrue",
      version: expect.stringMatching(/^v2\./),
      description: "GoTrue is a user registration and authentication API",
    });
  });
});
