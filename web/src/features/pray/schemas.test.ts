import { describe, expect, it } from "vitest";
import { rupeesToPaise } from "@/lib/rupees-field";
import { pledgeFormSchema } from "./schemas";

const valid = { amount: "1001", pan: "", donorName: "", dedication: "" };

describe("pledgeFormSchema", () => {
  it("takes whole rupees and converts them to integer paise", () => {
    const parsed = pledgeFormSchema.parse({ ...valid, amount: " 1001 " });
    expect(parsed.amount).toBe("1001");
    expect(rupeesToPaise(parsed.amount)).toBe(100_100);
    expect(rupeesToPaise("10000000")).toBe(1_000_000_000);
  });

  it.each([
    ["", "Enter a whole number of rupees, e.g. 1001"],
    ["10.5", "Enter a whole number of rupees, e.g. 1001"],
    ["-5", "Enter a whole number of rupees, e.g. 1001"],
    ["0", "The smallest pledge is ₹1"],
    ["10000001", "Pledges above ₹1 crore are arranged with the temple"],
  ])("refuses the amount %j", (amount, message) => {
    const result = pledgeFormSchema.safeParse({ ...valid, amount });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("upper-cases a PAN and refuses one not shaped AAAAA9999A", () => {
    expect(pledgeFormSchema.parse({ ...valid, pan: " abcde1234f " }).pan).toBe("ABCDE1234F");
    for (const pan of ["ABCD1234F", "ABCDE12345", "12345ABCDE", "ABCDE1234FG"]) {
      expect(pledgeFormSchema.safeParse({ ...valid, pan }).error?.issues[0]?.message).toBe(
        "A PAN is five letters, four digits and a letter, like ABCDE1234F",
      );
    }
  });
});
