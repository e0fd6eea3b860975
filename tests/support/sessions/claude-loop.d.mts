export function userRecord(text: string, at?: string): string;
export function loopRound(i: number, output?: string, options?: { at?: string; progress?: boolean }): string[];
export function calmRound(i: number, output?: string): string[];
