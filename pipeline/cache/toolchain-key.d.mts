/** See toolchain-key.mjs. */
export declare function toolchainKey(root: string): string;
export declare function cliBundleDir(root: string): string;
export declare function runningToolchainKey(root: string): string;
