import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatedToken, TokenSummary } from "@shared/schemas/tokens";
import { api } from "@/api/client";

export const tokenKeys = { all: ["tokens"] as const };

export const fetchTokens = () => api<TokenSummary[]>("/api/tokens");
export const createToken = (name: string) => api<CreatedToken>("/api/tokens", { body: { name } });
export const revokeToken = (id: string) => api<void>(`/api/tokens/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useTokens() {
  return useQuery({ queryKey: tokenKeys.all, queryFn: fetchTokens });
}

export function useCreateToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createToken,
    onSettled: () => client.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}

export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeToken,
    onSettled: () => client.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
