import { describe, expect, it } from "vitest";
import { detectStack, detectStackAsWritten, primaryLanguage, stackLabel } from "./stack-facts.js";

const labels = (text: string) => detectStack(text).map(stackLabel);
const names = (text: string) => detectStack(text).map((s) => s.name);

/** [input, names that must be found, names that must not be found] */
const cases: [string, string[], string[]][] = [
  ["a CLI in Go 1.22 that syncs dotfiles", ["Go"], ["Ruby on Rails", "Ruby"]],
  ["Written in golang with cobra", ["Go", "Cobra"], []],
  ["my Go server panics on nil map", ["Go"], []],
  ["go test ./... fails with a race", ["Go"], []],
  ["I want to go to the settings page and go back", [], ["Go"]],
  ["Let's go through the plan", [], ["Go"]],
  ["main.go:42: undefined: Config", ["Go"], []],
  ["Rust with Axum and Tokio, cargo build fails", ["Rust", "Axum", "Tokio"], []],
  ["the code is trustworthy and robust", [], ["Rust"]],
  ["Elixir Phoenix LiveView app", ["Elixir", "Phoenix"], []],
  ["mix test fails in my umbrella app", ["Elixir"], []],
  ["C# ASP.NET Core 8 web API", ["C#", "ASP.NET Core"], []],
  [".NET 8 minimal API with EF Core", [".NET"], []],
  ["Kotlin Android app with Jetpack Compose", ["Kotlin", "Jetpack Compose", "Android"], ["Java"]],
  ["Ktor backend in Kotlin", ["Kotlin", "Ktor"], []],
  ["SwiftUI app for iOS 17", ["SwiftUI", "iOS"], ["Swift"]],
  ["Swift package with async/await", ["Swift"], []],
  ["Flutter 3.19 app with Riverpod", ["Flutter"], []],
  ["Dart server with shelf", ["Dart"], []],
  ["pubspec.yaml conflicts after upgrade", ["Dart"], []],
  ["PHP 8.3 with Laravel 11", ["PHP", "Laravel"], []],
  ["Symfony console command", ["Symfony"], []],
  ["embedded C on an STM32 with FreeRTOS", ["C", "STM32", "FreeRTOS"], ["C++", "C#"]],
  ["ESP32 firmware with ESP-IDF", ["ESP32"], []],
  ["Arduino sketch reading a DHT22", ["Arduino"], []],
  ["written in C99 with a Makefile", ["C"], ["C++"]],
  ["a C++20 game engine using CMake", ["C++"], ["C", "C#"]],
  ["I got a C grade in chemistry", [], ["C"]],
  ["Django 5.0 REST API with Celery", ["Django", "Celery"], []],
  ["Flask app on Python 3.12", ["Python", "Flask"], []],
  ["FastAPI + SQLAlchemy + PostgreSQL 16", ["FastAPI", "SQLAlchemy", "PostgreSQL"], []],
  ["Traceback (most recent call last):\nModuleNotFoundError: No module named 'x'", ["Python"], []],
  ["Rails 7.1 app with Hotwire", ["Ruby on Rails"], []],
  ["Ruby script with a Gemfile", ["Ruby"], []],
  ["Spring Boot 3 service in Java 21", ["Java", "Spring Boot"], []],
  ["Next.js 14 app router with Supabase Auth", ["Next.js", "Supabase"], []],
  ["React + Vite + Tailwind", ["React", "Vite", "Tailwind CSS"], []],
  ["React Native with Expo", ["React Native", "Expo"], ["React"]],
  ["Vue 3 with Pinia", ["Vue"], []],
  ["SvelteKit app on Vercel", ["SvelteKit", "Vercel"], ["Svelte"]],
  ["Angular 17 standalone components", ["Angular"], []],
  ["Express server on Node 20", ["Express", "Node.js"], []],
  ["NestJS microservice", ["NestJS"], []],
  ["Hono API on Cloudflare Workers", ["Hono", "Cloudflare"], []],
  ["TypeScript strict mode error TS2339", ["TypeScript"], []],
  ["plain JavaScript in the browser", ["JavaScript"], ["TypeScript"]],
  ["Deno deploy function", ["Deno"], []],
  ["bun run dev crashes", ["Bun"], []],
  ["Prisma with MySQL", ["Prisma", "MySQL"], []],
  ["Drizzle ORM on SQLite", ["Drizzle ORM", "SQLite"], []],
  ["MongoDB with Mongoose", ["MongoDB"], []],
  ["Redis cache in front of Postgres", ["Redis", "PostgreSQL"], []],
  ["Stripe webhooks return 400", ["Stripe"], []],
  ["Firebase Auth with Firestore", ["Firebase"], []],
  ["Auth0 login loop", ["Auth0"], []],
  ["deployed on Fly.io with a Dockerfile", ["Fly.io", "Docker"], []],
  ["docker compose up can't reach the db", ["Docker"], []],
  ["GitHub Actions workflow fails", ["GitHub Actions"], []],
  ["kubectl apply keeps failing", ["Kubernetes"], []],
  ["Electron app with React", ["Electron", "React"], []],
  ["Tauri desktop app", ["Tauri"], []],
  ["Scala with sbt", ["Scala"], []],
  ["Haskell cabal build", ["Haskell"], []],
  ["Unity game, my MonoBehaviour Update loop", ["Unity"], []],
  ["Godot 4 with GDScript", ["Godot"], []],
  ["bash script with set -euo pipefail", ["Bash"], []],
  ["Java, not JavaScript", ["Java", "JavaScript"], []],
  ["JavaScript only", ["JavaScript"], ["Java"]],
  ["I express my thanks", [], ["Express"]],
  ["my node_modules folder is huge", [], ["Node.js"]],
  ["npm run build fails", ["Node.js"], []],
];

describe("detectStackAsWritten", () => {
  it("lists the stack in the order the text names it, not the order of the rules", () => {
    const text = "Tailwind and Supabase with Next.js 14, hosted on Vercel";
    const written = detectStackAsWritten(text).map(stackLabel);
    expect(written).toEqual(["Tailwind CSS", "Supabase", "Next.js 14", "Vercel"]);
    expect([...written].sort()).toEqual(detectStack(text).map(stackLabel).sort());
    expect(detectStack(text).map(stackLabel)).not.toEqual(written);
  });
});

describe("detectStack", () => {
  it.each(cases)("%s", (input, present, absent) => {
    const found = names(input);
    for (const name of present) expect(found).toContain(name);
    for (const name of absent) expect(found).not.toContain(name);
  });

  it("keeps versions next to their names", () => {
    expect(labels("a CLI in Go 1.22")).toEqual(["Go 1.22"]);
    expect(labels("Django 5.0 with Python 3.12")).toEqual(["Python 3.12", "Django 5.0"]);
    expect(labels("Flutter 3.19")).toEqual(["Flutter 3.19"]);
    expect(labels("PHP 8.3")).toEqual(["PHP 8.3"]);
    expect(labels("Next.js 14 on Node 20")).toEqual(["Next.js 14", "Node.js 20"]);
    expect(labels(".NET 8 API")).toContain(".NET 8");
    expect(labels("Rails 7.1")).toEqual(["Ruby on Rails 7.1"]);
    expect(labels("a C++20 engine")).toEqual(["C++ 20"]);
  });

  it("does not read a version as a framework", () => {
    expect(names("Python 3.12")).toEqual(["Python"]);
    expect(names("Go 1.22")).toEqual(["Go"]);
  });

  it("finds no stack in text that names none", () => {
    expect(detectStack("my app is broken and I don't know why")).toEqual([]);
    expect(detectStack("")).toEqual([]);
  });

  it("names the main language, named or implied", () => {
    expect(primaryLanguage(detectStack("Django app"))).toBe("Python");
    expect(primaryLanguage(detectStack("Flutter app"))).toBe("Dart");
    expect(primaryLanguage(detectStack("embedded C on STM32"))).toBe("C");
    expect(primaryLanguage(detectStack("a CLI in Go 1.22"))).toBe("Go");
    expect(primaryLanguage(detectStack("Phoenix LiveView"))).toBe("Elixir");
    expect(primaryLanguage(detectStack("something custom"))).toBeUndefined();
  });
});
