import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Success } from "@shared/schemas/api";
import type {
  ChatMessage,
  ExperienceLevel,
  PlanPage,
  PlanSaved,
  ProjectPlan,
  ProjectPlanResponse,
  SavedPlanResponse,
} from "@shared/schemas/planner";
import { api } from "@/api/client";

interface ProjectFields {
  projectName: string;
  projectDescription: string;
  experienceLevel: ExperienceLevel;
}

export const plannerKeys = {
  plans: ["project-plans"] as const,
  plan: (id: string) => ["project-plans", id] as const,
};

export const updateProjectPlan = (
  input: ProjectFields & { questionIndex: number; answer: string; currentPlan: ProjectPlan },
  signal?: AbortSignal,
) => api<ProjectPlanResponse>("/api/update-project-plan", { body: input, signal }).then((r) => r.plan);

export const finalizeProjectPlan = (
  input: ProjectFields & { messages: ChatMessage[]; currentPlan: ProjectPlan },
  signal?: AbortSignal,
) => api<ProjectPlanResponse>("/api/finalize-project-plan", { body: input, signal }).then((r) => r.plan);

export const saveProjectPlan = (
  input: ProjectFields & { id?: string; projectPlan: ProjectPlan; messages: ChatMessage[] },
) => api<PlanSaved>("/api/save-project-plan", { body: input });

export const fetchProjectPlan = (id: string) =>
  api<SavedPlanResponse>(`/api/project-plans/${encodeURIComponent(id)}`).then((r) => r.plan);

export function useSavedPlans() {
  return useQuery({
    queryKey: plannerKeys.plans,
    queryFn: ({ signal }) => api<PlanPage>("/api/project-plans", { signal }).then((r) => r.plans),
  });
}

export function useDeletePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Success>(`/api/project-plans/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: plannerKeys.plans }),
  });
}
