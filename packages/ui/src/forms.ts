// The forms primitives of @site/ui; each lives in its own PascalCase folder.
export {};
