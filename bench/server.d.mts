/** Types of bench/server.mjs, a plain ES module shared by the benchmarks and the browser tests. */
export const QUICK: boolean;
export function build(): void;
export function freePort(): Promise<number>;
export function stopGroup(pid: number): Promise<void>;
export function seedState(): string;
export function copyState(persistDir: string): string;
export function startServer(
  extraEnv?: Record<string, string>,
  state?: string | null,
): Promise<{ url: string; pid: number; persistDir: string; stop(options?: { keep?: boolean }): Promise<void> }>;
