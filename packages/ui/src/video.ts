// The player and the video-page parts of @site/ui (#8).
// Each component lives in its own PascalCase folder; export it here.
export {};
