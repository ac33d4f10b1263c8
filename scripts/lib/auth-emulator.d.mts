export declare const PROJECT_ID: string;
export declare function startAuthEmulator(options?: {
  port?: number;
  hubPort?: number;
  loggingPort?: number;
  dataDir?: string;
  quiet?: boolean;
}): Promise<{ url: string; host: string; stop: () => Promise<void> }>;
