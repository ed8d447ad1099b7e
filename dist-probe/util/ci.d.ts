export declare function underCi(env: NodeJS.ProcessEnv): boolean;
