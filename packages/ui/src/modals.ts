// Modals, forms and context menus of @site/ui (#9).
// Each component lives in its own PascalCase folder; export it here.
export {};
