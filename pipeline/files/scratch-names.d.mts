/** See scratch-names.mjs. */
export declare function isScratchName(name: string): boolean;
