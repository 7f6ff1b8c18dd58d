// Site chrome of @site/ui (#8): header, sidebar, footer, banner slots, video slider, cookie bar, age gate, country picker, 404 block, debug panel.
// Each component lives in its own PascalCase folder; export it here.
export {};
