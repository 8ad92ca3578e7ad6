/** Edges "from -> to" between editor folders, each with the files that make it. */
export function folderImports(editorDir?: string): Map<string, string[]>;
/** Folder pairs that import each other, as "a/b" with a < b, sorted. */
export function twoWayPairs(edges?: Map<string, string[]>): string[];
