// What every model reads after its task's instructions (`src/server/ai/llm-engine.ts`). Not every
// OpenAI-compatible server honours json_schema response formats, so the schema is in the instructions too.

export const answerFormat = (system: string, jsonSchema: string) =>
  `${system}\n\nAnswer with one JSON object only, no prose and no code fences, matching this JSON Schema:\n${jsonSchema}`;
