// The types of cv-scoring.mjs, for the api's tests that import it.
type Entry = Record<string, string | null | undefined>;
type Keys = readonly string[];

export declare const norm: (text: string | null | undefined) => string;
export declare const sameNames: (entry: Entry, proposal: Entry, keys: Keys) => boolean;
export declare const sameDates: (entry: Entry, proposal: Entry, keys: Keys) => boolean;
