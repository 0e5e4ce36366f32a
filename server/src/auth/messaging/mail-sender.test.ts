import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/create-test-server.ts";
import { countMessages, uniqueEmail } from "../auth-test-helpers.ts";

interface Delivery {
  from: string;
  to: string[];
  data: string;
}

const REPLIES: Record<string, string> = {
  EHLO: "250-localhost\r\n250 8BITMIME\r\n",
  HELO: "250 localhost\r\n",
  DATA: "354 End data with <CR><LF>.<CR><LF>\r\n",
  QUIT: "221 Bye\r\n",
};

let smtp: Server;
let smtpUrl: string;
const deliveries: Delivery[] = [];

/** Enough of SMTP (RFC 5321, no TLS, no auth) for nodemailer to deliver one message per transaction. */
function serveSmtp(socket: Socket): void {
  let buffer = "";
  let current: Delivery = { from: "", to: [], data: "" };
  let isReadingData = false;
  socket.write("220 localhost test SMTP\r\n");
  socket.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    let end: number;
    while ((end = isReadingData ? buffer.indexOf("\r\n.\r\n") : buffer.indexOf("\r\n")) !== -1) {
      if (isReadingData) {
        current.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        deliveries.push(current);
        current = { from: "", to: [], data: "" };
        isReadingData = false;
        socket.write("250 OK queued\r\n");
        continue;
      }
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "MAIL") current.from = line;
      if (verb === "RCPT") current.to.push(line);
      if (verb === "DATA") isReadingData = true;
      socket.write(REPLIES[verb] ?? "250 OK\r\n");
      if (verb === "QUIT") socket.end();
    }
  });
}

let server: TestServer;

beforeAll(async () => {
  smtp = createServer(serveSmtp);
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`;
  server = await createTestServer({
    env: { SMTP_URL: smtpUrl, SMTP_FROM: "Bhakti Setu <auth@bhaktisetu.test>" },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("e-mail over SMTP (SMTP_URL)", () => {
  it("sends the confirmation through the SMTP server instead of the outbox", async () => {
    const email = uniqueEmail();
    const { data, error } = await server
      .createClient()
      .auth.signUp({ email, password: "correct horse" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const delivery = deliveries.find((item) => item.to.some((rcpt) => rcpt.includes(email)));
    expect(delivery?.from).toContain("auth@bhaktisetu.test");
    expect(delivery?.data).toContain("Subject: Confirm your Bhakti Setu account");
    // The text part travels quoted-printable: soft line breaks and "=" as =3D.
    const text = (delivery?.data ?? "").replace(/=\r\n/g, "").replace(/=3D/g, "=");
    expect(text).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]{56}&type=signup/);
    expect(await countMessages(server.db, email)).toBe(0);
  });
});
