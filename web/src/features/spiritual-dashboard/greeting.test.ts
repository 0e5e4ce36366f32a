import { describe, expect, it } from "vitest";

import { greetingFor, titleForRole } from "./greeting";

describe("greetingFor", () => {
  it("titles a guru Guru, a pujari Pandit and anyone else Spiritual Guide", () => {
    expect(titleForRole("guru")).toBe("Guru");
    expect(titleForRole("pujari")).toBe("Pandit");
    expect(titleForRole("devotee")).toBe("Spiritual Guide");
    expect(titleForRole("temple_admin")).toBe("Spiritual Guide");
    expect(titleForRole(null)).toBe("Spiritual Guide");
  });

  it("adds the full name, or Ji when there is none", () => {
    expect(greetingFor("guru", "Anand Shastri")).toBe("Namaste, Guru Anand Shastri");
    expect(greetingFor("pujari", undefined)).toBe("Namaste, Pandit Ji");
    expect(greetingFor("pujari", "   ")).toBe("Namaste, Pandit Ji");
    expect(greetingFor(null, null)).toBe("Namaste, Spiritual Guide Ji");
  });
});
