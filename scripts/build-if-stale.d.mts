export declare const root: string;
export declare const BUILDS: Record<'server' | 'client', { output: string; sources: string[] }>;
export declare function isStale(workspace: 'server' | 'client'): boolean;
export declare function buildIfStale(workspace: 'server' | 'client'): boolean;
