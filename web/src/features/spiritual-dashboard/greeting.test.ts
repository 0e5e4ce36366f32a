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

  it("adds no second title to a name that already has one, in either script", () => {
    expect(greetingFor("pujari", "Pandit Raghav Sharma")).toBe("Namaste, Pandit Raghav Sharma");
    expect(greetingFor("pujari", "Pt. Raghav Sharma")).toBe("Namaste, Pt. Raghav Sharma");
    expect(greetingFor("guru", "Acharya Vidya Sagar")).toBe("Namaste, Acharya Vidya Sagar");
    expect(greetingFor("pujari", "पंडित राघव शर्मा")).toBe("Namaste, पंडित राघव शर्मा");
    expect(greetingFor("pujari", "Panditrao Deshmukh")).toBe("Namaste, Pandit Panditrao Deshmukh");
  });
});
