import { describe, expect, it } from "vitest";
import { emptyProjectPlan, type ProjectPlan } from "../schemas/planner.js";
import { planFileName, renderAgentsBrief, renderPlanMarkdown, slugify } from "./plan-markdown.js";

const meta = {
  projectName: "Invoice Buddy 2.0!",
  projectDescription: "Helps freelancers send invoices.\n\nSecond paragraph.",
  experienceLevel: "intermediate" as const,
};

const plan: ProjectPlan = {
  overview: {
    purpose: "Freelancers lose track of unpaid invoices.",
    goals: ["Send an invoice in a minute"],
    targetUsers: "Solo designers",
  },
  features: { essential: ["Create a client", "Send an invoice"], niceToHave: ["PDF export"] },
  technical: { techStack: ["React", "PostgreSQL"], architecture: "A React app calls an API." },
  userExperience: { userFlows: ["New user signs up and sends an invoice"], interfaceNeeds: ["Works on phones"] },
  timeline: {
    phases: [{ name: "Foundation", duration: "1 week", description: "Set up | deploy" }],
    totalEstimate: "About 6 weeks",
  },
  challenges: { risks: ["Payments"], solutions: ["Use hosted checkout"] },
};

describe("file names", () => {
  it("slugifies the project name", () => {
    expect(slugify("Invoice Buddy 2.0!")).toBe("invoice-buddy-2-0");
    expect(slugify("Café Über")).toBe("cafe-uber");
    expect(slugify("!!!")).toBe("project");
    expect(planFileName("Invoice Buddy 2.0!")).toBe("invoice-buddy-2-0-project-plan.md");
  });
});

describe("renderPlanMarkdown", () => {
  it("renders every section with the user's content", () => {
    const md = renderPlanMarkdown(meta, plan);
    expect(md.startsWith("# Invoice Buddy 2.0!: Project Plan\n")).toBe(true);
    for (const heading of [
      "## Overview",
      "## Features",
      "## Technical",
      "## User experience",
      "## Timeline",
      "## Challenges",
    ])
      expect(md).toContain(heading);
    expect(md).toContain("Experience level: Intermediate");
    expect(md).toContain("- Send an invoice in a minute");
    expect(md).toContain("- PDF export");
    expect(md).toContain("| Foundation | 1 week | Set up \\| deploy |");
    expect(md).toContain("Total estimate: About 6 weeks");
    expect(md).toContain("**Risk:** Payments  \n  **Solution:** Use hosted checkout");
    expect(md).toContain("Helps freelancers send invoices.\n\nSecond paragraph.");
  });

  it("marks empty sections instead of leaving them blank", () => {
    const md = renderPlanMarkdown(meta, emptyProjectPlan());
    expect(md).toContain("_Not decided yet._");
    expect(md).toContain("_None named yet._");
  });

  it("escapes text that would become markup", () => {
    const md = renderPlanMarkdown(meta, {
      ...plan,
      features: { essential: ["# not a heading", "<script>x</script>"], niceToHave: [] },
    });
    expect(md).toContain("- \\# not a heading");
    expect(md).toContain("\\<script>x\\</script>");
  });

  it("leaves an arrow as written and never doubles a full stop", () => {
    const md = renderPlanMarkdown(meta, {
      ...plan,
      features: { essential: ["Import CSV -> preview -> save"], niceToHave: ["Dark mode."] },
    });
    expect(md).toContain("- Import CSV -> preview -> save");
    expect(md).not.toContain("-\\>");
    expect(md).toContain("Dark mode.");
    expect(md).not.toMatch(/[^.]\.\.(?!\.)/);
    const brief = renderAgentsBrief(meta, {
      ...plan,
      features: { ...plan.features, niceToHave: ["Dark mode."] },
      userExperience: { ...plan.userExperience, interfaceNeeds: ["Keyboard first."] },
    });
    expect(brief).toContain("Out of scope until asked: Dark mode.");
    expect(brief).not.toMatch(/[^.]\.\.(?!\.)/);
  });
});

describe("renderAgentsBrief", () => {
  it("orders tasks from a walking skeleton through each essential feature, each with acceptance criteria", () => {
    const brief = renderAgentsBrief(meta, plan);
    const tasks = [...brief.matchAll(/^### (\d+)\. (.+)$/gm)].map((m) => `${m[1]}. ${m[2]}`);
    expect(tasks).toEqual(["1. Walking skeleton", "2. Create a client", "3. Send an invoice"]);
    expect(brief).toContain("- [ ] A user can create a client, shown by an automated test");
    expect(brief).toContain("## Conventions");
    expect(brief).toContain("- React, PostgreSQL");
    expect(brief).toContain("Out of scope until asked: PDF export.");
    expect(brief).toMatch(/stop and summarise/);
    expect(brief.split("\n").length).toBeLessThan(50);
  });

  it("is calm: no threats, bribes, alarm words or shouting (content guide, Avoid)", () => {
    const brief = renderAgentsBrief(meta, plan);
    expect(brief).not.toMatch(
      /fired|tip you|\$\d+ tip|or else|your job|lives depend|\bcritical:|\bimportant:|!!|\bmust\b/i,
    );
    expect(brief.replace(/AGENTS\.md|README|PDF/g, "").match(/\b[A-Z]{4,}\b/g)).toBeNull();
  });

  it("names the stack's own check command", () => {
    const brief = renderAgentsBrief(
      { ...meta, projectDescription: "A CLI in Go 1.22 that syncs dotfiles." },
      { ...plan, technical: { techStack: ["Go 1.22", "Cobra"], architecture: "" } },
    );
    expect(brief).toContain("`go vet ./... && go test ./...`");
    expect(brief).not.toMatch(/npm|Rails/);
  });

  it("asks the agent to propose a stack when none was chosen", () => {
    const brief = renderAgentsBrief(meta, emptyProjectPlan());
    expect(brief).toContain("not chosen yet: propose one and wait for approval");
    expect(brief).toContain("Helps freelancers send invoices.");
  });
});
